import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../modules/jobs/index.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import type { Payments } from '../modules/payments/index.ts';
import type { Background } from './background.ts';

/**
 * What every service may use: the database, the configuration, the mailer, work after the
 * answer, card payments (decision 0039), the job queue (decision 0044).
 */
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  background: Background;
  payments: Payments;
  jobs: Jobs;
};
