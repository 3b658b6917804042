import type { DeliveryKind, FrancoKind, PriceBracket, PricingBasis } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';

/*
 * A shop's delivery modes (decision 0038): home delivery by a carrier, pick-up at the estate,
 * collection points; where each delivers, what it costs and the order rules it sets. Both tables
 * are tenant tables (decision 0015), under row-level security like the others.
 */

const shopIdColumn = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

export const deliveryModes = pgTable(
  'delivery_modes',
  {
    id: id(),
    shopId: shopIdColumn(),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    name: text('name').notNull(),
    carrier: text('carrier'),
    instructions: text('instructions'),
    active: boolean('active').notNull().default(true),
    /** Whole countries (ISO codes of spec §3's 28). */
    zoneCountries: text('zone_countries').array().notNull().default(sql`'{}'::text[]`),
    /** French departments ('33', '971'), for France covered department by department. */
    zoneDepartments: text('zone_departments').array().notNull().default(sql`'{}'::text[]`),
    basis: text('basis').$type<PricingBasis>().notNull().default('bottles'),
    /** From a measure (bottles, grams, cents) on, a price in cents; a short list read whole. */
    brackets: jsonb('brackets').$type<PriceBracket[]>().notNull().default([]),
    francoKind: text('franco_kind').$type<FrancoKind>(),
    francoValue: integer('franco_value'),
    minAmountCents: integer('min_amount_cents'),
    minProducts: integer('min_products'),
    maxProducts: integer('max_products'),
    multipleOf: integer('multiple_of'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The back office's list, by name; the storefront's options read the active ones.
    index('delivery_modes_shop_list_idx').on(t.shopId, t.active, t.name),
    uniqueIndex('delivery_modes_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
    check('delivery_modes_franco_check', sql`(${t.francoKind} is null) = (${t.francoValue} is null)`),
    check(
      'delivery_modes_counts_check',
      sql`${t.minProducts} is null or ${t.maxProducts} is null or ${t.minProducts} <= ${t.maxProducts}`,
    ),
  ],
);
export type DeliveryModeRow = typeof deliveryModes.$inferSelect;

/** The collection points of a mode of kind collectionPoint, in the order the owner gave. */
export const deliveryCollectionPoints = pgTable(
  'delivery_collection_points',
  {
    id: id(),
    shopId: shopIdColumn(),
    modeId: uuid('mode_id')
      .notNull()
      .references(() => deliveryModes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
  },
  (t) => [index('delivery_collection_points_shop_mode_idx').on(t.shopId, t.modeId, t.position)],
);
export type CollectionPointRow = typeof deliveryCollectionPoints.$inferSelect;
