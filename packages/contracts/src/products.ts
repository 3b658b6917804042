import {
  ALLERGENS,
  COLORS,
  DRINK_TYPES,
  isValidGtin,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  UNITIES,
  VAT_TYPES,
} from '@cuvee/domain';
import { z } from 'zod';
import { msg } from './validation/messages.ts';
import { assetUrl, recordKey } from './validation/record-key.ts';

const keys = <T extends readonly { key: string }[]>(list: T) =>
  list.map((x) => x.key) as [T[number]['key'], ...T[number]['key'][]];
const cents = z.number().int(msg('priceCents')).min(0).max(100_000_000);
const threshold = z.string().regex(/^[1-9]\d{0,4}$/, msg('thresholdWhole'));
const asset = assetUrl;

export const Gtin = z.string().trim().refine(isValidGtin, msg('ean'));

export const Promotion = z.object({
  type: z.enum(['%', '€']),
  amount: z.number().min(0).max(100_000_000),
  activation: z.literal('always').default('always'),
  minProduct: z.number().int().min(0).max(10_000).default(0),
  minPrice: cents.default(0),
  minProductOrder: z.number().int().min(0).max(10_000).default(0),
  minPriceOrder: cents.default(0),
});

export const FormatInput = z.object({
  id: z.string().max(64).optional(),
  ean: Gtin.nullable().optional(),
  type: z.enum(['bottle', 'bib', 'vrac', 'packing', 'custom']).default('bottle'),
  unity: z.enum(UNITIES).default('Litre(s)'),
  unityValue: z.number().positive(msg('volumePositive')).max(100_000).default(0.75),
  container: z.string().max(40).optional(),
  weight: z.number().min(0).max(10_000).optional(),
  nameInShop: z.string().trim().max(80).optional(),
  showUnityValue: z.boolean().default(true),
  /** Public price in cents, VAT included. */
  price: cents,
  discountPrice: z.record(threshold, cents).default({}),
  discountAdd: z.record(threshold, z.number().int().min(1).max(1000)).default({}),
  promotions: z.array(Promotion).max(10).default([]),
  typologies: z
    .record(
      recordKey(z.string().max(40)),
      z.object({ visible: z.boolean().optional(), price: cents.nullable().optional() }),
    )
    .default({}),
  visuals: z.array(asset).max(10).default([]),
});
export type FormatInput = z.infer<typeof FormatInput>;

export const VintageInput = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, msg('required')).max(40),
  alcohol: z.number().min(0).max(100).nullable().optional(),
  lots: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  legal: z
    .object({
      da: z.number().min(0).optional(),
      css: z.number().min(0).optional(),
      typeDA: z.enum(['DA2', 'DSU', 'NULL']).optional(),
      customTaxName: z.string().max(80).optional(),
      customTaxAmountPerHL: z.number().min(0).optional(),
      customTaxFamilies: z.array(z.string().max(40)).max(20).optional(),
      customTaxAdded: z.boolean().optional(),
      customTaxVat: z.boolean().optional(),
    })
    .default({}),
});

export const Nutrition = z.object({
  energyKj: z.number().min(0).max(4000),
  energyKcal: z.number().min(0).max(1000),
  fat: z.number().min(0).max(100),
  saturatedFat: z.number().min(0).max(100),
  carbohydrates: z.number().min(0).max(100),
  sugars: z.number().min(0).max(100),
  proteins: z.number().min(0).max(100),
  salt: z.number().min(0).max(100),
});
export type Nutrition = z.infer<typeof Nutrition>;

export const Attributes = z.object({
  appellation: z.string().max(120).optional(),
  category: z.number().int().min(1).max(5).optional(),
  quality: z.string().max(40).optional(),
  grapeVarieties: z.array(z.string().max(60)).max(20).default([]),
  brand: z.string().max(80).optional(),
  country: z.string().length(2).default('FR'),
  owner: z.string().max(120).optional(),
  labels: z.array(z.string().max(40)).max(20).default([]),
  growingZone: z.enum(['A', 'B', 'CI', 'CII', 'CIII(a)', 'CIII(b)']).optional(),
});

export const BoxInput = z.object({
  mode: z.enum(['fixed', 'builder']),
  /** Number of items the buyer picks in a builder. */
  slots: z.number().int().min(1).max(48).default(1),
  items: z
    .array(
      z.object({
        productId: z.uuid(),
        formatId: z.string().max(64).optional(),
        quantity: z.number().int().min(1).max(48).default(1),
      }),
    )
    .max(60),
});

export const ProductInput = z.object({
  productType: z.enum(PRODUCT_TYPES),
  name: z.string().trim().min(2, msg('nameTooShort')).max(120),
  precision: z.string().trim().max(200).optional(),
  type: z.enum(keys(DRINK_TYPES)).optional(),
  color: z.enum(keys(COLORS)).optional(),
  gamme: z.string().trim().max(80).optional(),
  status: z.enum(PRODUCT_STATUSES).default('online'),
  vatType: z.enum(VAT_TYPES).default('standard'),
  description: z.string().max(5000).optional(),
  tabIds: z.array(z.string().max(64)).max(20).default([]),
  attributes: Attributes.default({ grapeVarieties: [], country: 'FR', labels: [] }),
  vintages: z.array(VintageInput).max(30).default([]),
  ingredients: z.string().max(2000).optional(),
  allergens: z
    .array(z.enum(keys(ALLERGENS)))
    .max(14)
    .default([]),
  nutrition: Nutrition.nullable().optional(),
  packing: z
    .object({
      packing: z.string().max(40).optional(),
      packingQuantity: z.number().int().min(1).max(1000).optional(),
      weight: z.number().min(0).max(10_000).optional(),
    })
    .default({}),
  visuals: z.array(asset).max(10).default([]),
  formats: z.array(FormatInput).min(1, msg('formatsRequired')).max(20),
  box: BoxInput.nullable().optional(),
  isWrapped: z.boolean().default(false),
  wrappingPrice: cents.default(0),
  position: z.number().int().min(0).max(100_000).default(0),
});
export type ProductInput = z.infer<typeof ProductInput>;
