import { KNOWN_SIGN_IN_ADDRESS_MS, SESSION_MAX_LIFETIME_MS, SIGN_IN_THROTTLE } from '@cuvee/domain';
import { and, isNull, like, lt, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attemptCounters, sessions } from './sessions.table.ts';

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Deletes what can no longer matter (decisions 0023 and 0027): sessions past their absolute
 * lifetime (their tokens are refused anyway) and attempt counters left alone longer than the
 * longest window, imposing no wait. Idempotent: every API process may run it.
 */
export async function purgeStaleAuthRows(db: DbOrTx): Promise<{ sessions: number; counters: number }> {
  const endedSessions = await db
    .delete(sessions)
    .where(lt(sessions.startedAt, ago(SESSION_MAX_LIFETIME_MS)))
    .returning({ id: sessions.id });
  const idleCounters = await db
    .delete(attemptCounters)
    .where(
      and(
        lt(attemptCounters.lastTryAt, ago(SIGN_IN_THROTTLE.forgetAfterMs)),
        lt(attemptCounters.windowStart, ago(SIGN_IN_THROTTLE.forgetAfterMs)),
        or(isNull(attemptCounters.blockedUntil), lt(attemptCounters.blockedUntil, sql`now()`)),
        // An owner's address (decision 0027's addendum) is kept for its own lifetime.
        or(
          not(like(attemptCounters.key, 'sign-in-known:%')),
          lt(attemptCounters.lastTryAt, ago(KNOWN_SIGN_IN_ADDRESS_MS)),
        ),
      ),
    )
    .returning({ key: attemptCounters.key });
  return { sessions: endedSessions.length, counters: idleCounters.length };
}
