import type { SalesOrderListQuery } from '@cuvee/contracts/sales-orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import type { OrderKind, OrderStatus, QuoteOutcome } from '@cuvee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** Rows per page of the back office's lists. */
export const SALES_PAGE_SIZE = 25;

/** The list's filters as the URL keeps them. */
export type SalesFilters = {
  status: OrderStatus | '';
  /** The quotes' list: where the quote stands (issue 24). */
  outcome?: QuoteOutcome | '';
  q: string;
  from: string;
  to: string;
  page: number;
};

/** `GET /v1/orders` for one kind (orders, quotes, samples), filtered, one page. */
export const salesOrdersQuery = (kind: OrderKind, f: SalesFilters) => {
  const query: SalesOrderListQuery = {
    kind,
    limit: SALES_PAGE_SIZE,
    offset: f.page * SALES_PAGE_SIZE,
    ...(f.status ? { status: [f.status] } : {}),
    ...(kind === 'quote' && f.outcome ? { outcome: f.outcome } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
  return queryOptions({
    queryKey: ['orders', 'sales', kind, f] as const,
    queryFn: ({ signal }) => call(salesOrdersRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
};
