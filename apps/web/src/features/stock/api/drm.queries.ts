import { drmRoutes } from '@cuvee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { stockKeys } from './stock.queries.ts';

/*
 * The monthly customs return (DRM, /dashboard/stocks/drm): the shop's interprofession settings
 * and catalogue, a warehouse's months, and the return of one month with its checks.
 */

export const drmSettingsQuery = () =>
  queryOptions({
    queryKey: stockKeys.drmSettings(),
    queryFn: ({ signal }) => call(drmRoutes.settings, {}, { signal }).then((a) => a.settings),
    staleTime: 5 * 60_000,
  });

/** The movement types of the shop's interprofession (the movement form, the journal's column). */
export const drmCatalogueQuery = (enabled = true) =>
  queryOptions({
    queryKey: stockKeys.drmCatalogue(),
    queryFn: ({ signal }) => call(drmRoutes.catalogue, {}, { signal, silent: true }),
    staleTime: 30 * 60_000,
    enabled,
  });

/** A warehouse's last twelve ended months: deadline, filing, late. */
export const drmMonthsQuery = (warehouseId: string) =>
  queryOptions({
    queryKey: stockKeys.drmMonths(warehouseId),
    queryFn: ({ signal }) => call(drmRoutes.months, { query: { warehouseId } }, { signal }),
    enabled: Boolean(warehouseId),
  });

/** A warehouse's return for an ended month. */
export const drmReturnQuery = (warehouseId: string, month: string) =>
  queryOptions({
    queryKey: stockKeys.drmReturn(warehouseId, month),
    queryFn: ({ signal }) =>
      call(drmRoutes.get, { query: { warehouseId, month } }, { signal }).then((a) => a.drm),
    enabled: Boolean(warehouseId && month),
    // The month shown stays while the next one loads.
    placeholderData: (previous) => previous,
  });
