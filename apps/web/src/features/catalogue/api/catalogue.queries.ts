import type { ProductInput, Shop, ShopCatalogue, UpdateShopBody } from '@cuvee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import type {
  ManagedProduct,
  PriceGridAnswer,
  PriceGridChange,
  ProductListAnswer,
  ProductListFilters,
  ProductListRow,
} from './catalogue.types.ts';

export const PAGE_SIZE = 25;

/** One query-key factory for the catalogue: lists, details, the price grid. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => ['catalogue', 'products', 'list'] as const,
  list: (filters: ProductListFilters) => ['catalogue', 'products', 'list', filters] as const,
  picker: (search: string) => ['catalogue', 'products', 'picker', search] as const,
  details: () => ['catalogue', 'products', 'detail'] as const,
  detail: (id: string) => ['catalogue', 'products', 'detail', id] as const,
  priceGrids: () => ['catalogue', 'price-grid'] as const,
  priceGrid: (search: string, page: number) => ['catalogue', 'price-grid', search, page] as const,
  shopSettings: (shopId: string) => ['catalogue', 'shop-settings', shopId] as const,
};

export const productListQuery = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) =>
      api<ProductListAnswer>('/v1/dashboard/products', {
        query: {
          search: filters.search || undefined,
          status: filters.status,
          productType: filters.productType,
          shopId: filters.shopId,
          limit: PAGE_SIZE,
          offset: filters.page * PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Products a box may hold (any type but boxes), by name. */
export const boxCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.picker(search),
    queryFn: async ({ signal }): Promise<ProductListRow[]> => {
      const answer = await api<ProductListAnswer>('/v1/dashboard/products', {
        query: { search: search || undefined, limit: 50 },
        signal,
      });
      return answer.products.filter((p) => p.productType !== 'box');
    },
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ product: ManagedProduct }>(`/v1/dashboard/products/${encodeURIComponent(id)}`, { signal }).then(
        (answer) => answer.product,
      ),
  });

/**
 * What the product form reads about a product's shop (typologies, VAT, tabs), for callers who
 * load no shop at sign-in: agents (owner and iam have theirs from /v1/shops/me).
 */
export const shopCatalogueQuery = (shopId: string) =>
  queryOptions({
    queryKey: catalogueKeys.shopSettings(shopId),
    queryFn: ({ signal }) =>
      api<{ shop: ShopCatalogue }>(`/v1/shops/${encodeURIComponent(shopId)}/catalogue`, { signal }).then(
        (answer) => answer.shop,
      ),
    staleTime: 5 * 60_000,
  });

/** The gammes the shop already uses (its storefront filters), as suggestions. */
export const shopGammesQuery = (urlShop: string) =>
  queryOptions({
    queryKey: ['catalogue', 'gammes', urlShop] as const,
    queryFn: ({ signal }) =>
      api<{ filters: { gammes: string[] } }>(`/v1/shops/${encodeURIComponent(urlShop)}/storefront`, {
        signal,
        silent: true,
      }).then((answer) => answer.filters.gammes),
    staleTime: 5 * 60_000,
  });

export const priceGridQuery = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: catalogueKeys.priceGrid(search, page),
    queryFn: ({ signal }) =>
      api<PriceGridAnswer>('/v1/dashboard/price-grid', {
        query: { search: search || undefined, limit: pageSize, offset: page * pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (existing); the API's message ('Le produit a été créé') is the snackbar. */
export function useSaveProduct(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      api<{ product: ManagedProduct; message: string }>(id ? `/v1/products/${id}` : '/v1/products', {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((answer) => answer.product),
    onSuccess: (product) => {
      client.setQueryData(catalogueKeys.detail(product.id), product);
      void client.invalidateQueries({ queryKey: catalogueKeys.lists() });
      void client.invalidateQueries({ queryKey: catalogueKeys.priceGrids() });
    },
  });
}

export function useSavePriceGrid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: PriceGridChange[]) =>
      api<{ updated: number; message: string }>('/v1/dashboard/price-grid', {
        method: 'PUT',
        body: { changes },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: catalogueKeys.priceGrids() });
      void client.invalidateQueries({ queryKey: catalogueKeys.details() });
    },
  });
}

/** PUT /v1/shops/me with only what changed; the session's shop follows. */
export function useSaveShop() {
  return useMutation({
    mutationFn: (body: UpdateShopBody) =>
      api<{ shop: Shop }>('/v1/shops/me', { method: 'PUT', body }).then((answer) => answer.shop),
    onSuccess: (shop) => useAuthStore.getState().setShop(shop),
  });
}

/**
 * Sends an image (the cropper's output) to POST /v1/uploads: the server re-encodes it to WebP
 * and resizes it for its use. Answers the URL to store.
 */
export async function uploadImage(blob: Blob, kind: 'product' | 'banner' | 'logo'): Promise<string> {
  const token = useAuthStore.getState().token;
  const body = new FormData();
  body.set('file', blob, `${kind}.${blob.type === 'image/png' ? 'png' : 'webp'}`);
  const response = await fetch(`/v1/uploads?kind=${kind}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const answer = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  if (!response.ok || typeof answer?.url !== 'string') {
    throw new Error(typeof answer?.message === 'string' ? answer.message : 'Une erreur est survenue');
  }
  return answer.url;
}
