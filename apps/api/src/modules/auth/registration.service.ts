import type {
  AcceptInvitationBody,
  RegisterAgentBody,
  RegisterBuyerBody,
  RegisterSellerBody,
} from '@cuvee/contracts';
import type { Role } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { systemScope, systemTx } from '../../db/tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestAgentMembership } from '../agents/index.ts';
import { claimInvitation, clientForRegisteredBuyer, tieInvitedAccount } from '../clients/index.ts';
import { defineQueue } from '../jobs/index.ts';
import { publishDefaultTerms } from '../legal/index.ts';
import { queueMail, validationMail } from '../mail/index.ts';
import { addBuyerMembership, createShop } from '../shops/index.ts';
import { createUser, isTaken, loadPrincipalUser, type NewUser, users } from '../users/index.ts';
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
export async function freeUsername(db: DbOrTx, email: string): Promise<string> {
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
  extra: Pick<NewUser, 'emailValidatedAt'> = {},
) {
  const username = id.username?.trim() || (await freeUsername(db, id.email));
  const clash = await isTaken(db, id.email, username);
  if (clash === 'email') throw new HttpError(409, 'Un compte existe déjà avec cette adresse e-mail');
  if (clash === 'username') throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  const passwordHash = await hashPassword(id.password);
  const user = await createUser(db, {
    role,
    username,
    email: id.email,
    passwordHash,
    firstname: id.firstname,
    lastname: id.lastname,
    ...extra,
  });
  return { user };
}

/** The answer of every registration, whether the address had an account or not (decision 0027). */
export const CHECK_MAILBOX = 'Vérifiez votre boîte mail : un lien vous y attend pour activer votre compte.';

/**
 * Queues the validation link of a new account in the caller's transaction: its token and its
 * mail's job (issue 25: never sent in memory). Its shop names the mail when there is one.
 */
export async function queueValidationLink(
  deps: Deps,
  tx: Tx,
  user: { id: string; email: string },
  shopId: string | null,
  key?: string,
) {
  const token = await issueToken(tx, user.id, 'validate');
  const link = `${deps.config.publicUrl}/auth/validate?token=${token}`;
  await queueMail(deps.jobs, tx, { ...validationMail(user.email, link), shopId, ...(key ? { key } : {}) });
}

/** Sends the validation link again (a sign-in before the address is confirmed). */
export async function sendValidationLink(deps: Deps, userId: string, shopId: string | null) {
  const user = (await loadPrincipalUser(deps.db, userId))!;
  await deps.jobs.start();
  await deps.db.transaction((tx) => queueValidationLink(deps, tx as Tx, user, shopId));
}

/** Creates a new account in `db` (a transaction); answers it and the shop its mail names. */
export type NewAccount = (
  db: DbOrTx,
  id: { username: string; passwordHash: string },
) => Promise<{ userId: string; shopId: string | null }>;

type Forms = {
  buyer: z.infer<typeof RegisterBuyerBody>;
  agent: z.infer<typeof RegisterAgentBody>;
  seller: z.infer<typeof RegisterSellerBody>;
};
/** A registration as its job carries it: the form without its password, hashed before the answer. */
export type Registration = {
  [K in keyof Forms]: { kind: K; form: Omit<Forms[K], 'password'>; passwordHash: string };
}[keyof Forms];

/** Registrations made after the answer; the job holds a password hash: deleted an hour after. */
export const registrationQueue = defineQueue<Registration>('auth.register', { deleteAfterSeconds: 3600 });

/**
 * Registration answers the same for a new and a known address (decision 0027, addendum on
 * registration). Before the answer: the input, the shop code and a chosen username are checked
 * (they say nothing about the address), the password is hashed, and the registration's job is
 * enqueued (issue 25: a crash after the answer no longer loses it), in both cases. The job
 * (registration.job.ts) then warns a known address, or makes the account and its link.
 */
async function register<K extends keyof Forms>(deps: Deps, kind: K, form: Forms[K]): Promise<void> {
  const chosen = form.username?.trim();
  if (chosen && (await usernameTaken(deps.db, chosen))) {
    throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  }
  const passwordHash = await hashPassword(form.password);
  const { password: _secret, ...rest } = form;
  const registration = { kind, form: rest, passwordHash } as Registration;
  await deps.jobs.send(registrationQueue, registration);
}

async function usernameTaken(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row !== undefined;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

const userRow = (
  role: Role,
  id: Pick<Identity, 'email' | 'firstname' | 'lastname'>,
  a: { username: string; passwordHash: string },
) => ({
  role,
  username: a.username,
  email: id.email.trim(),
  passwordHash: a.passwordHash,
  firstname: id.firstname,
  lastname: id.lastname,
});

export async function registerBuyer(deps: Deps, body: z.infer<typeof RegisterBuyerBody>) {
  // A wrong shop code is refused before the answer (it says nothing about the address).
  await resolveShopCode(deps.db, body.shopCode);
  await register(deps, 'buyer', body);
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
  await resolveShopCode(deps.db, body.shopCode);
  await register(deps, 'agent', body);
}

/** A seller registration creates the owner and the shop together, or neither. */
export async function registerSeller(deps: Deps, body: z.infer<typeof RegisterSellerBody>) {
  await register(deps, 'seller', body);
}

/** How the registration's job makes the account, in one transaction (registration.job.ts). */
export async function accountMaker(deps: Deps, r: Registration): Promise<NewAccount> {
  if (r.kind === 'buyer') {
    const { form } = r;
    const shop = await resolveShopCode(deps.db, form.shopCode);
    // The account, its membership and its client record in the shop: all or nothing (issue 15).
    // The system's handle (`db`), not a tenant transaction: the buyer is no member yet.
    return async (db, account) => {
      const user = await createUser(db, {
        ...userRow('buyer', form, account),
        isPro: form.isPro,
        business: form.business ?? null,
      });
      // A buyer starts on the shop's public typology; the producer may assign another later.
      if (shop) {
        await addBuyerMembership(systemTx(db), systemScope(shop.id, user.id), user.id, null);
        await clientForRegisteredBuyer(db, shop.id, user, null);
      }
      return { userId: user.id, shopId: shop?.id ?? null };
    };
  }
  if (r.kind === 'agent') {
    const { form } = r;
    const shop = await resolveShopCode(deps.db, form.shopCode);
    return async (db, account) => {
      const user = await createUser(db, userRow('agent', form, account));
      // A request, not a membership: it grants nothing until the shop's staff accepts it (decision 0025).
      if (shop) await requestAgentMembership(db, shop, user);
      return { userId: user.id, shopId: shop?.id ?? null };
    };
  }
  const { form } = r;
  return async (db, account) => {
    const user = await createUser(db, { ...userRow('owner', form, account), isPro: true });
    const shop = await createShop(db, {
      name: form.shopName,
      ownerId: user.id,
      businessType: form.businessType,
    });
    // Its buyers have terms of sale to accept from the first day: the model, for the owner to review.
    await publishDefaultTerms(db, shop, user.id);
    return { userId: user.id, shopId: shop.id };
  };
}
