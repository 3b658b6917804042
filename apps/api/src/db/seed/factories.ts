import type { Role } from '@cuvee/domain';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { shopMemberships } from '../../modules/shops/shops.table.ts';
import { masterAccounts, users } from '../../modules/users/users.table.ts';
import type { DbOrTx } from '../client.ts';

// argon2 is slow on purpose; demo data and tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
export const cachedHash = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export type NewUser = {
  role: Role;
  email: string;
  username?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  isPro?: boolean;
  business?: { reason?: string; name?: string };
  masterAccountId?: string;
  validated?: boolean;
};

export async function makeUser(db: DbOrTx, u: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      role: u.role,
      email: u.email,
      username: u.username ?? u.email.split('@')[0]!,
      passwordHash: await cachedHash(u.password ?? 'Cuvee2026'),
      firstname: u.firstname ?? 'Prénom',
      lastname: u.lastname ?? 'Nom',
      isPro: u.isPro ?? false,
      business: u.business ?? null,
      masterAccountId: u.masterAccountId ?? null,
      emailValidatedAt: u.validated === false ? null : new Date(),
    })
    .returning();
  return row!;
}

export async function makeMasterAccount(db: DbOrTx, email: string, password = 'Cuvee2026') {
  const [row] = await db
    .insert(masterAccounts)
    .values({ email, passwordHash: await cachedHash(password) })
    .returning();
  return row!;
}

export async function addMembership(
  db: DbOrTx,
  m: {
    shopId: string;
    userId: string;
    role: Role;
    typology?: string | null;
    authorizations?: Record<string, boolean> | null;
    position?: number;
  },
) {
  await db.insert(shopMemberships).values({
    shopId: m.shopId,
    userId: m.userId,
    role: m.role,
    typology: m.typology ?? null,
    authorizations: m.authorizations ?? null,
    position: m.position ?? 0,
  });
}
