import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendMailQueue } from '../mail/mail.queue.ts';

// The job queue's pace (decision 0124): a backlog drains at once, not one job per polling
// interval, so a mail queued behind twenty others still leaves within seconds.
const open: TestApp[] = [];
afterAll(() => Promise.all(open.map((t) => t.close())));

it('runs a backlog of 30 jobs in a few seconds, not one per second', async () => {
  const t = await createTestApp();
  open.push(t);
  const { jobs } = t.app.deps;
  await jobs.start();
  // Mails that are no longer there: each job reads its row, finds none, and ends.
  for (let i = 0; i < 30; i++) await jobs.send(sendMailQueue, { mailId: randomUUID() });
  const started = Date.now();
  await jobs.settled();
  // One job per polling interval (1 s) took 18 s here, loaded; at once, under 2 s.
  expect(Date.now() - started).toBeLessThan(8_000);
});

it('leaves the next test file no job of this one', async () => {
  const first = await createTestApp();
  await first.app.deps.jobs.start();
  await first.app.deps.jobs.send(sendMailQueue, { mailId: randomUUID() }, { startAfterSeconds: 3600 });
  await first.close();

  const next = await createTestApp();
  open.push(next);
  await next.app.deps.jobs.start();
  const left = (await next.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${sendMailQueue.name}`,
  )) as unknown as { rows: { n: number }[] };
  expect(left.rows[0]!.n).toBe(0);
});
