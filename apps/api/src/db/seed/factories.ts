import { ClientInput } from '@cuvee/contracts';
import type { Role } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { recordClientActivity } from '../../modules/clients/client-activities.ts';
import { clientRowOf } from '../../modules/clients/clients.rows.ts';
import { type ClientSource, clientAddresses, clients } from '../../modules/clients/clients.table.ts';
import { shopMemberships, shops } from '../../modules/shops/shops.table.ts';
import { masterAccounts, users } from '../../modules/users/users.table.ts';
import type { DbOrTx } from '../client.ts';
import { scoped, systemScope, systemTx } from '../tenant.ts';

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
    /** An agent's sector (decision 0156); an agent gets every typology's prices unless told. */
    sector?: { departments: string[]; typologies: string[] };
  },
) {
  const typologies =
    m.sector?.typologies ??
    (m.role === 'agent'
      ? Object.keys(
          (await db.select({ t: shops.typologies }).from(shops).where(eq(shops.id, m.shopId)))[0]?.t ?? {},
        )
      : []);
  await db.insert(shopMemberships).values({
    shopId: m.shopId,
    userId: m.userId,
    role: m.role,
    typology: m.typology ?? null,
    authorizations: m.authorizations ?? null,
    position: m.position ?? 0,
    sectorDepartments: m.sector?.departments ?? [],
    sectorTypologies: typologies,
  });
}

/** A collaborator (iam) of one shop with these authorizations (§6 permissions). */
export async function makeCollaborator(
  db: DbOrTx,
  shopId: string,
  email: string,
  authorizations: Record<string, boolean>,
) {
  const user = await makeUser(db, { role: 'iam', email });
  await addMembership(db, { shopId, userId: user.id, role: 'iam', authorizations });
  return user;
}

/**
 * A client of a shop, validated as the API validates it (contracts' ClientInput), with its
 * addresses and its 'created' entry: the demo and the tests build clients the same way.
 */
export async function makeClients(
  db: DbOrTx,
  shopId: string,
  authorId: string,
  inputs: readonly (ClientInput & { userId?: string; source?: ClientSource; createdAt?: Date })[],
) {
  if (inputs.length === 0) return [];
  const tx = systemTx(db);
  const scope = systemScope(shopId, authorId);
  const s = scoped(tx, scope);
  const parsed = inputs.map((input) => ({ input, values: ClientInput.parse(input) }));
  const rows = await s
    .insert(clients)
    .values(
      parsed.map(({ input, values }) => ({
        ...clientRowOf(shopId, values, {
          source: input.source ?? 'manual',
          createdBy: authorId,
          userId: input.userId ?? null,
        }),
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })),
    )
    .returning();
  const addresses = parsed.flatMap(({ values }, i) =>
    values.addresses.map((a, position) => ({
      clientId: rows[i]!.id,
      kind: a.kind,
      isDefault: a.isDefault,
      position,
      address: a.address as Record<string, unknown>,
    })),
  );
  if (addresses.length > 0) await s.insert(clientAddresses).values(addresses);
  await recordClientActivity(
    tx,
    scope,
    rows.map((row) => ({ clientId: row.id, kind: 'created' as const, body: 'Fiche créée' })),
  );
  return rows;
}
