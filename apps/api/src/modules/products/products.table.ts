import type { FiscalIdentity, Nutrition } from '@cuvee/contracts';
import type { ProductStatus, ProductType, Unity, VatType } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';

export type StoredVintage = {
  id: string;
  name: string;
  alcohol?: number | null;
  lots: string[];
  legal: Record<string, unknown>;
};
export type StoredBox = {
  mode: 'fixed' | 'builder';
  slots: number;
  items: { productId: string; formatId?: string; quantity: number }[];
};
export type StoredPromotion = {
  type: '%' | '€';
  amount: number;
  activation: 'always';
  minProduct: number;
  minPrice: number;
  minProductOrder: number;
  minPriceOrder: number;
};

/** What a shop sells: wines and other drinks, accessories, services and boxes. */
export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    precision: text('precision'),
    type: text('type'),
    color: text('color'),
    gamme: text('gamme'),
    status: text('status').$type<ProductStatus>().notNull().default('online'),
    vatType: text('vat_type').$type<VatType>().notNull().default('standard'),
    description: text('description'),
    tabIds: jsonb('tab_ids').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    vintages: jsonb('vintages').$type<StoredVintage[]>().notNull().default([]),
    ingredients: text('ingredients'),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    packing: jsonb('packing').$type<Record<string, unknown>>().notNull().default({}),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    box: jsonb('box').$type<StoredBox>(),
    /** The DRM's fiscal identity (INAO code or codes, label; decision 0093); null until set. */
    fiscalIdentity: jsonb('fiscal_identity').$type<FiscalIdentity>(),
    isWrapped: boolean('is_wrapped').notNull().default(false),
    wrappingPrice: integer('wrapping_price').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Lower-cased name, precision and appellation, for the back-office search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_slug_key').on(t.shopId, t.slug),
    index('products_shop_status_position_idx').on(t.shopId, t.status, t.position, t.id),
    index('products_shop_type_idx').on(t.shopId, t.productType),
    index('products_shop_updated_idx').on(t.shopId, t.updatedAt.desc()),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/** How a product is sold: volume, container, prices per typology, tiers, barcode. */
export const productFormats = pgTable(
  'product_formats',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The barcode as the producer typed it (EAN-13 mostly). */
    ean: text('ean'),
    /** The same code as a GTIN-14, the key of GS1 Digital Link URIs. */
    gtin: text('gtin'),
    type: text('type').notNull().default('bottle'),
    unity: text('unity').$type<Unity>().notNull().default('Litre(s)'),
    unityValue: doublePrecision('unity_value').notNull().default(0.75),
    container: text('container'),
    weight: doublePrecision('weight'),
    nameInShop: text('name_in_shop'),
    showUnityValue: boolean('show_unity_value').notNull().default(true),
    eq75: doublePrecision('eq75').notNull().default(1),
    /** Public price in cents, VAT included. */
    price: integer('price').notNull(),
    discountPrice: jsonb('discount_price').$type<Record<string, number>>().notNull().default({}),
    discountAdd: jsonb('discount_add').$type<Record<string, number>>().notNull().default({}),
    promotions: jsonb('promotions').$type<StoredPromotion[]>().notNull().default([]),
    typologies: jsonb('typologies')
      .$type<Record<string, { visible?: boolean; price?: number | null }>>()
      .notNull()
      .default({}),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_formats_shop_product_idx').on(t.shopId, t.productId, t.position),
    // A GTIN names one trade item in the world: the GS1 routes resolve it without a shop.
    uniqueIndex('product_formats_gtin_key').on(t.gtin).where(sql`${t.gtin} is not null`),
  ],
);
export type FormatRow = typeof productFormats.$inferSelect;

/**
 * Every change of what a format's price is made of, with its moment (issue 29, decision 0176):
 * written in the transaction of the change, read to show the prior price of a reduction.
 */
export const formatPriceHistory = pgTable(
  'format_price_history',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    formatId: uuid('format_id')
      .notNull()
      .references(() => productFormats.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    price: integer('price').notNull(),
    discountPrice: jsonb('discount_price').$type<Record<string, number>>().notNull().default({}),
    promotions: jsonb('promotions').$type<StoredPromotion[]>().notNull().default([]),
    typologies: jsonb('typologies')
      .$type<Record<string, { visible?: boolean; price?: number | null }>>()
      .notNull()
      .default({}),
  },
  (t) => [index('format_price_history_shop_format_idx').on(t.shopId, t.formatId, t.changedAt)],
);
