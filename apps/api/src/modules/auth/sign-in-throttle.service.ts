import { retryAfterText, type ThrottleState, takeTurn } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sha256 } from './passwords.ts';
import { attemptCounters } from './sessions.table.ts';

/**
 * One counter per account identifier and client address (decision 0027). The identifier is
 * hashed: the table holds no e-mail address, and an unknown account is counted like a real one,
 * so the answers never tell them apart.
 */
const keyOf = (identifier: string, address: string) =>
  `sign-in:${sha256(identifier.trim().toLowerCase())}:${address}`;

export const tooManySignIns = (waitMs: number) =>
  new HttpError(
    429,
    `Trop de tentatives de connexion. Réessayez dans ${retryAfterText(waitMs)}.`,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );

/**
 * Takes a sign-in turn before the password is checked, or refuses with a French 429 saying how
 * long to wait. The row is locked for the decision, so parallel tries and several API processes
 * count one by one.
 */
export async function takeSignInTurn(db: Db, identifier: string, address: string): Promise<void> {
  const key = keyOf(identifier, address);
  const turn = await db.transaction(async (tx) => {
    await tx.insert(attemptCounters).values({ key, attempts: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(attemptCounters).where(eq(attemptCounters.key, key)).for('update');
    const state: ThrottleState | null = row!.attempts
      ? { tries: row!.attempts, lastTryAt: row!.lastTryAt, blockedUntil: row!.blockedUntil }
      : null;
    const decided = takeTurn(state, new Date());
    if (decided.allowed)
      await tx
        .update(attemptCounters)
        .set({
          attempts: decided.next.tries,
          lastTryAt: decided.next.lastTryAt,
          blockedUntil: decided.next.blockedUntil,
        })
        .where(eq(attemptCounters.key, key));
    return decided;
  });
  if (!turn.allowed) throw tooManySignIns(turn.retryAfterMs);
}

/** The right password ends the count for this account and address. */
export async function clearSignInTries(db: Db, identifier: string, address: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, keyOf(identifier, address)));
}
