import {
  PAGE_SIZE,
  productListUrl,
  storefrontUrl,
  storeProductUrl,
} from '@cuvee/domain/catalogue/storefront-view';
import { useRef } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { refreshLight, seedLight, useLightQuery } from '../../../lib/light-query.ts';
import { takePreloaded } from '../../../lib/preload.ts';
import { onSessionChange } from '../../../lib/session.ts';
import type { ProductPage, Storefront, StoreProduct } from '../storefront.types.ts';

/*
 * The storefront reads its data with the shell's light cache (lib/light-query.ts) rather than
 * TanStack Query: the shop page is a landing page with a first-load budget (issue 4: 170 KB
 * gzipped), and TanStack costs ~12 KB there. Keys start with 'storefront:'.
 */

/** A 404 answers null (unknown shop or product), anything else throws. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// Prices depend on who looks (typology, members-only prices): a sign-in, a switch or a
// sign-out reloads what the storefront has shown.
const usedKeys = new Set<string>();
onSessionChange(() => {
  for (const key of usedKeys) void refreshLight(key);
});

export type Loaded<T> = {
  /** undefined while loading; null for a 404 where the call allows it. */
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): Promise<void>;
};

/**
 * A storefront GET through the light cache. A visitor's first look may already have the answer
 * in the page (lib/preload.ts): the key starts loaded, with no request.
 */
function useApi<T>(
  key: string | null,
  url: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  fromAnswer: (answer: unknown) => T = (answer) => answer as T,
): Loaded<T> {
  if (key) usedKeys.add(key);
  if (key && url && !useAuthStore.getState().token) {
    const answer = takePreloaded(url);
    if (answer !== undefined) seedLight(key, fromAnswer(answer));
  }
  const state = useLightQuery(key, fetcher);
  return {
    data: state.data,
    isPending: state.data === undefined && state.status !== 'error',
    isError: state.status === 'error',
    refetch: state.refetch,
  };
}

export const storefrontKey = (shop: string) => `storefront:shop:${shop}`;

/** GET /v1/shops/:id/storefront: the shop, its tabs, legal notice, filters and the viewer's prices. */
export function useStorefrontData(shop: string | null): Loaded<Storefront | null> {
  const url = shop ? storefrontUrl(shop) : null;
  return useApi(shop ? storefrontKey(shop) : null, url, (signal) =>
    orNull(api<Storefront>(url ?? '', { silent: true, signal })),
  );
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
): Loaded<ProductPage> & { isPlaceholderData: boolean } {
  const key = shop ? `storefront:products:${shop}:${JSON.stringify(filter)}:${page}:${size}` : null;
  const url = shop ? productListUrl(shop, filter, page, size) : null;
  const state = useApi(key, url, (signal) => api<ProductPage>(url ?? '', { silent: true, signal }));
  const last = useRef<{ shop: string | null; data: ProductPage } | null>(null);
  if (state.data) last.current = { shop, data: state.data };
  const placeholder = !state.data && last.current?.shop === shop ? last.current.data : undefined;
  return { ...state, data: state.data ?? placeholder, isPlaceholderData: placeholder !== undefined };
}

/** GET /v1/shops/:shop/products/:product (slug or id); null for 'Produit inexistant'. */
export function useProduct(shop: string | null, product: string | null): Loaded<StoreProduct | null> {
  const url = shop && product ? storeProductUrl(shop, product) : null;
  return useApi(
    shop && product ? `storefront:product:${shop}:${product}` : null,
    url,
    async (signal) => {
      const answer = await orNull(api<{ product: StoreProduct }>(url ?? '', { silent: true, signal }));
      return answer?.product ?? null;
    },
    (answer) => (answer as { product: StoreProduct }).product,
  );
}
