import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { defineQueue, type JobAttempt } from '../jobs/index.ts';
import { queueMail, resetMail } from '../mail/index.ts';
import { users } from '../users/index.ts';
import { issueToken } from './auth.service.ts';

/*
 * A password reset asked for an address (decision 0027: answered before the address is looked
 * up): a job enqueued before the answer, so that a crash after it still mails the link (issue 25).
 * The job looks the account up; an unknown address gets nothing. The link's token and its mail
 * are written in one transaction, one mail per job (its key).
 */

export const passwordResetQueue = defineQueue<{ email: string }>('auth.password-reset');

export async function runPasswordReset(deps: Deps, data: { email: string }, job: Pick<JobAttempt, 'id'>) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${data.email.toLowerCase()}`);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset');
    const link = `${deps.config.publicUrl}/auth/resetpwd?token=${token}`;
    // A retry after this commits queues nothing more (its token, never mailed, just expires).
    await queueMail(deps.jobs, tx, { ...resetMail(user.email, link), key: `password-reset:${job.id}` });
  });
}
