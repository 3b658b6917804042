import type { CrdColour, CrdMovementKind, FiscalCategory } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';
import { shopIdColumn } from './stock.columns.ts';
import { stockMovements } from './stock.table.ts';

/*
 * CRD capsules (decision 0033): a count per colour, fiscal category and volume, and its
 * movements — opening, entries, uses (linked to the exit of the capsuled bottles) and
 * destructions — from which the DRM's CRD account of any period is summed.
 */

export const crdStocks = pgTable(
  'crd_stocks',
  {
    id: id(),
    shopId: shopIdColumn(),
    colour: text('colour').$type<CrdColour>().notNull(),
    fiscalCategory: text('fiscal_category').$type<FiscalCategory>().notNull(),
    volumeMl: integer('volume_ml').notNull(),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crd_stocks_key').on(t.shopId, t.colour, t.fiscalCategory, t.volumeMl),
    check('crd_stocks_balance_check', sql`${t.balance} >= 0`),
  ],
);
export type CrdStockRow = typeof crdStocks.$inferSelect;

export const crdMovements = pgTable(
  'crd_movements',
  {
    id: id(),
    shopId: shopIdColumn(),
    crdStockId: uuid('crd_stock_id')
      .notNull()
      .references(() => crdStocks.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<CrdMovementKind>().notNull(),
    /** Capsules, positive: the kind says which way. */
    quantity: integer('quantity').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    movementId: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'restrict' }),
    movementDate: date('movement_date', { mode: 'string' }).notNull().default(sql`current_date`),
    reason: text('reason'),
    documentRef: text('document_ref'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('crd_movements_shop_date_idx').on(t.shopId, t.movementDate, t.id),
    index('crd_movements_shop_stock_idx').on(t.shopId, t.crdStockId, t.movementDate, t.id),
  ],
);
export type CrdMovementRow = typeof crdMovements.$inferSelect;
