import type { SalesOrderCreateBody, SalesOrderEditBody } from '@cuvee/contracts';
import { invoicesRoutes } from '@cuvee/contracts/invoices';
import { productsRoutes } from '@cuvee/contracts/products.routes';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

// What the order entry's product picker reads: the shop's products matching a search, then the
// one picked with its formats (issue 16).

export const addProductsQuery = (search: string) =>
  queryOptions({
    queryKey: ['orders', 'add', 'products', search] as const,
    queryFn: ({ signal }) =>
      call(productsRoutes.list, { query: { search: search.trim() || undefined, limit: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const addProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'add', 'product', id] as const,
    queryFn: () => call(productsRoutes.get, { params: { id } }),
  });

/**
 * Enters an order, a quote or a sample; a bill (`/add?subType=bill`) is an order validated and
 * invoiced at once. Answers the order made.
 */
export async function enterSalesDocument(body: SalesOrderCreateBody, bill: boolean) {
  const { order } = await call(salesOrdersRoutes.create, { body });
  if (bill) {
    await call(salesOrdersRoutes.action, { params: { id: order.id, action: 'validate' } });
    await call(invoicesRoutes.issue, { body: { orderId: order.id } });
  }
  return order;
}

/** Changes a draft: its lines priced again, delivery, payment and notes. Answers the order. */
export async function editSalesDocument(id: string, body: SalesOrderEditBody) {
  return (await call(salesOrdersRoutes.edit, { params: { id }, body })).order;
}
