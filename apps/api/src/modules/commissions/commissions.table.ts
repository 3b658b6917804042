import type { CommissionBasis, CommissionElement } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * A commercial agent's commissions (issue 28, decisions 0147–0151): the contract's rates as dated
 * rows, and the quarterly statements, each frozen with every element of its calculation.
 */

const shopId = shopIdColumn;

/** A rate of the agent's contract from a day on: general, or for a client typology or a product family. */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: id(),
    shopId: shopId(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    basis: text('basis').$type<CommissionBasis>().notNull(),
    /** Basis points of HT (1000 = 10 %). */
    rateBp: integer('rate_bp').notNull(),
    typology: text('typology'),
    family: text('family'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_rules_scope_key').on(
      t.shopId,
      t.agentId,
      t.validFrom,
      sql`coalesce(${t.typology}, '')`,
      sql`coalesce(${t.family}, '')`,
    ),
    check('commission_rules_rate_check', sql`${t.rateBp} >= 0 and ${t.rateBp} <= 10000`),
    check('commission_rules_basis_check', sql`${t.basis} in ('invoicesPaid', 'ordersValidated')`),
  ],
);
export type CommissionRuleRow = typeof commissionRules.$inferSelect;

/** A quarter's statement of commissions due to an agent, frozen when it is drawn up. */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: id(),
    shopId: shopId(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** '2026-T3' */
    quarter: text('quarter').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** The last day of the month after the quarter (R134-3). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    basis: text('basis').$type<CommissionBasis>().notNull(),
    baseCents: integer('base_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    byRate: jsonb('by_rate').$type<{ rateBp: number; baseCents: number }[]>().notNull(),
    elements: jsonb('elements').$type<CommissionElement[]>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidReference: text('paid_reference'),
    /** When the owners were told the deadline nears (commissionDelay), once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_statements_agent_quarter_key').on(t.shopId, t.agentId, t.quarter),
    index('commission_statements_shop_quarter_idx').on(t.shopId, t.quarter),
    index('commission_statements_unpaid_due_idx').on(t.dueOn).where(sql`${t.paidAt} is null`),
  ],
);
export type CommissionStatementRow = typeof commissionStatements.$inferSelect;

/** Which invoice or credit note a statement holds: one statement each, never two (per agent). */
export const commissionStatedSources = pgTable(
  'commission_stated_sources',
  {
    shopId: shopId(),
    agentId: uuid('agent_id').notNull(),
    sourceId: uuid('source_id').notNull(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => commissionStatements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.agentId, t.sourceId] }),
    index('commission_stated_sources_statement_idx').on(t.statementId),
  ],
);
