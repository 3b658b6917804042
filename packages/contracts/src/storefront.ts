import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { StoredAttributes, StoredBox } from './products.stored.ts';
import { PublicShopResponse } from './shops.ts';
import { ProductListQuery } from './storefront.query.ts';

/**
 * What anyone reads of a shop and its catalogue (spec §2, §7, §9): the shop page, its products
 * as the caller may see them, the producers' directory and the e-label. Each answer is typed
 * once here; the server answers it and its first-visit preload embeds it (decision 0016).
 */

const Money = z.object({ ht: z.number(), ttc: z.number(), showTtc: z.boolean(), shown: z.number() });

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
  price: Money.nullable(),
  tiers: z.array(z.object({ threshold: z.number(), shown: z.number() })),
  freeItems: z.array(z.object({ threshold: z.number(), free: z.number() })),
  promotions: z.array(
    z.object({ type: z.string(), amount: z.number(), minProduct: z.number(), minPrice: z.number() }),
  ),
  visuals: z.array(z.string()),
});

export const StoreBox = z.object({
  mode: StoredBox.shape.mode,
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
  attributes: StoredAttributes,
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
  /** Read defensively by the web (a box of an older shape shows as a plain product). */
  box: StoreBox.nullable(),
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
export const StoreProductResponse = z.object({ success: z.literal(true), product: StoreProduct });
export type StoreProductResponse = z.infer<typeof StoreProductResponse>;

const StoreTab = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string().optional(),
  children: z.array(z.object({ id: z.string(), name: z.string(), content: z.string().optional() })),
});

/** A shop's public page: identity, tabs, legal notice, the filters its catalogue offers. */
export const StorefrontResponse = z.object({
  success: z.literal(true),
  shop: z.object({
    id: z.string(),
    code: z.string(),
    urlShop: z.string(),
    name: z.string(),
    editedShop: z.object({
      color: z.string().optional(),
      banner: z.string().nullable().optional(),
      logo: z.string().nullable().optional(),
    }),
    color: z.string(),
    headerStyle: z.string(),
    tabs: z.array(StoreTab),
    titleProducts: z.string().nullable(),
    description: z.string().nullable(),
    legal: z.object({
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
    }),
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

/** The EU e-label of a wine (Regulation 2021/2117), reached by its GS1 Digital Link. */
export const Elabel = z.object({
  product: z.object({
    name: z.string(),
    precision: z.string().nullable(),
    color: z.string().nullable(),
    type: z.string().nullable(),
  }),
  producer: z.object({
    name: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    urlShop: z.string(),
  }),
  format: z.object({ unity: z.string(), unityValue: z.number(), ean: z.string().nullable() }),
  vintage: z
    .object({ name: z.string(), displayName: z.string().nullable(), alcohol: z.number().nullable() })
    .nullable(),
  lot: z.string().nullable(),
  ingredients: z.string().nullable(),
  allergens: z.array(z.object({ key: z.string(), fr: z.string(), en: z.string() })),
  nutrition: z.record(z.string(), z.number()).nullable(),
});
export type Elabel = z.infer<typeof Elabel>;
export const ElabelResponse = z.object({ success: z.literal(true), elabel: Elabel });

const ShopKey = z.object({ id: z.string().min(1).max(100) });
const TypologyQuery = z.object({ typology: z.string().max(40).optional() });
const tags = ['storefront'];

export const storefrontRoutes = {
  storefront: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id/storefront',
    access: 'storefront.read',
    summary: "A shop's public page: identity, tabs, legal notice, the filters its catalogue offers",
    tags,
    params: ShopKey,
    query: TypologyQuery,
    response: StorefrontResponse,
    errors: [400, 404],
  }),
  products: defineRoute({
    method: 'GET',
    path: '/v1/products',
    access: 'storefront.read',
    summary: "A shop's catalogue as the caller may see it (spec §7 product list query)",
    tags,
    query: ProductListQuery,
    response: ProductListResponse,
    errors: [400, 404],
  }),
  product: defineRoute({
    method: 'GET',
    path: '/v1/shops/:shop/products/:product',
    access: 'storefront.read',
    summary: 'One product of a shop by id or slug, as the caller may see it',
    tags,
    params: z.object({ shop: z.string().min(1).max(100), product: z.string().min(1).max(120) }),
    query: TypologyQuery,
    response: StoreProductResponse,
    errors: [400, 404],
  }),
  directory: defineRoute({
    method: 'GET',
    path: '/v1/shops',
    access: 'storefront.read',
    summary: "The producers' directory: shops whose online shop is active",
    tags,
    query: DirectoryQuery,
    response: DirectoryResponse,
    errors: [400],
  }),
  shop: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id',
    access: 'storefront.read',
    summary: 'Public identity of a shop by id, public code or url name',
    tags,
    params: ShopKey,
    response: PublicShopResponse,
    errors: [400, 404],
  }),
  elabel: defineRoute({
    method: 'GET',
    path: '/v1/elabel/:gtin',
    access: 'storefront.read',
    summary: 'E-label of a product by GTIN (GS1 Digital Link), optionally a vintage and a lot',
    tags,
    params: z.object({ gtin: z.string().max(14) }),
    query: z.object({ vintage: z.string().max(40).optional(), lot: z.string().max(40).optional() }),
    response: ElabelResponse,
    errors: [400, 404],
  }),
};
