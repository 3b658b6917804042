import { z } from 'zod';

const Money = z.object({ ht: z.number(), ttc: z.number(), showTtc: z.boolean(), shown: z.number() });

/** Nutrition per 100 ml as stored and answered (the e-label's table, EU 2021/2117). */
export const StoredNutrition = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  proteins: z.number(),
  salt: z.number(),
});
export type StoredNutrition = z.infer<typeof StoredNutrition>;

/** A format as a buyer sees it: prices already resolved for their typology, or null when hidden. */
export const StoreFormat = z.object({
  id: z.string(),
  ean: z.string().nullable(),
  type: z.string(),
  nameInShop: z.string().nullable(),
  unity: z.string(),
  unityValue: z.number(),
  showUnityValue: z.boolean(),
  container: z.string().nullable(),
  eq75: z.number(),
  /** Nothing of this format is available, in a shop that marks products out of stock. */
  outOfStock: z.boolean(),
  price: Money.nullable(),
  /**
   * An announced reduction (issue 29): the unit price charged now and, struck beside it, the
   * lowest price of the 30 days before the reduction, from the format's price history only.
   */
  struck: z.object({ shown: z.number(), prior: z.number(), since: z.string() }).nullable().optional(),
  tiers: z.array(z.object({ threshold: z.number(), shown: z.number() })),
  freeItems: z.array(z.object({ threshold: z.number(), free: z.number() })),
  promotions: z.array(
    z.object({ type: z.string(), amount: z.number(), minProduct: z.number(), minPrice: z.number() }),
  ),
  visuals: z.array(z.string()),
});

export type StoreFormat = z.infer<typeof StoreFormat>;

/** A box of products: fixed, or composed by the buyer ('builder'). */
export const StoreBox = z.object({
  mode: z.enum(['fixed', 'builder']),
  slots: z.number(),
  items: z.array(z.object({ productId: z.string(), formatId: z.string().optional(), quantity: z.number() })),
});
export type StoreBox = z.infer<typeof StoreBox>;

/** A product's attributes as answered (every field optional: rows older than a field). */
export const StoreAttributes = z.object({
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

/** A box as stored, answered as is: the web keeps it only when sound (boxOf, a StoreBox). */
export const StoredBoxAnswer = z.object({
  mode: z.enum(['fixed', 'builder']),
  slots: z.number().optional(),
  items: z
    .array(
      z
        .object({
          productId: z.string().optional(),
          formatId: z.string().optional(),
          quantity: z.number().optional(),
        })
        .loose(),
    )
    .optional(),
});

export const StoreProduct = z.object({
  id: z.string(),
  shopId: z.string(),
  slug: z.string(),
  productType: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.string(),
  vatType: z.string(),
  description: z.string().nullable(),
  tabIds: z.array(z.string()),
  attributes: StoreAttributes,
  vintages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      displayName: z.string().nullable(),
      alcohol: z.number().nullable(),
    }),
  ),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
  nutrition: z.record(z.string(), z.number()).nullable(),
  visuals: z.array(z.string()),
  formats: z.array(StoreFormat),
  // Read through the storefront's boxOf, which keeps only a sound StoreBox.
  box: StoredBoxAnswer.nullable(),
  /** The shop shows prices to members only and the caller is not one. */
  priceHidden: z.boolean(),
});
export type StoreProduct = z.infer<typeof StoreProduct>;

export const ProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(StoreProduct),
  total: z.number(),
  typology: z.string().nullable(),
  showTtc: z.boolean(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;
