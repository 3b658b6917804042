import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { masterAccounts, users } from '../users/users.table.ts';

/**
 * Signed-in sessions (decision 0023): the JWT carries the row's id. A session belongs to a
 * user or, before an account is chosen, to a master account. Revoked or older than the
 * absolute lifetime, its tokens are refused. Platform-level, not a tenant table.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    masterAccountId: uuid('master_account_id').references(() => masterAccounts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_master_account_idx').on(t.masterAccountId),
  ],
);

/**
 * Attempts counted per key, shared by every API process (decisions 0023 and 0027): current
 * password tries per user in a window; sign-in tries per account and address, with the time
 * of the last one and the wait it imposes on the next.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
