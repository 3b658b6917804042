import { PRODUCT_STATUSES } from '@cuvee/domain/catalogue/reference';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { ProductListResponse, StoreProduct } from './products.responses.ts';

/*
 * What a shop's public pages read (spec §7): its identity, its page, its products. This module
 * imports nothing but zod and the product answers: the web's production build gives its
 * schemas an inert zod on the shop page, whose first load has a budget (decision 0017).
 */

/** A shop's public identity, as answered (GET /v1/shops/:id and its page). */
export const PublicShop = z.object({
  id: z.string(),
  code: z.string(),
  urlShop: z.string(),
  name: z.string(),
  editedShop: z.object({
    color: z.string().optional(),
    banner: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
  }),
});
export type PublicShop = z.infer<typeof PublicShop>;
export const PublicShopResponse = z.object({ success: z.literal(true), shop: PublicShop });

const StoreChildTab = z.object({ id: z.string(), name: z.string(), content: z.string().optional() });
export const StoreTab = StoreChildTab.extend({ children: z.array(StoreChildTab) });
export type StoreTab = z.infer<typeof StoreTab>;

/** The legal notice of the shop page (spec §7 'Mentions légales'), from the shop's identity. */
export const ShopLegal = z.object({
  legalName: z.string().optional(),
  siret: z.string().optional(),
  vatNumber: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  address: z
    .object({
      street: z.string().optional(),
      zipcode: z.string().optional(),
      city: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
export type ShopLegal = z.infer<typeof ShopLegal>;

export const StorefrontResponse = z.object({
  success: z.literal(true),
  shop: PublicShop.extend({
    color: z.string(),
    headerStyle: z.string(),
    tabs: z.array(StoreTab),
    titleProducts: z.string().nullable(),
    description: z.string().nullable(),
    legal: ShopLegal,
    acceptsOrders: z.boolean(),
  }),
  filters: z.object({
    gammes: z.array(z.string()),
    hasOthers: z.boolean(),
    types: z.array(z.string()),
    colors: z.array(z.string()),
    vintages: z.array(z.string()),
    count: z.number(),
  }),
  viewer: z.object({
    staff: z.boolean(),
    member: z.boolean(),
    typology: z.string().nullable(),
    showTtc: z.boolean(),
    priceHidden: z.boolean(),
  }),
});
export type StorefrontResponse = z.infer<typeof StorefrontResponse>;

const jsonText = (max: number) => z.string().max(max);
const one = <T extends z.ZodType>(s: T) =>
  z.union([s, z.object({ $ne: s }), z.object({ $in: z.array(s).max(20) })]);

/** The `filter` of the spec's product list query (§7), sent as JSON. */
export const ProductFilter = z
  .object({
    productType: one(z.enum(['bottle', 'accessory', 'prestation', 'box'])).optional(),
    status: one(z.enum(PRODUCT_STATUSES)).optional(),
    color: z.string().max(40).optional(),
    type: z.string().max(40).optional(),
    gamme: z.string().max(80).optional(),
    vintage: z.string().max(40).optional(),
    tabId: z.string().max(64).optional(),
  })
  .strict();
export type ProductFilter = z.infer<typeof ProductFilter>;

/**
 * GET /v1/products as sent: `filter` (a ProductFilter) and `shopIds` (1 to 10 ids or names) are
 * JSON texts, which the API parses (with packages/contracts/src/storefront.query.ts).
 */
export const StoreProductListQuery = z.object({
  filter: jsonText(2000).optional(),
  shopIds: jsonText(2000),
  typology: z.string().max(40).optional(),
  origin: z.enum(['shop', 'dashboard']).default('shop'),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const StoreProductResponse = z.object({ success: z.literal(true), product: StoreProduct });

export const DirectoryQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const DirectoryResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  shops: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      urlShop: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      banner: z.string().nullable(),
      city: z.string().nullable(),
      description: z.string().nullable(),
      businessType: z.string(),
    }),
  ),
});

const ShopKey = z.object({ id: z.string().min(1).max(100) });
const Typology = z.object({ typology: z.string().max(40).optional() });

/** A shop's public pages; each answer depends on who looks (typology, members-only prices). */
export const storefrontRoutes = {
  shop: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id',
    access: 'storefront.read',
    summary: 'Public identity of a shop by id, public code or url name',
    tags: ['shops'],
    params: ShopKey,
    response: PublicShopResponse,
    errors: [404],
  }),
  page: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id/storefront',
    access: 'storefront.read',
    summary: "A shop's public page: identity, tabs, legal notice, the filters its catalogue offers",
    tags: ['shops'],
    params: ShopKey,
    query: Typology,
    response: StorefrontResponse,
    errors: [404],
  }),
  products: defineRoute({
    method: 'GET',
    path: '/v1/products',
    access: 'storefront.read',
    summary: "A shop's catalogue as the caller may see it (spec §7 product list query)",
    tags: ['products'],
    query: StoreProductListQuery,
    response: ProductListResponse,
    errors: [400, 404],
  }),
  product: defineRoute({
    method: 'GET',
    path: '/v1/shops/:shop/products/:product',
    access: 'storefront.read',
    summary: 'One product of a shop by id or slug, as the caller may see it',
    tags: ['products'],
    params: z.object({ shop: z.string().min(1).max(100), product: z.string().min(1).max(120) }),
    query: Typology,
    response: StoreProductResponse,
    errors: [404],
  }),
  directory: defineRoute({
    method: 'GET',
    path: '/v1/shops',
    access: 'storefront.read',
    summary: "The producers' directory: shops whose online shop is active",
    tags: ['shops'],
    query: DirectoryQuery,
    response: DirectoryResponse,
    errors: [400],
  }),
};
