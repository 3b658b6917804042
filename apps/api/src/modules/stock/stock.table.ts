import type {
  DrmCategory,
  ExciseStatus,
  Interprofession,
  MovementKind,
  SaleDestination,
  WarehouseKind,
} from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { productFormats, products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';
import { shopIdColumn } from './stock.columns.ts';

/*
 * The stock ledger (decision 0031). `stock_movements` is the source of truth; `stock_lines`
 * holds each line's levels, changed in the same transaction as the movement that moves them,
 * and a CHECK keeps them from ever going below zero (or reserving more than is there).
 */

export type WarehouseAddressValue = { street?: string; zipcode?: string; city?: string; country?: string };

/** A shop's warehouses: own cellar, logistician, consignment; bonded or duty paid. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<WarehouseKind>().notNull().default('ownCellar'),
    address: jsonb('address').$type<WarehouseAddressValue>(),
    exciseStatus: text('excise_status').$type<ExciseStatus>().notNull().default('suspended'),
    exciseNumber: text('excise_number'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Movements dated on or before this day are locked: its DRM is filed (decision 0095). */
    lockedThrough: date('locked_through', { mode: 'string' }),
    /** The last month whose unfiled DRM was reminded to the owners (AAAA-MM; decision 0096). */
    drmRemindedMonth: text('drm_reminded_month'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehouses_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
    // One default warehouse per shop.
    uniqueIndex('warehouses_shop_default_key').on(t.shopId).where(sql`${t.isDefault}`),
  ],
);
export type WarehouseRow = typeof warehouses.$inferSelect;

/** A format of a product, a vintage and a lot in a warehouse, with its levels. */
export const stockLines = pgTable(
  'stock_lines',
  {
    id: id(),
    shopId: shopIdColumn(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    formatId: uuid('format_id')
      .notNull()
      .references(() => productFormats.id, { onDelete: 'restrict' }),
    /** The vintage's name ('2022'), '' for a non-vintage wine. */
    vintage: text('vintage').notNull().default(''),
    /** The lot number, '' when lots are not tracked. */
    lot: text('lot').notNull().default(''),
    physical: integer('physical').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** One unit's volume and bottle equivalents (×1000), from the format when the line began. */
    unitMl: integer('unit_ml').notNull().default(750),
    unitEq75Milli: integer('unit_eq75_milli').notNull().default(1000),
    alertThreshold: integer('alert_threshold'),
    /** thresholdReach was raised and availability has not climbed back above it since. */
    alertRaised: boolean('alert_raised').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_lines_key').on(t.shopId, t.warehouseId, t.formatId, t.vintage, t.lot),
    index('stock_lines_shop_id_idx').on(t.shopId, t.id),
    index('stock_lines_shop_warehouse_idx').on(t.shopId, t.warehouseId, t.id),
    index('stock_lines_shop_product_idx').on(t.shopId, t.productId, t.id),
    index('stock_lines_shop_format_idx').on(t.shopId, t.formatId),
    check('stock_lines_levels_check', sql`${t.reserved} >= 0 and ${t.physical} >= ${t.reserved}`),
  ],
);
export type StockLineRow = typeof stockLines.$inferSelect;

/** The ledger: every entry, exit and inventory adjustment, never changed once written. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    shopId: shopIdColumn(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => stockLines.id, { onDelete: 'restrict' }),
    // The line's identity, copied so the journal filters and exports without a join.
    warehouseId: uuid('warehouse_id').notNull(),
    productId: uuid('product_id').notNull(),
    formatId: uuid('format_id').notNull(),
    vintage: text('vintage').notNull().default(''),
    lot: text('lot').notNull().default(''),
    kind: text('kind').$type<MovementKind>().notNull(),
    /** Signed units. */
    quantity: integer('quantity').notNull(),
    eq75Milli: bigint('eq75_milli', { mode: 'number' }).notNull(),
    volumeMl: bigint('volume_ml', { mode: 'number' }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    exciseStatus: text('excise_status').$type<ExciseStatus>().notNull(),
    drmCategory: text('drm_category').$type<DrmCategory>().notNull(),
    destination: text('destination').$type<SaleDestination>(),
    reason: text('reason'),
    documentRef: text('document_ref'),
    transferId: uuid('transfer_id'),
    /** The DRM type in the shop's interprofession's codes; 'aucun': no line (decision 0093). */
    drmType: text('drm_type'),
    /** The accompanying document's number (ARC of the e-AD, DAE, DSA). */
    documentNumber: text('document_number'),
    country: text('country'),
    consigneeExciseNumber: text('consignee_excise_number'),
    contractNumber: text('contract_number'),
    /** The day the e-AD was discharged (the consignee's report of receipt). */
    dischargedOn: date('discharged_on', { mode: 'string' }),
    reservationKey: text('reservation_key'),
    movementDate: date('movement_date', { mode: 'string' }).notNull().default(sql`current_date`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_shop_document_idx')
      .on(t.shopId, t.warehouseId, t.documentNumber)
      .where(sql`${t.documentNumber} is not null`),
    index('stock_movements_shop_date_idx').on(t.shopId, t.movementDate, t.id),
    index('stock_movements_shop_line_idx').on(t.shopId, t.lineId, t.movementDate, t.id),
    index('stock_movements_shop_warehouse_idx').on(t.shopId, t.warehouseId, t.movementDate, t.id),
    index('stock_movements_shop_product_idx').on(t.shopId, t.productId, t.movementDate, t.id),
    index('stock_movements_shop_kind_idx').on(t.shopId, t.kind, t.movementDate, t.id),
  ],
);
export type MovementRow = typeof stockMovements.$inferSelect;

/** A shop's stock settings. */
export const stockSettings = pgTable('stock_settings', {
  shopId: shopIdColumn().primaryKey(),
  /** Products switch to `outofstock` when nothing is available, and back (spec §3). */
  autoOutOfStock: boolean('auto_out_of_stock').notNull().default(false),
  /** The interprofession whose catalogue types the DRM's movements, and the shop's ids there. */
  interprofession: text('interprofession').$type<Interprofession>().notNull().default('interloire'),
  interprofessionId: text('interprofession_id'),
  cvi: text('cvi'),
  siret: text('siret'),
  updatedAt: updatedAt(),
});
