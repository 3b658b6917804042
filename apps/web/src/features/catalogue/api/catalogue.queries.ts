import type { FiscalIdentityInput, ProductInput, ProductListRow, UpdateShopBody } from '@cuvee/contracts';
import {
  type PriceGridChange,
  pricesRoutes,
  productFiscalRoutes,
  productsRoutes,
  shopsRoutes,
  storefrontRoutes,
} from '@cuvee/contracts';
import type { ProductStatus, ProductType } from '@cuvee/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';

export const PAGE_SIZE = 25;

/** What the product list page asks (its URL state), not an answer. */
export type ProductListFilters = {
  search?: string;
  status?: ProductStatus;
  productType?: ProductType;
  /** An agent's list narrowed to one of their shops (GET /v1/dashboard/products?shopId). */
  shopId?: string;
  page: number;
};

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
  gammes: (urlShop: string) => ['catalogue', 'gammes', urlShop] as const,
  fiscal: (id: string) => ['catalogue', 'products', 'fiscal', id] as const,
};

export const productListQuery = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) =>
      call(
        productsRoutes.list,
        {
          query: {
            search: filters.search || undefined,
            status: filters.status,
            productType: filters.productType,
            shopId: filters.shopId,
            limit: PAGE_SIZE,
            offset: filters.page * PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Products a box may hold (any type but boxes), by name. */
export const boxCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.picker(search),
    queryFn: async ({ signal }): Promise<ProductListRow[]> => {
      const answer = await call(
        productsRoutes.list,
        { query: { search: search || undefined, limit: 50 } },
        { signal },
      );
      return answer.products.filter((p) => p.productType !== 'box');
    },
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) =>
      call(productsRoutes.get, { params: { id } }, { signal }).then((answer) => answer.product),
  });

/**
 * What the product form reads about a product's shop (typologies, VAT, tabs), for callers who
 * load no shop at sign-in: agents (owner and iam have theirs from /v1/shops/me).
 */
export const shopCatalogueQuery = (shopId: string) =>
  queryOptions({
    queryKey: catalogueKeys.shopSettings(shopId),
    queryFn: ({ signal }) =>
      call(shopsRoutes.catalogue, { params: { id: shopId } }, { signal }).then((answer) => answer.shop),
    staleTime: 5 * 60_000,
  });

/** The gammes the shop already uses (its storefront filters), as suggestions. */
export const shopGammesQuery = (urlShop: string) =>
  queryOptions({
    queryKey: catalogueKeys.gammes(urlShop),
    queryFn: ({ signal }) =>
      call(storefrontRoutes.page, { params: { id: urlShop } }, { signal, silent: true }).then(
        (answer) => answer.filters.gammes,
      ),
    staleTime: 5 * 60_000,
  });

export const priceGridQuery = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: catalogueKeys.priceGrid(search, page),
    queryFn: ({ signal }) =>
      call(
        pricesRoutes.grid,
        { query: { search: search || undefined, limit: pageSize, offset: page * pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (existing); the API's message ('Le produit a été créé') is the snackbar. */
export function useSaveProduct(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      (id
        ? call(productsRoutes.update, { params: { id }, body })
        : call(productsRoutes.create, { body })
      ).then((answer) => answer.product),
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
    mutationFn: (changes: PriceGridChange[]) => call(pricesRoutes.updateGrid, { body: { changes } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: catalogueKeys.priceGrids() });
      void client.invalidateQueries({ queryKey: catalogueKeys.details() });
    },
  });
}

/** PUT /v1/shops/me with only what changed; the session's shop follows. */
export function useSaveShop() {
  return useMutation({
    mutationFn: (body: UpdateShopBody) => call(shopsRoutes.updateMe, { body }).then((answer) => answer.shop),
    onSuccess: (shop) => useAuthStore.getState().setShop(shop),
  });
}

/** A product's fiscal identity for the DRM (null until the producer sets one). */
export const fiscalIdentityQuery = (productId: string) =>
  queryOptions({
    queryKey: catalogueKeys.fiscal(productId),
    queryFn: ({ signal }) =>
      call(productFiscalRoutes.fiscalIdentity, { params: { id: productId } }, { signal }).then(
        (a) => a.fiscalIdentity,
      ),
  });

/** Sets a product's fiscal identity (the 'Douane (DRM)' section; the API's message is the snackbar). */
export function useSaveFiscalIdentity(productId: string) {
  return useRouteMutation(
    productFiscalRoutes.setFiscalIdentity,
    (body: FiscalIdentityInput) => ({ params: { id: productId }, body }),
    [catalogueKeys.fiscal(productId)],
  );
}
