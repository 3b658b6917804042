import { PRODUCT_STATUSES, PRODUCT_TYPES, UNITIES, VAT_TYPES } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { StoreAttributes, StoreBox, StoredNutrition } from './products.responses.ts';
import { ProductInput } from './products.ts';

/*
 * The back office's catalogue routes (owner, iam, and agents for reading; decision 0011) and
 * their answers, field by field as the API answers them (apps/api/src/modules/products). Answer
 * schemas carry no validation rule: they describe what is stored, not what may be sent.
 */

const ProductType = z.enum(PRODUCT_TYPES);
const ProductStatus = z.enum(PRODUCT_STATUSES);

/** A line of GET /v1/dashboard/products. */
export const ProductListRow = z.object({
  id: z.string(),
  /** The product's shop: an agent's list mixes the shops they work for. */
  shopId: z.string(),
  shopName: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  productType: ProductType,
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: ProductStatus,
  visual: z.string().nullable(),
  vintages: z.array(z.string()),
  formatCount: z.number(),
  /** Lowest public price, cents VAT included. */
  minPrice: z.number().nullable(),
  eans: z.array(z.string()),
  updatedAt: z.string(),
});
export type ProductListRow = z.infer<typeof ProductListRow>;

export const ManagedProductListResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  products: z.array(ProductListRow),
});

export const ManagedProductListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: ProductStatus.optional(),
  productType: ProductType.optional(),
  shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const TypologyPrice = z.object({
  visible: z.boolean().optional(),
  price: z.number().nullable().optional(),
});
export type TypologyPrice = z.infer<typeof TypologyPrice>;

export const ManagedFormat = z.object({
  id: z.string(),
  shopId: z.string(),
  productId: z.string(),
  ean: z.string().nullable(),
  gtin: z.string().nullable(),
  type: z.enum(['bottle', 'bib', 'vrac', 'packing', 'custom']),
  unity: z.enum(UNITIES),
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
  promotions: z.array(
    z.object({
      type: z.enum(['%', '€']),
      amount: z.number(),
      activation: z.literal('always').optional(),
      minProduct: z.number(),
      minPrice: z.number(),
      minProductOrder: z.number(),
      minPriceOrder: z.number(),
    }),
  ),
  typologies: z.record(z.string(), TypologyPrice),
  visuals: z.array(z.string()),
  position: z.number(),
});
export type ManagedFormat = z.infer<typeof ManagedFormat>;

export const VintageLegal = z.object({
  da: z.number().optional(),
  css: z.number().optional(),
  typeDA: z.enum(['DA2', 'DSU', 'NULL']).optional(),
  customTaxName: z.string().optional(),
  customTaxAmountPerHL: z.number().optional(),
  customTaxFamilies: z.array(z.string()).optional(),
  customTaxAdded: z.boolean().optional(),
  customTaxVat: z.boolean().optional(),
});
export type VintageLegal = z.infer<typeof VintageLegal>;

export const ManagedVintage = z.object({
  id: z.string(),
  name: z.string(),
  alcohol: z.number().nullable().optional(),
  lots: z.array(z.string()).optional(),
  legal: VintageLegal.optional(),
});
export type ManagedVintage = z.infer<typeof ManagedVintage>;

/** The stored attributes: the storefront's, with the growing zone as the form's list. */
export const ManagedAttributes = StoreAttributes.extend({
  growingZone: z.enum(['A', 'B', 'CI', 'CII', 'CIII(a)', 'CIII(b)']).optional(),
});
export type ManagedAttributes = z.infer<typeof ManagedAttributes>;

/** GET /v1/dashboard/products/:id — every stored field of the product, with its formats. */
export const ManagedProduct = z.object({
  id: z.string(),
  /** The shop it belongs to (an agent reads its settings through GET /v1/shops/{id}/catalogue). */
  shopId: z.string(),
  slug: z.string(),
  productType: ProductType,
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: ProductStatus,
  vatType: z.enum(VAT_TYPES),
  description: z.string().nullable(),
  tabIds: z.array(z.string()),
  attributes: ManagedAttributes,
  vintages: z.array(ManagedVintage),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
  nutrition: StoredNutrition.nullable(),
  packing: z.object({
    packing: z.string().optional(),
    packingQuantity: z.number().optional(),
    weight: z.number().optional(),
  }),
  visuals: z.array(z.string()),
  box: StoreBox.nullable(),
  isWrapped: z.boolean(),
  wrappingPrice: z.number(),
  position: z.number(),
  searchText: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  formats: z.array(ManagedFormat),
});
export type ManagedProduct = z.infer<typeof ManagedProduct>;

export const ManagedProductResponse = z.object({ success: z.literal(true), product: ManagedProduct });
export const SavedProductResponse = ManagedProductResponse.extend({ message: z.string() });

const IdParams = z.object({ id: z.uuid({ error: "L'identifiant n'est pas valide" }) });

/** The back office's catalogue. */
export const productsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/products',
    access: 'products.read',
    summary:
      "The back-office catalogue (seeAllProduct): the caller's shop, or an agent's shops without prestations; shopId narrows to one",
    tags: ['products'],
    query: ManagedProductListQuery,
    response: ManagedProductListResponse,
    errors: [400, 401, 403],
    shop: { query: 'shopId' },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/products/:id',
    access: 'products.read',
    summary: "A product of the caller's shop, every field (an agent: of a shop they work for)",
    tags: ['products'],
    params: IdParams,
    response: ManagedProductResponse,
    errors: [400, 401, 403, 404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/products',
    access: 'products.write',
    summary: "Create a product in the caller's shop (createProduct)",
    tags: ['products'],
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
    tags: ['products'],
    params: IdParams,
    body: ProductInput,
    response: SavedProductResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
};
