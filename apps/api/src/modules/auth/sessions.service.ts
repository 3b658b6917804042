import { PASSWORD_CHANGE_THROTTLE, SESSION_MAX_LIFETIME_MS } from '@cuvee/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { countInWindow } from './attempt-counters.ts';
import { attemptCounters, sessions } from './sessions.table.ts';

/** A session as a token names it: its id and when its sign-in happened. */
export type SessionRef = { id: string; startedAt: Date };

/** Sessions started before this are over, whatever their tokens say (decision 0023). */
export const sessionStillOpen = sql`${sessions.startedAt} > now() - interval '${sql.raw(String(SESSION_MAX_LIFETIME_MS / 1000))} seconds'`;

/**
 * Opens a session for a user or a master account. `startedAt` carries the sign-in time over
 * when a master session switches to one of its users: the absolute lifetime counts from the
 * sign-in, not from the switch.
 */
export async function openSession(
  db: DbOrTx,
  owner: { userId: string } | { masterAccountId: string },
  startedAt?: Date,
): Promise<SessionRef> {
  const [row] = await db
    .insert(sessions)
    .values({ ...owner, ...(startedAt ? { startedAt } : {}) })
    .returning({ id: sessions.id, startedAt: sessions.startedAt });
  return row!;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of the user but `keep` (the one changing the password). */
export async function revokeUserSessions(db: DbOrTx, userId: string, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

/** Seconds a new token of this session may live: 24 h, never past the session's end. */
export function tokenSeconds(session: SessionRef, ttlSeconds: number): number {
  const left = Math.floor((session.startedAt.getTime() + SESSION_MAX_LIFETIME_MS - Date.now()) / 1000);
  return Math.max(1, Math.min(ttlSeconds, left));
}

export const PASSWORD_TRIES_EXCEEDED =
  'Trop de tentatives de changement de mot de passe. Réessayez dans 15 minutes.';

/**
 * Counts one try of the current password for this user before it is checked, in one atomic
 * statement (parallel tries and several API processes count alike); past the limit of the
 * window, 429 without checking (decision 0023).
 */
export async function countPasswordTry(db: DbOrTx, userId: string): Promise<void> {
  const { max, windowMs } = PASSWORD_CHANGE_THROTTLE;
  const { current } = await countInWindow(db, `password-change:${userId}`, windowMs);
  if (current > max) throw new HttpError(429, PASSWORD_TRIES_EXCEEDED);
}

/** A right password ends the count. */
export async function clearPasswordTries(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, `password-change:${userId}`));
}
