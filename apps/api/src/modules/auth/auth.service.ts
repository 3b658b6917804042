import type { LoginBody, MasterAccountSummary } from '@cuvee/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findShopPublic } from '../shops/index.ts';
import {
  findUserByLogin,
  loadAccountStates,
  loadPrincipalUser,
  markEmailValidated,
  masterAccounts,
  type PrincipalUser,
  replacePassword,
  users,
} from '../users/index.ts';
import { authTokens, type TokenPurpose } from './auth.table.ts';
import { dummyVerify, hashPassword, newToken, sha256, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { clearSignInTries, takeSignInTurn } from './sign-in-throttle.service.ts';

export const BAD_CREDENTIALS = 'Le mail et/ou le mot de passe sont incorrects.';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { validate: 48 * 3600_000, reset: 3600_000 };

/** An invited collaborator's link to choose their password lasts a week (issue 28). */
const SET_PASSWORD_TTL_MS = 7 * 24 * 3600_000;

/**
 * A link for a new account to choose its password (the reset page's): an invited collaborator's,
 * valid a week. Answers the token the mail carries.
 */
export function issueSetPasswordToken(db: DbOrTx, userId: string): Promise<string> {
  return issueToken(db, userId, 'reset', SET_PASSWORD_TTL_MS);
}

export const VALIDATE_FIRST = 'Validez votre adresse e-mail : nous vous avons renvoyé le lien.';

export type LoginOutcome =
  | { kind: 'user'; user: PrincipalUser; masterAccount: MasterAccountSummary | null }
  /** The right password of an account whose e-mail is not confirmed yet: no session (0027). */
  | { kind: 'unvalidated'; userId: string }
  | { kind: 'master'; masterAccountId: string; tokenVersion: number; masterAccount: MasterAccountSummary };

export async function masterSummary(
  db: DbOrTx,
  masterAccountId: string,
): Promise<MasterAccountSummary | null> {
  const [master] = await db.select().from(masterAccounts).where(eq(masterAccounts.id, masterAccountId));
  if (!master) return null;
  const members = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.masterAccountId, masterAccountId))
    .orderBy(users.createdAt);
  const states = await loadAccountStates(db, members);
  return {
    id: master.id,
    email: master.email,
    users: members.map((m) => ({
      ...m,
      ...(states.get(m.id) ?? { shopName: null, state: 'active' as const }),
    })),
  };
}

/**
 * Signs in by e-mail or username (a user) or by e-mail (a master account). Each try takes a turn
 * of the account-and-address throttle first (decision 0027): known or unknown account, right or
 * wrong password, the answers and the waits are the same.
 */
export async function login(db: Db, body: LoginBody, address: string): Promise<LoginOutcome> {
  const identifier = (body.email || body.username || '').trim();
  await takeSignInTurn(db, identifier, address);
  const user = await findUserByLogin(db, identifier);
  const [master] = user
    ? []
    : await db
        .select()
        .from(masterAccounts)
        .where(sql`lower(${masterAccounts.email}) = ${identifier.toLowerCase()}`);
  const hash = user?.passwordHash ?? master?.passwordHash;
  if (!hash) await dummyVerify(body.password);
  if (!hash || !(await verifyPassword(hash, body.password))) throw new HttpError(401, BAD_CREDENTIALS);
  // Only someone who knows the password learns that the address waits for its confirmation.
  if (user && !user.emailValidatedAt) return { kind: 'unvalidated', userId: user.id };
  // Both names of the account count as one: a guess by e-mail ends when its owner signs in by name.
  await clearSignInTries(db, [identifier, user?.email ?? master!.email, user?.username ?? ''], address);
  if (user) {
    const principal = (await loadPrincipalUser(db, user.id))!;
    const summary = user.masterAccountId ? await masterSummary(db, user.masterAccountId) : null;
    return { kind: 'user', user: principal, masterAccount: summary };
  }
  return {
    kind: 'master',
    masterAccountId: master!.id,
    tokenVersion: master!.tokenVersion,
    masterAccount: (await masterSummary(db, master!.id))!,
  };
}

/** Switches the session's master account (null: a session without one) to one of its users. */
export async function switchAccount(db: DbOrTx, masterAccountId: string | null, userId: string) {
  if (!masterAccountId) throw new HttpError(403, "Votre compte n'est pas un compte principal");
  const user = await loadPrincipalUser(db, userId);
  if (!user || user.masterAccountId !== masterAccountId) {
    throw new HttpError(403, "Ce compte n'appartient pas à votre compte principal");
  }
  const masterAccount = (await masterSummary(db, masterAccountId))!;
  const target = masterAccount.users.find((u) => u.id === userId);
  // A collaborator no shop lets work any more is not opened (decision 0169): its session could
  // do nothing but read its old notifications.
  if (target?.state === 'suspended') {
    throw new HttpError(403, `Ce compte est suspendu par ${target.shopName} : il ne peut pas être ouvert`);
  }
  if (target?.state === 'none') {
    throw new HttpError(403, "Ce compte n'a plus accès à aucune boutique : il ne peut pas être ouvert");
  }
  return { user, masterAccount };
}

export async function issueToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number = TOKEN_TTL_MS[purpose],
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Consumes a single-use token; answers its user id or refuses with a French message. */
async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<string> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw new HttpError(400, "Ce lien n'est plus valide. Veuillez en demander un nouveau.");
  return row.userId;
}

/** Confirms the address of the link's account; answers it, to be signed in (decision 0027). */
export async function validateEmail(db: DbOrTx, token: string): Promise<PrincipalUser> {
  const userId = await consumeToken(db, token, 'validate');
  await markEmailValidated(db, userId);
  return (await loadPrincipalUser(db, userId))!;
}

/**
 * The reset link proves the mailbox: it always works, however many guesses the account took,
 * and the address that used it becomes the owner's for the sign-in throttle (decision 0027's
 * addendum), so they sign in from there at once.
 */
export async function resetPassword(db: DbOrTx, token: string, password: string, address?: string) {
  const userId = await consumeToken(db, token, 'reset');
  await replacePassword(db, userId, await hashPassword(password));
  // Every session of the user ends (decision 0023); other reset links die with this one.
  await revokeUserSessions(db, userId);
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset'), isNull(authTokens.usedAt)));
  if (address) {
    const [named] = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (named) await clearSignInTries(db, [named.email, named.username], address);
  }
}

export async function resolveShopCode(db: DbOrTx, code: string | undefined) {
  if (!code) return null;
  const shop = await findShopPublic(db, code);
  if (!shop) throw new HttpError(404, 'Boutique introuvable');
  return shop;
}
