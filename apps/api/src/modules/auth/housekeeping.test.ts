import { SESSION_MAX_LIFETIME_MS } from '@cuvee/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { purgeStaleAuthRows } from './housekeeping.ts';
import { attemptCounters, sessions } from './sessions.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

it('deletes sessions past their lifetime and idle counters, and keeps what still counts', async () => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@cuvee.demo'));
  const ended = new Date(Date.now() - SESSION_MAX_LIFETIME_MS - 60_000);
  await t.db.insert(sessions).values([
    { userId: user!.id, startedAt: ended },
    { userId: user!.id, startedAt: ended, revokedAt: ended },
    { userId: user!.id, startedAt: hoursAgo(1) },
  ]);
  await t.db.insert(attemptCounters).values([
    { key: 'test:idle', attempts: 3, windowStart: hoursAgo(30), lastTryAt: hoursAgo(30) },
    { key: 'test:recent', attempts: 3, windowStart: hoursAgo(30), lastTryAt: hoursAgo(1) },
    // Idle for long but still imposing its wait: kept until the wait is over.
    {
      key: 'test:waiting',
      attempts: 40,
      windowStart: hoursAgo(30),
      lastTryAt: hoursAgo(25),
      blockedUntil: new Date(Date.now() + 60_000),
    },
  ]);
  const before = await t.db.select({ n: count() }).from(sessions);
  const purged = await purgeStaleAuthRows(t.db);
  expect(purged).toEqual({ sessions: 2, counters: 1 });
  const [after] = await t.db.select({ n: count() }).from(sessions);
  expect(after!.n).toBe(before[0]!.n - 2);
  const keys = await t.db
    .select({ key: attemptCounters.key })
    .from(attemptCounters)
    .where(sql`${attemptCounters.key} like 'test:%'`);
  expect(keys.map((k) => k.key).sort()).toEqual(['test:recent', 'test:waiting']);
  // Running it again finds nothing more: every process may run it.
  expect(await purgeStaleAuthRows(t.db)).toEqual({ sessions: 0, counters: 0 });
});
