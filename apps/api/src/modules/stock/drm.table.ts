import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';
import { shopIdColumn } from './stock.columns.ts';
import { warehouses } from './stock.table.ts';

/*
 * The filed DRM returns (decision 0095): one per warehouse and month, with what was filed (the
 * closing stocks the next month must open with, and the whole return as it stood).
 */
export type FiledClosing = { productKey: string; regime: 'suspendu' | 'acquitte'; closing: number };

export const drmFilings = pgTable(
  'drm_filings',
  {
    id: id(),
    shopId: shopIdColumn(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    /** AAAA-MM. */
    month: text('month').notNull(),
    dutyCents: integer('duty_cents').notNull().default(0),
    /** Closing stock per product and regime, in hundredths of hl. */
    closing: jsonb('closing').$type<FiledClosing[]>().notNull().default([]),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    filedByName: text('filed_by_name').notNull().default(''),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drm_filings_key').on(t.shopId, t.warehouseId, t.month)],
);
export type DrmFilingRow = typeof drmFilings.$inferSelect;
