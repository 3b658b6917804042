import { type ProductListRow, productsRoutes, stockRoutes, usersRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import type { JournalFilters, StockFilters } from '../logic/stock-filters.ts';

/** Rows per page of the stock list, the journal and the allocations (server pages). */
export const PAGE_SIZE = 25;

/** One query-key factory for the stock: warehouses, lines, the journal, allocations, CRD, the DRM. */
export const stockKeys = {
  all: ['stock'] as const,
  warehouses: () => ['stock', 'warehouses'] as const,
  lists: () => ['stock', 'lines', 'list'] as const,
  list: (filters: StockFilters, cursor: string | undefined) =>
    ['stock', 'lines', 'list', filters, cursor ?? null] as const,
  details: () => ['stock', 'lines', 'detail'] as const,
  detail: (id: string) => ['stock', 'lines', 'detail', id] as const,
  journals: () => ['stock', 'journal'] as const,
  journal: (filters: JournalFilters & { lineId?: string }, cursor: string | undefined) =>
    ['stock', 'journal', filters, cursor ?? null] as const,
  allocations: () => ['stock', 'allocations'] as const,
  allocationList: (cursor: string | undefined) => ['stock', 'allocations', cursor ?? null] as const,
  crd: () => ['stock', 'crd'] as const,
  crdAccount: (from: string, to: string) => ['stock', 'crd', 'account', from, to] as const,
  drm: () => ['stock', 'drm'] as const,
  drmSettings: () => ['stock', 'drm', 'settings'] as const,
  drmCatalogue: () => ['stock', 'drm', 'catalogue'] as const,
  drmMonths: (warehouseId: string) => ['stock', 'drm', 'months', warehouseId] as const,
  drmReturn: (warehouseId: string, month: string) => ['stock', 'drm', 'return', warehouseId, month] as const,
  products: (search: string) => ['stock', 'products', search] as const,
  product: (id: string) => ['stock', 'product', id] as const,
};

export const warehousesQuery = () =>
  queryOptions({
    queryKey: stockKeys.warehouses(),
    queryFn: ({ signal }) => call(stockRoutes.warehouses, {}, { signal }).then((answer) => answer.warehouses),
    staleTime: 60_000,
  });

export const stockListQuery = (filters: StockFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: stockKeys.list(filters, cursor),
    queryFn: ({ signal }) =>
      call(
        stockRoutes.list,
        {
          query: {
            warehouseId: filters.warehouseId,
            productId: filters.productId,
            vintage: filters.vintage,
            belowThreshold: filters.belowThreshold ? 'true' : undefined,
            limit: PAGE_SIZE,
            cursor,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const stockLineQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.detail(id),
    queryFn: ({ signal }) => call(stockRoutes.line, { params: { id } }, { signal }).then((a) => a.line),
  });

export const journalQuery = (filters: JournalFilters & { lineId?: string }, cursor: string | undefined) =>
  queryOptions({
    queryKey: stockKeys.journal(filters, cursor),
    queryFn: ({ signal }) =>
      call(stockRoutes.journal, { query: { ...filters, limit: PAGE_SIZE, cursor } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const allocationsQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: stockKeys.allocationList(cursor),
    queryFn: ({ signal }) =>
      call(stockRoutes.allocations, { query: { limit: PAGE_SIZE, cursor } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const crdAccountQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: stockKeys.crdAccount(from, to),
    queryFn: ({ signal }) => call(stockRoutes.crdAccount, { query: { from, to } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Products to pick from (the movement form, the list's product filter), by name. */
export const productPickerQuery = (search: string) =>
  queryOptions({
    queryKey: stockKeys.products(search),
    queryFn: async ({ signal }): Promise<ProductListRow[]> => {
      const answer = await call(
        productsRoutes.list,
        { query: { search: search || undefined, limit: 30 } },
        { signal },
      );
      return answer.products.filter((p) => p.productType !== 'prestation' && p.formatCount > 0);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** A product's formats and vintages, for the movement form. */
export const productFormatsQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.product(id),
    queryFn: ({ signal }) =>
      call(productsRoutes.get, { params: { id } }, { signal }).then((answer) => answer.product),
    staleTime: 60_000,
  });

/** The shop's agents an allocation may be for (none when the session may not list them). */
export const agentsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...stockKeys.all, 'agents'] as const,
    queryFn: ({ signal }) => call(usersRoutes.agents, {}, { signal, silent: true }).then((a) => a.users),
    enabled,
    staleTime: 5 * 60_000,
  });
