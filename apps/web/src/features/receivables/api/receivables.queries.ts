import { receivablesRoutes } from '@cuvee/contracts';
import type { DashboardPaymentType } from '@cuvee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { LIST_PAGE_SIZE } from '../../../lib/use-url-filters.ts';

export type PaymentFilters = { type?: DashboardPaymentType; from?: string; to?: string; page: number };

/** One query-key factory for the receivables: payments, outstandings, unpaids, credits, exports. */
export const receivablesKeys = {
  all: ['receivables'] as const,
  payments: (f: PaymentFilters) => ['receivables', 'payments', f] as const,
  outstandings: (page: number, clientId?: string) =>
    ['receivables', 'outstandings', page, clientId ?? null] as const,
  unpaids: (page: number) => ['receivables', 'unpaids', page] as const,
  credits: (page: number, usable: boolean, clientId?: string) =>
    ['receivables', 'credits', page, usable, clientId ?? null] as const,
  ofOrder: (orderId: string) => ['receivables', 'order', orderId] as const,
  export: (id: string) => ['sales-exports', id] as const,
};

export const paymentsQuery = (f: PaymentFilters) =>
  queryOptions({
    queryKey: receivablesKeys.payments(f),
    queryFn: ({ signal }) =>
      call(
        receivablesRoutes.list,
        {
          query: {
            type: f.type,
            from: f.from,
            to: f.to,
            limit: LIST_PAGE_SIZE,
            offset: f.page * LIST_PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const outstandingsQuery = (page: number, clientId?: string) =>
  queryOptions({
    queryKey: receivablesKeys.outstandings(page, clientId),
    queryFn: ({ signal }) =>
      call(
        receivablesRoutes.outstandings,
        { query: { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE, clientId } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const unpaidsQuery = (page: number) =>
  queryOptions({
    queryKey: receivablesKeys.unpaids(page),
    queryFn: ({ signal }) =>
      call(
        receivablesRoutes.unpaids,
        { query: { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const creditsQuery = (page: number, usable: boolean, clientId?: string) =>
  queryOptions({
    queryKey: receivablesKeys.credits(page, usable, clientId),
    queryFn: ({ signal }) =>
      call(
        receivablesRoutes.credits,
        {
          query: {
            limit: LIST_PAGE_SIZE,
            offset: page * LIST_PAGE_SIZE,
            usable: usable ? 'true' : undefined,
            clientId,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const orderPaymentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: receivablesKeys.ofOrder(orderId),
    queryFn: ({ signal }) => call(receivablesRoutes.ofOrder, { query: { orderId } }, { signal }),
  });

/** An export's progress, polled every second while its job runs. */
export const salesExportQuery = (id: string) =>
  queryOptions({
    queryKey: receivablesKeys.export(id),
    queryFn: ({ signal }) =>
      call(receivablesRoutes.getExport, { params: { id } }, { signal }).then((a) => a.export),
    refetchInterval: (q) =>
      q.state.data && ['completed', 'error'].includes(q.state.data.status) ? false : 1000,
  });
