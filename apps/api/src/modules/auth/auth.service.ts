import type { LoginBody, MasterAccountSummary } from '@cuvee/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findShopPublic } from '../shops/index.ts';
import {
  findUserByLogin,
  loadMemberships,
  loadPrincipalUser,
  masterAccounts,
  type PrincipalUser,
  users,
} from '../users/index.ts';
import { authTokens, type TokenPurpose } from './auth.table.ts';
import { dummyVerify, hashPassword, newToken, sha256, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.service.ts';

export const BAD_CREDENTIALS = 'Le mail et/ou le mot de passe sont incorrects.';
export const LOCKED = 'Trop de tentatives de connexion. Réessayez dans 15 minutes.';
export const MAX_FAILED_LOGINS = 5;
const LOCK_MS = 15 * 60_000;
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { validate: 48 * 3600_000, reset: 3600_000 };

export type LoginOutcome =
  | { kind: 'user'; user: PrincipalUser; masterAccount: MasterAccountSummary | null }
  | { kind: 'master'; masterAccountId: string; tokenVersion: number; masterAccount: MasterAccountSummary };

type Lockable = { id: string; failedLogins: number; lockedUntil: Date | null };

/** Counts a failure; the fifth in a row locks the account for 15 minutes. */
async function recordFailure(db: DbOrTx, table: typeof users | typeof masterAccounts, row: Lockable) {
  const failed = row.failedLogins + 1;
  const locked = failed >= MAX_FAILED_LOGINS;
  await db
    .update(table)
    .set({ failedLogins: locked ? 0 : failed, lockedUntil: locked ? new Date(Date.now() + LOCK_MS) : null })
    .where(eq(table.id, row.id));
}

function assertNotLocked(row: Lockable) {
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw new HttpError(429, LOCKED);
}

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
  const shopsByUser = await loadMemberships(
    db,
    members.map((m) => m.id),
  );
  return {
    id: master.id,
    email: master.email,
    users: members.map((m) => ({ ...m, shopName: shopsByUser.get(m.id)?.[0]?.name ?? null })),
  };
}

export async function login(db: DbOrTx, body: LoginBody): Promise<LoginOutcome> {
  const identifier = (body.email || body.username || '').trim();
  const user = await findUserByLogin(db, identifier);
  if (user) {
    assertNotLocked(user);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await recordFailure(db, users, user);
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    if (user.failedLogins > 0 || user.lockedUntil) {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    }
    const principal = (await loadPrincipalUser(db, user.id))!;
    const master = user.masterAccountId ? await masterSummary(db, user.masterAccountId) : null;
    return { kind: 'user', user: principal, masterAccount: master };
  }
  const [master] = await db
    .select()
    .from(masterAccounts)
    .where(sql`lower(${masterAccounts.email}) = ${identifier.toLowerCase()}`);
  if (!master) {
    await dummyVerify(body.password);
    throw new HttpError(401, BAD_CREDENTIALS);
  }
  assertNotLocked(master);
  if (!(await verifyPassword(master.passwordHash, body.password))) {
    await recordFailure(db, masterAccounts, master);
    throw new HttpError(401, BAD_CREDENTIALS);
  }
  if (master.failedLogins > 0 || master.lockedUntil) {
    await db
      .update(masterAccounts)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(masterAccounts.id, master.id));
  }
  return {
    kind: 'master',
    masterAccountId: master.id,
    tokenVersion: master.tokenVersion,
    masterAccount: (await masterSummary(db, master.id))!,
  };
}

/** Switches a master-account session to one of its users. */
/** Switches the session's master account (null: a session without one) to one of its users. */
export async function switchAccount(db: DbOrTx, masterAccountId: string | null, userId: string) {
  if (!masterAccountId) throw new HttpError(403, "Votre compte n'est pas un compte principal");
  const user = await loadPrincipalUser(db, userId);
  if (!user || user.masterAccountId !== masterAccountId) {
    throw new HttpError(403, "Ce compte n'appartient pas à votre compte principal");
  }
  return { user, masterAccount: (await masterSummary(db, masterAccountId))! };
}

export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
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

export async function validateEmail(db: DbOrTx, token: string) {
  const userId = await consumeToken(db, token, 'validate');
  await db.update(users).set({ emailValidatedAt: new Date() }).where(eq(users.id, userId));
}

export async function requestPasswordReset(deps: Deps, email: string) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) return null;
  const token = await issueToken(deps.db, user.id, 'reset');
  return { to: user.email, link: `${deps.config.publicUrl}/auth/resetpwd?token=${token}` };
}

export async function resetPassword(db: DbOrTx, token: string, password: string) {
  const userId = await consumeToken(db, token, 'reset');
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
  // Every session of the user ends (decision 0023); other reset links die with this one.
  await revokeUserSessions(db, userId);
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset'), isNull(authTokens.usedAt)));
}

export async function resolveShopCode(db: DbOrTx, code: string | undefined) {
  if (!code) return null;
  const shop = await findShopPublic(db, code);
  if (!shop) throw new HttpError(404, 'Boutique introuvable');
  return shop;
}
