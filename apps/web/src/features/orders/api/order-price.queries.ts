import { deliveryRoutes } from '@cuvee/contracts/delivery';
import type { SalesOrderPriceBody } from '@cuvee/contracts/sales-orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/*
 * The entry's totals as the saved document will hold them (issue 24): its lines priced by the
 * API for the chosen client (typology, quantity tiers, each product's VAT), asked again as the
 * lines change; and the shop's delivery modes offered for its delivery.
 */

export const entryPriceQuery = (body: SalesOrderPriceBody | null) =>
  queryOptions({
    queryKey: ['orders', 'entry', 'price', body] as const,
    queryFn: ({ signal }) => call(salesOrdersRoutes.price, { body: body! }, { signal, silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const entryDeliveryModesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['orders', 'entry', 'delivery-modes'] as const,
    queryFn: ({ signal }) => call(deliveryRoutes.list, {}, { signal, silent: true }),
    enabled,
    staleTime: 5 * 60_000,
  });
