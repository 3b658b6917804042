import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { postgresFault } from '../../plugins/database-errors.ts';
import { FinalJobError, type JobAttempt } from '../jobs/index.ts';
import { accountExistsMail, isMailQueued, queueMail } from '../mail/index.ts';
import {
  accountMaker,
  findUserByEmail,
  freeUsername,
  queueValidationLink,
  type Registration,
} from './registration.service.ts';

/**
 * The registration's job (decision 0027's addendum; issue 25): a known address gets a warning
 * mail and nothing else changes; a new one gets its account and its validation link, both in one
 * transaction with the mail's job. Every mail it queues carries the job's key, so that a retry
 * after it committed does nothing. A simultaneous twin (the same address, or a shop's name)
 * loses on a unique key and tries again from the lookup.
 */
export async function runRegistration(deps: Deps, r: Registration, job: Pick<JobAttempt, 'id'>) {
  const key = `registration:${job.id}`;
  if (await isMailQueued(deps.db, key)) return;
  const create = await accountMaker(deps, r);
  const email = r.form.email;
  for (let attempt = 1; ; attempt++) {
    try {
      const known = await findUserByEmail(deps.db, email);
      if (known) {
        const base = deps.config.publicUrl;
        const mail = accountExistsMail(known.email, `${base}/auth/login`, `${base}/auth/resetpwd`);
        await deps.db.transaction((tx) => queueMail(deps.jobs, tx, { ...mail, key }));
        return;
      }
      const username = r.form.username?.trim() || (await freeUsername(deps.db, email));
      await deps.db.transaction(async (tx) => {
        const made = await create(tx, { username, passwordHash: r.passwordHash });
        const user = { id: made.userId, email: email.trim() };
        await queueValidationLink(deps, tx as Tx, user, made.shopId, key);
      });
      return;
    } catch (err) {
      const code = postgresFault(err)?.code;
      if (code === '23505' && attempt < 3) continue;
      // The database refusing the data itself (classes 22 and 23): no retry would do better.
      if (code && /^2[23]/.test(code)) throw new FinalJobError(err);
      throw err;
    }
  }
}
