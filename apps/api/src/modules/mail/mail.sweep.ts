import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Sweeper } from '../jobs/index.ts';
import { sendMailQueue } from './mail.queue.ts';
import { mailOutbox } from './mail.table.ts';

/** A mail younger than this is never swept: its job may not be visible yet (decision 0074). */
const SWEEP_GRACE_SECONDS = 120;

/**
 * The mails sweeper (decision 0074): a mail still 'queued' whose job no longer waits, runs or
 * awaits a retry (its tries spent by crashes, or a retry that was never enqueued) gets a job
 * again; the row's status keeps a sent mail from leaving twice.
 */
export function sweepMails(db: Db): Sweeper {
  return async (jobs) => {
    const stuck = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'queued'),
          lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${SWEEP_GRACE_SECONDS})`),
        ),
      )
      .limit(500);
    for (const row of stuck) {
      if (await jobs.alive(sendMailQueue, row.id)) continue;
      await jobs.send(sendMailQueue, { mailId: row.id }, { key: row.id });
    }
  };
}
