import {
  ACCOUNT_SIGN_IN_THROTTLE,
  KNOWN_SIGN_IN_ADDRESS_MS,
  retryAfterText,
  SIGN_IN_THROTTLE,
  type ThrottlePolicy,
  type ThrottleState,
  type ThrottleTurn,
  takeTurn,
} from '@cuvee/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sha256 } from './passwords.ts';
import { attemptCounters } from './sessions.table.ts';

/**
 * Two counters per sign-in try (decision 0027 and its addendum): one per account identifier and
 * client address, one per account identifier whatever the address. The identifier is hashed: the
 * table holds no e-mail address, and an unknown account is counted like a real one, so the
 * answers never tell them apart. An address the account signed in from (or used a reset link
 * from) is its owner's: it skips the account's counter, so a guesser elsewhere keeps no one out.
 */
const accountOf = (identifier: string) => sha256(identifier.trim().toLowerCase());
const keyOf = (identifier: string, address: string) => `sign-in:${accountOf(identifier)}:${address}`;
const accountKeyOf = (identifier: string) => `sign-in-account:${accountOf(identifier)}`;
const knownKeyOf = (identifier: string, address: string) =>
  `sign-in-known:${accountOf(identifier)}:${address}`;

export const tooManySignIns = (waitMs: number) =>
  new HttpError(
    429,
    `Trop de tentatives de connexion. Réessayez dans ${retryAfterText(waitMs)}.`,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );

/**
 * Takes a sign-in turn before the password is checked, or refuses with a French 429 saying how
 * long to wait. The rows are locked for the decision, so parallel tries and several API processes
 * count one by one; a refused try counts on neither counter.
 */
export async function takeSignInTurn(db: Db, identifier: string, address: string): Promise<void> {
  const counters: { key: string; policy: ThrottlePolicy }[] = [
    { key: keyOf(identifier, address), policy: SIGN_IN_THROTTLE },
  ];
  if (!(await isKnownAddress(db, identifier, address)))
    counters.push({ key: accountKeyOf(identifier), policy: ACCOUNT_SIGN_IN_THROTTLE });
  const refusedMs = await db.transaction(async (tx) => {
    const now = new Date();
    const keys = counters.map((c) => c.key);
    await tx
      .insert(attemptCounters)
      .values(keys.map((key) => ({ key, attempts: 0 })))
      .onConflictDoNothing();
    // Locked in key order: two tries never wait on each other's rows the other way round.
    const rows = await tx
      .select()
      .from(attemptCounters)
      .where(inArray(attemptCounters.key, keys))
      .orderBy(attemptCounters.key)
      .for('update');
    const turns: { key: string; turn: ThrottleTurn }[] = counters.map(({ key, policy }) => {
      const row = rows.find((r) => r.key === key)!;
      const state: ThrottleState | null = row.attempts
        ? { tries: row.attempts, lastTryAt: row.lastTryAt, blockedUntil: row.blockedUntil }
        : null;
      return { key, turn: takeTurn(state, now, policy) };
    });
    const refused = turns.flatMap(({ turn }) => (turn.allowed ? [] : [turn.retryAfterMs]));
    if (refused.length) return Math.max(...refused);
    for (const { key, turn } of turns)
      await tx
        .update(attemptCounters)
        .set({
          attempts: turn.next.tries,
          lastTryAt: turn.next.lastTryAt,
          blockedUntil: turn.next.blockedUntil,
        })
        .where(eq(attemptCounters.key, key));
    return 0;
  });
  if (refusedMs) throw tooManySignIns(refusedMs);
}

async function isKnownAddress(db: DbOrTx, identifier: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ key: attemptCounters.key })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.key, knownKeyOf(identifier, address)),
        gt(attemptCounters.lastTryAt, sql`now() - make_interval(secs => ${KNOWN_SIGN_IN_ADDRESS_MS / 1000})`),
      ),
    );
  return row !== undefined;
}

/**
 * The owner proved themselves from this address (the right password, or a reset link they
 * received): both counts of the account end, and the address is theirs for a while.
 */
export async function clearSignInTries(db: DbOrTx, identifiers: string[], address: string): Promise<void> {
  const ids = [...new Set(identifiers.filter(Boolean).map((i) => i.trim().toLowerCase()))];
  if (!ids.length) return;
  await db.delete(attemptCounters).where(
    inArray(
      attemptCounters.key,
      ids.flatMap((i) => [keyOf(i, address), accountKeyOf(i)]),
    ),
  );
  await db
    .insert(attemptCounters)
    .values(ids.map((i) => ({ key: knownKeyOf(i, address), attempts: 0 })))
    .onConflictDoUpdate({ target: attemptCounters.key, set: { lastTryAt: sql`now()` } });
}
