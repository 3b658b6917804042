import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';

/** What every service may use: the database, the configuration and the mailer. */
export type Deps = { db: Db; config: Config; mailer: Mailer };
