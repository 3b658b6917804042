import type { ProductListResponse, StorefrontResponse, StoreProduct } from '@cuvee/contracts';
import { storefrontRoutes } from '@cuvee/contracts/storefront';
import {
  PAGE_SIZE,
  productListUrl,
  storefrontUrl,
  storeProductUrl,
} from '@cuvee/domain/catalogue/storefront-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preload.ts';

/*
 * The storefront's server state, in the app's one TanStack Query cache (decision 0017). Its
 * answers depend on who looks (typology, members-only prices): `meta.viewer: 'shown'` reloads
 * the ones on screen at a sign-in, a switch or a sign-out (lib/query-client.tsx).
 */

/** A 404 answers null (unknown shop or product), anything else throws. */
export async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The page's own answers, as the server rendered it (lib/preload.ts): the query starts with
 * them, with no request, so that the browser's first render hydrates the server's page. Read
 * when the query is created; a signed-in viewer's prices are asked again once the session is
 * known (the shop app's entry-client.tsx).
 */
export function preloaded<T>(url: string, pick: (answer: never) => T): () => T | undefined {
  return () => {
    const answer = takePreloaded<never>(url);
    return answer === undefined ? undefined : pick(answer);
  };
}

/** The product list query of a shop page (spec §7), in the order the server preloads it. */
export function productListQuery(shop: string, filter: Record<string, unknown>, page: number, size: number) {
  return {
    shopIds: JSON.stringify([shop]),
    filter: JSON.stringify(filter),
    origin: 'shop' as const,
    limit: size,
    offset: (page - 1) * size,
  };
}

export const storefrontKeys = {
  all: ['storefront'] as const,
  page: (shop: string) => ['storefront', 'page', shop] as const,
  products: (shop: string, filter: Record<string, unknown>, page: number, size: number) =>
    ['storefront', 'products', shop, filter, page, size] as const,
  product: (shop: string, product: string) => ['storefront', 'product', shop, product] as const,
};

export const storefrontQuery = (shop: string) =>
  queryOptions({
    queryKey: storefrontKeys.page(shop),
    queryFn: ({ signal }) =>
      orNull(call(storefrontRoutes.page, { params: { id: shop } }, { silent: true, signal })),
    initialData: preloaded(storefrontUrl(shop), (answer: StorefrontResponse) => answer),
    retry: false,
    meta: { viewer: 'shown' },
  });

export const productPageQuery = (
  shop: string,
  filter: Record<string, unknown>,
  page: number,
  size = PAGE_SIZE,
) =>
  queryOptions({
    queryKey: storefrontKeys.products(shop, filter, page, size),
    queryFn: ({ signal }) =>
      call(
        storefrontRoutes.products,
        { query: productListQuery(shop, filter, page, size) },
        { silent: true, signal },
      ),
    initialData: preloaded(productListUrl(shop, filter, page, size), (answer: ProductListResponse) => answer),
    // While another page or filter loads, the last one shown stays (dimmed), within a shop.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === shop ? previous : undefined,
    retry: false,
    meta: { viewer: 'shown' },
  });

export const storeProductQuery = (shop: string, product: string) =>
  queryOptions({
    queryKey: storefrontKeys.product(shop, product),
    queryFn: async ({ signal }) => {
      const answer = await orNull(
        call(storefrontRoutes.product, { params: { shop, product } }, { silent: true, signal }),
      );
      return answer?.product ?? null;
    },
    initialData: preloaded(
      storeProductUrl(shop, product),
      // null: no such product for a visitor (the server answered 404).
      (answer: { product: StoreProduct } | null) => answer?.product ?? null,
    ),
    retry: false,
    meta: { viewer: 'shown' },
  });

export type Loaded<T> = {
  /** undefined while loading; null for a 404 where the call allows it. */
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
};

export function loaded<T>(query: {
  data: T | undefined;
  isError: boolean;
  refetch(): Promise<unknown>;
}): Loaded<T> {
  return {
    data: query.data,
    isPending: query.data === undefined && !query.isError,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** GET /v1/shops/:id/storefront: the shop, its tabs, legal notice, filters and the viewer's prices. */
export function useStorefrontData(shop: string | null): Loaded<StorefrontResponse | null> {
  return loaded(useQuery({ ...storefrontQuery(shop ?? ''), enabled: Boolean(shop) }));
}

/**
 * One page of the shop's catalogue (spec §7 product list query), 24 per page. While another
 * page or filter loads, the last one shown stays (dimmed: `isPlaceholderData`), within a shop.
 */
export function useProductPage(
  shop: string | null,
  filter: Record<string, unknown>,
  page: number,
  size = PAGE_SIZE,
): Loaded<ProductListResponse> & { isPlaceholderData: boolean } {
  const query = useQuery({ ...productPageQuery(shop ?? '', filter, page, size), enabled: Boolean(shop) });
  return { ...loaded(query), isPlaceholderData: query.isPlaceholderData };
}

/** GET /v1/shops/:shop/products/:product (slug or id); null for 'Produit inexistant'. */
export function useProduct(shop: string | null, product: string | null): Loaded<StoreProduct | null> {
  return loaded(
    useQuery({ ...storeProductQuery(shop ?? '', product ?? ''), enabled: Boolean(shop && product) }),
  );
}

export const publicShopKeys = {
  all: ['public-shop'] as const,
  detail: (key: string) => ['public-shop', key] as const,
};

/** GET /v1/shops/:id (id, public code or url name), anonymous: the same for every viewer. */
export const publicShopQuery = (key: string) =>
  queryOptions({
    queryKey: publicShopKeys.detail(key),
    queryFn: async ({ signal }) => {
      const answer = await orNull(
        call(storefrontRoutes.shop, { params: { id: key } }, { silent: true, anonymous: true, signal }),
      );
      return answer?.shop ?? null;
    },
    retry: false,
    meta: { viewer: 'any' },
  });

/** A shop's public identity; a 404 answers null. */
export function usePublicShop(key: string | null | undefined) {
  const query = useQuery({ ...publicShopQuery(key ?? ''), enabled: Boolean(key) });
  return {
    data: query.data,
    isPending: Boolean(key) && query.isPending,
    isSuccess: query.isSuccess,
  };
}
