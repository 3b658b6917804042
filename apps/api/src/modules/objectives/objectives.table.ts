import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * The sales structure, objectives and budget (issue 28 part 4, decisions 0160–0164; migration
 * 0037): who reports to whom among the shop's members, its teams (a lead and everyone under
 * them), the objectives per person or team and period, the monthly sales budget HT.
 */

const shopId = shopIdColumn;

/** A member's place in the structure: the member they report to (null: at the top). */
export const salesReportingLines = pgTable(
  'sales_reporting_lines',
  {
    shopId: shopId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportsTo: uuid('reports_to').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.memberId] }),
    index('sales_reporting_lines_manager_idx').on(t.shopId, t.reportsTo),
    check('sales_reporting_lines_not_self', sql`${t.memberId} <> ${t.reportsTo}`),
  ],
);

/** A named team: its lead and everyone under them in the structure. */
export const salesTeams = pgTable(
  'sales_teams',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_teams_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
    index('sales_teams_lead_idx').on(t.leadId),
  ],
);
export type SalesTeamRow = typeof salesTeams.$inferSelect;

/** A target for a person or a team over a month, a quarter or a year; null: no target on that measure. */
export const salesObjectives = pgTable(
  'sales_objectives',
  {
    id: id(),
    shopId: shopId(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => salesTeams.id, { onDelete: 'cascade' }),
    /** '2026-11', '2026-T4' or '2026'. */
    period: text('period').notNull(),
    amountHtCents: integer('amount_ht_cents'),
    bottles: integer('bottles'),
    newClients: integer('new_clients'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_objectives_subject_period_key').on(
      t.shopId,
      t.period,
      sql`coalesce(${t.memberId}, ${t.teamId})`,
    ),
    index('sales_objectives_member_idx').on(t.memberId),
    index('sales_objectives_team_idx').on(t.teamId),
    check('sales_objectives_one_subject', sql`(${t.memberId} is null) <> (${t.teamId} is null)`),
  ],
);
export type SalesObjectiveRow = typeof salesObjectives.$inferSelect;

/** The shop's sales budget HT for a month. */
export const salesBudgets = pgTable(
  'sales_budgets',
  {
    shopId: shopId(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amountHtCents: integer('amount_ht_cents').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.year, t.month] }),
    check('sales_budgets_month_check', sql`${t.month} between 1 and 12 and ${t.amountHtCents} >= 0`),
  ],
);
