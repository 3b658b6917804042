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
import { defineRoute } from './http/route.ts';
import { ManagedProduct, ManagedProductRow } from './products.stored.ts';

const keys = <T extends readonly { key: string }[]>(list: T) =>
  list.map((x) => x.key) as [T[number]['key'], ...T[number]['key'][]];
const cents = z
  .number()
  .int({ error: 'Le prix doit être un nombre entier de centimes' })
  .min(0)
  .max(100_000_000);
const threshold = z.string().regex(/^[1-9]\d{0,4}$/, { error: 'Le seuil doit être une quantité entière' });
const asset = z
  .string()
  .max(2048)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), { error: "L'url n'est pas valide" });

export const Gtin = z
  .string()
  .trim()
  .refine(isValidGtin, { error: "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres avec sa clé)" });

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
  unityValue: z.number().positive({ error: 'La contenance doit être positive' }).max(100_000).default(0.75),
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
      z.string().max(40),
      z.object({ visible: z.boolean().optional(), price: cents.nullable().optional() }),
    )
    .default({}),
  visuals: z.array(asset).max(10).default([]),
});
export type FormatInput = z.infer<typeof FormatInput>;

export const VintageInput = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, { error: 'Ce champ ne peut pas être vide' }).max(40),
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
  name: z.string().trim().min(2, { error: 'Le nom doit contenir au moins 2 caractères' }).max(120),
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
  formats: z.array(FormatInput).min(1, { error: 'Ajoutez au moins un format' }).max(20),
  box: BoxInput.nullable().optional(),
  isWrapped: z.boolean().default(false),
  wrappingPrice: cents.default(0),
  position: z.number().int().min(0).max(100_000).default(0),
});
export type ProductInput = z.infer<typeof ProductInput>;

// ——— Back office: the catalogue of the shop acted on (decision 0011 for agents), the price grid.

const IdParams = z.object({ id: z.uuid({ error: "L'identifiant n'est pas valide" }) });
export const ManagedProductResponse = z.object({ success: z.literal(true), product: ManagedProduct });
export const SavedProductResponse = ManagedProductResponse.extend({ message: z.string() });

export const ManagedListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
  shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ManagedListResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  products: z.array(ManagedProductRow),
});

const tags = ['products'];
export const productsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/products',
    access: 'products.read',
    summary:
      "The back-office catalogue (seeAllProduct): the caller's shop, or an agent's shops without prestations; shopId narrows to one",
    tags,
    query: ManagedListQuery,
    response: ManagedListResponse,
    errors: [400, 401, 403],
    shop: { query: 'shopId' },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/products/:id',
    access: 'products.read',
    summary: "A product of the caller's shop, every field (an agent: of a shop they work for)",
    tags,
    params: IdParams,
    response: ManagedProductResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/products',
    access: 'products.write',
    summary: "Create a product in the caller's shop (createProduct)",
    tags,
    body: ProductInput,
    response: SavedProductResponse,
    errors: [400, 401, 403, 409, 422],
    shop: 'header',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/products/:id',
    access: 'products.write',
    summary: "Replace a product of the caller's shop (createProduct)",
    tags,
    params: IdParams,
    body: ProductInput,
    response: SavedProductResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
};
