import type { SalesOrderCreateBody, SalesOrderEditBody } from '@cuvee/contracts';
import { invoicesRoutes } from '@cuvee/contracts/invoices';
import { orderEntryRoutes } from '@cuvee/contracts/order-entry';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

// What the entry's product picker reads (issue 24): the entry's own route, open to whoever may
// enter a document, never the catalogue's (seeAllProduct; a 403 signs the user out, spec §8).
// Prices are the client's typology's, once a client is chosen.

const PAGE = 20;

/** The products matching a search, a page at a time (the list's scroll asks the next). */
export const entryProductsQuery = (search: string, clientId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'entry', 'products', 'search', { search: search.trim(), clientId }] as const,
    queryFn: ({ pageParam, signal }) =>
      call(
        orderEntryRoutes.products,
        {
          query: {
            search: search.trim() || undefined,
            clientId: clientId ?? undefined,
            limit: PAGE,
            offset: pageParam,
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, page) => n + page.products.length, 0);
      return seen < last.total ? seen : undefined;
    },
    placeholderData: keepPreviousData,
  });

/** The given products (a document's lines), priced for the client. */
export const entryProductsByIdQuery = (ids: readonly string[], clientId: string | null) =>
  queryOptions({
    queryKey: ['orders', 'entry', 'products', 'ids', { ids: [...ids].sort(), clientId }] as const,
    queryFn: ({ signal }) =>
      call(
        orderEntryRoutes.products,
        { query: { ids: ids.join(','), clientId: clientId ?? undefined, limit: 50 } },
        { signal },
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

/**
 * Enters an order, a quote or a sample; a bill (`/add?subType=bill`) is an order validated and
 * invoiced at once. Answers the order made.
 */
export async function enterSalesDocument(body: SalesOrderCreateBody, bill: boolean) {
  const { order } = await call(salesOrdersRoutes.create, { body });
  if (bill) {
    await call(salesOrdersRoutes.action, { params: { id: order.id, action: 'validate' }, body: {} });
    await call(invoicesRoutes.issue, { body: { orderId: order.id } });
  }
  return order;
}

/** Changes a draft: its lines priced again, delivery, payment and notes. Answers the order. */
export async function editSalesDocument(id: string, body: SalesOrderEditBody) {
  return (await call(salesOrdersRoutes.edit, { params: { id }, body })).order;
}
