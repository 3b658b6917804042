import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attemptCounters } from './sessions.table.ts';

/**
 * Counts one attempt (or `by` of them) under `key` in a fixed window of `windowMs`, in one atomic
 * statement: parallel requests and several API processes count alike (decisions 0023 and 0027).
 * Answers the count in the current window and the milliseconds left of it.
 */
export async function countInWindow(
  db: DbOrTx,
  key: string,
  windowMs: number,
  by = 1,
): Promise<{ current: number; ttl: number }> {
  const fresh = sql`"attempt_counters"."window_start" > now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, attempts: by })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        attempts: sql`case when ${fresh} then "attempt_counters"."attempts" + ${by}::int else ${by}::int end`,
        windowStart: sql`case when ${fresh} then "attempt_counters"."window_start" else now() end`,
        lastTryAt: sql`now()`,
      },
    })
    .returning({
      attempts: attemptCounters.attempts,
      left: sql<number>`(extract(epoch from ("window_start" + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::float8`,
    });
  return { current: row!.attempts, ttl: Math.max(0, Math.round(Number(row!.left))) };
}

/** The count under `key` in its window, without counting (0 when none is running). */
export async function readWindow(
  db: DbOrTx,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({
      attempts: attemptCounters.attempts,
      left: sql<number>`(extract(epoch from ("window_start" + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::float8`,
    })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, key));
  const left = row ? Number(row.left) : 0;
  return left > 0 ? { current: row!.attempts, ttl: Math.round(left) } : { current: 0, ttl: 0 };
}
