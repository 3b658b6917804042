import type {
  AcceptInvitationBody,
  RegisterAgentBody,
  RegisterBuyerBody,
  RegisterSellerBody,
} from '@cuvee/contracts';
import type { Role } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { systemScope, systemTx } from '../../db/tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { postgresFault } from '../../plugins/database-errors.ts';
import { requestAgentMembership } from '../agents/index.ts';
import { claimInvitation, clientForRegisteredBuyer, tieInvitedAccount } from '../clients/index.ts';
import { publishDefaultTerms } from '../legal/index.ts';
import { accountExistsMail, validationMail } from '../mail/index.ts';
import { addBuyerMembership, createShop } from '../shops/index.ts';
import { isTaken, loadPrincipalUser, users } from '../users/index.ts';
import { issueToken, resolveShopCode } from './auth.service.ts';
import { hashPassword } from './passwords.ts';

type Identity = {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  username?: string | undefined;
};

/** 'jean.dupont@x.fr' → 'jean.dupont', then 'jean.dupont2'… until free. */
async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const stem = email.split('@')[0]!.toLowerCase().slice(0, 40) || 'utilisateur';
  const rows = await db
    .select({ u: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${stem}%`}`);
  const taken = new Set(rows.map((r) => r.u));
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}

async function insertUser(
  db: DbOrTx,
  role: Role,
  id: Identity,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const username = id.username?.trim() || (await freeUsername(db, id.email));
  const clash = await isTaken(db, id.email, username);
  if (clash === 'email') throw new HttpError(409, 'Un compte existe déjà avec cette adresse e-mail');
  if (clash === 'username') throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  const passwordHash = await hashPassword(id.password);
  const [user] = await db
    .insert(users)
    .values({
      role,
      username,
      email: id.email.trim(),
      passwordHash,
      firstname: id.firstname,
      lastname: id.lastname,
      ...extra,
    })
    .returning();
  return { user: user! };
}

/** The answer of every registration, whether the address had an account or not (decision 0027). */
export const CHECK_MAILBOX = 'Vérifiez votre boîte mail : un lien vous y attend pour activer votre compte.';

/** Sends the validation link of a new account (its shop names the mail when there is one). */
export async function sendValidationLink(deps: Deps, userId: string, shopId: string | null) {
  const token = await issueToken(deps.db, userId, 'validate');
  const user = (await loadPrincipalUser(deps.db, userId))!;
  await deps.mailer.send({
    ...validationMail(user.email, `${deps.config.publicUrl}/auth/validate?token=${token}`),
    shopId,
  });
}

/** Creates a new account in `db` (a transaction); answers it and the shop its mail names. */
type NewAccount = (
  db: DbOrTx,
  id: { username: string; passwordHash: string },
) => Promise<{ userId: string; shopId: string | null }>;

/**
 * Registration answers the same for a new and a known address (decision 0027, addendum on
 * registration). Before the answer: the input, the shop code and a chosen username are checked
 * (they say nothing about the address) and the password is hashed, in both cases. After it, in
 * the background: a known address gets a warning mail and nothing else changes; a new one gets
 * its account (`create`, one transaction) and a validation link. A simultaneous twin (the same
 * address, or a shop's name) loses on a unique key and tries again from the lookup.
 */
async function register(deps: Deps, id: Identity, create: NewAccount): Promise<void> {
  const chosen = id.username?.trim();
  if (chosen && (await usernameTaken(deps.db, chosen))) {
    throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  }
  const passwordHash = await hashPassword(id.password);
  deps.background.run('registration', async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const known = await findUserByEmail(deps.db, id.email);
        if (known) {
          const base = deps.config.publicUrl;
          await deps.mailer.send(
            accountExistsMail(known.email, `${base}/auth/login`, `${base}/auth/resetpwd`),
          );
          return;
        }
        const username = chosen || (await freeUsername(deps.db, id.email));
        const made = await deps.db.transaction((tx) => create(tx, { username, passwordHash }));
        await sendValidationLink(deps, made.userId, made.shopId);
        return;
      } catch (err) {
        if (attempt >= 3 || postgresFault(err)?.code !== '23505') throw err;
      }
    }
  });
}

async function usernameTaken(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row !== undefined;
}

async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

const userRow = (role: Role, id: Identity, a: { username: string; passwordHash: string }) => ({
  role,
  username: a.username,
  email: id.email.trim(),
  passwordHash: a.passwordHash,
  firstname: id.firstname,
  lastname: id.lastname,
});

export async function registerBuyer(deps: Deps, body: z.infer<typeof RegisterBuyerBody>) {
  const shop = await resolveShopCode(deps.db, body.shopCode);
  // The account, its membership and its client record in the shop: all or nothing (issue 15).
  // The system's handle (`db`), not a tenant transaction: the buyer is no member yet.
  await register(deps, body, async (db, account) => {
    const [user] = await db
      .insert(users)
      .values({ ...userRow('buyer', body, account), isPro: body.isPro, business: body.business ?? null })
      .returning();
    // A buyer starts on the shop's public typology; the producer may assign another later.
    if (shop) {
      await addBuyerMembership(systemTx(db), systemScope(shop.id, user!.id), user!.id, null);
      await clientForRegisteredBuyer(db, shop.id, user!, null);
    }
    return { userId: user!.id, shopId: shop?.id ?? null };
  });
}

/**
 * An invited client's account: the invitation's e-mail (the link proved it), a buyer membership
 * on the record's typology, the record tied; one transaction.
 */
export async function registerInvited(deps: Deps, body: z.infer<typeof AcceptInvitationBody>) {
  const userId = await deps.db.transaction(async (db) => {
    const invitation = await claimInvitation(db, body.token);
    const { user } = await insertUser(
      db,
      'buyer',
      {
        email: invitation.email,
        password: body.password,
        firstname: invitation.firstname ?? '',
        lastname: invitation.lastname,
        username: body.username,
      },
      { emailValidatedAt: new Date() },
    );
    await tieInvitedAccount(db, invitation, user.id);
    return user.id;
  });
  return (await loadPrincipalUser(deps.db, userId))!;
}

export async function registerAgent(deps: Deps, body: z.infer<typeof RegisterAgentBody>) {
  const shop = await resolveShopCode(deps.db, body.shopCode);
  await register(deps, body, async (db, account) => {
    const [user] = await db
      .insert(users)
      .values(userRow('agent', body, account))
      .returning();
    // A request, not a membership: it grants nothing until the shop's staff accepts it (decision 0025).
    if (shop) await requestAgentMembership(db, shop, user!);
    return { userId: user!.id, shopId: shop?.id ?? null };
  });
}

/** A seller registration creates the owner and the shop together, or neither. */
export async function registerSeller(deps: Deps, body: z.infer<typeof RegisterSellerBody>) {
  await register(deps, body, async (db, account) => {
    const [user] = await db
      .insert(users)
      .values({ ...userRow('owner', body, account), isPro: true })
      .returning({ id: users.id });
    const shop = await createShop(db, {
      name: body.shopName,
      ownerId: user!.id,
      businessType: body.businessType,
    });
    // Its buyers have terms of sale to accept from the first day: the model, for the owner to review.
    await publishDefaultTerms(db, shop, user!.id);
    return { userId: user!.id, shopId: shop.id };
  });
}
