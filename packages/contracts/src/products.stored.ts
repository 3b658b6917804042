import { PRODUCT_STATUSES, PRODUCT_TYPES, VAT_TYPES } from '@cuvee/domain';
import { z } from 'zod';

/**
 * A product as the back office reads it: every stored field (decision 0016). Written through
 * `ProductInput` (products.ts); answered here with every field optional where the database
 * may hold rows written before a field existed.
 */

export const StoredAttributes = z.object({
  appellation: z.string().optional(),
  category: z.number().optional(),
  quality: z.string().optional(),
  grapeVarieties: z.array(z.string()).optional(),
  brand: z.string().optional(),
  country: z.string().optional(),
  owner: z.string().optional(),
  labels: z.array(z.string()).optional(),
  growingZone: z.string().optional(),
});

export const StoredBox = z.object({
  mode: z.enum(['fixed', 'builder']),
  slots: z.number(),
  items: z.array(z.object({ productId: z.string(), formatId: z.string().optional(), quantity: z.number() })),
});

export const StoredVintage = z.object({
  id: z.string(),
  name: z.string(),
  alcohol: z.number().nullable().optional(),
  lots: z.array(z.string()),
  legal: z.object({
    da: z.number().optional(),
    css: z.number().optional(),
    typeDA: z.enum(['DA2', 'DSU', 'NULL']).optional(),
    customTaxName: z.string().optional(),
    customTaxAmountPerHL: z.number().optional(),
    customTaxFamilies: z.array(z.string()).optional(),
    customTaxAdded: z.boolean().optional(),
    customTaxVat: z.boolean().optional(),
  }),
});

export const StoredPromotion = z.object({
  type: z.enum(['%', '€']),
  amount: z.number(),
  activation: z.literal('always'),
  minProduct: z.number(),
  minPrice: z.number(),
  minProductOrder: z.number(),
  minPriceOrder: z.number(),
});

export const ManagedFormat = z.object({
  id: z.string(),
  shopId: z.string(),
  productId: z.string(),
  ean: z.string().nullable(),
  /** The same code as a GTIN-14, the key of GS1 Digital Link URIs. */
  gtin: z.string().nullable(),
  type: z.string(),
  unity: z.string(),
  unityValue: z.number(),
  container: z.string().nullable(),
  weight: z.number().nullable(),
  nameInShop: z.string().nullable(),
  showUnityValue: z.boolean(),
  eq75: z.number(),
  /** Public price in cents, VAT included. */
  price: z.number(),
  discountPrice: z.record(z.string(), z.number()),
  discountAdd: z.record(z.string(), z.number()),
  promotions: z.array(StoredPromotion),
  typologies: z.record(
    z.string(),
    z.object({ visible: z.boolean().optional(), price: z.number().nullable().optional() }),
  ),
  visuals: z.array(z.string()),
  position: z.number(),
});
export type ManagedFormat = z.infer<typeof ManagedFormat>;

export const ManagedProduct = z.object({
  id: z.string(),
  shopId: z.string(),
  slug: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  vatType: z.enum(VAT_TYPES),
  description: z.string().nullable(),
  tabIds: z.array(z.string()),
  attributes: StoredAttributes,
  vintages: z.array(StoredVintage),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
  nutrition: z.record(z.string(), z.number()).nullable(),
  packing: z.object({
    packing: z.string().optional(),
    packingQuantity: z.number().optional(),
    weight: z.number().optional(),
  }),
  visuals: z.array(z.string()),
  box: StoredBox.nullable(),
  isWrapped: z.boolean(),
  wrappingPrice: z.number(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  formats: z.array(ManagedFormat),
});
export type ManagedProduct = z.infer<typeof ManagedProduct>;

/** A line of the back-office product list. */
export const ManagedProductRow = z.object({
  id: z.string(),
  shopId: z.string(),
  /** The shop's name, for an agent's list across producers (decision 0011). */
  shopName: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  productType: z.string(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.string(),
  visual: z.string().nullable(),
  vintages: z.array(z.string()),
  formatCount: z.number(),
  minPrice: z.number().nullable(),
  eans: z.array(z.string()),
  updatedAt: z.string(),
});
export type ManagedProductRow = z.infer<typeof ManagedProductRow>;
