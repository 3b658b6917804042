import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

export const RIGHTS_CHANGE_KINDS = ['invited', 'rights', 'suspended', 'reactivated', 'removed'] as const;
export type RightsChangeKind = (typeof RIGHTS_CHANGE_KINDS)[number];

/**
 * Every change to a collaborator's rights (issue 28, decision 0146): who, when, the rights and
 * their dates before and after. Kept when the collaborator is removed (their history stays).
 */
export const collaboratorRightsLog = pgTable(
  'collaborator_rights_log',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was, kept if their account goes. */
    changedByName: text('changed_by_name').notNull().default(''),
    kind: text('kind').$type<RightsChangeKind>().notNull(),
    before: jsonb('before').$type<RightsSnapshot>(),
    after: jsonb('after').$type<RightsSnapshot>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collaborator_rights_log_member_idx').on(t.shopId, t.memberId, t.changedAt),
    check(
      'collaborator_rights_log_kind_check',
      sql`${t.kind} in ('invited', 'rights', 'suspended', 'reactivated', 'removed')`,
    ),
  ],
);

/** The rights and their end dates at one moment, and the membership's status. */
export type RightsSnapshot = {
  rights: Record<string, boolean>;
  until: Record<string, string>;
  status: string;
};
