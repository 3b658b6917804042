import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { myOrdersQuery } from '../api/orders.queries.ts';
import { OrderCards } from './order-list.views.tsx';
import '../orders.i18n.ts';

/** How many of the buyer's orders the home shows. */
export const LATEST_ORDERS = 3;

/**
 * The signed-in buyer's latest orders (the first page of `GET /v1/orders/mine`, shared with the
 * orders page's cache), each opening the order; `empty` until the first one.
 */
export function LatestOrders({ empty }: { empty: ReactNode }) {
  const query = useQuery(myOrdersQuery(0));
  const rows = query.data?.orders.slice(0, LATEST_ORDERS) ?? [];
  if (query.isPending) return <OrderCards rows={[]} loading />;
  if (rows.length === 0) return <>{empty}</>;
  return <OrderCards rows={rows} loading={false} />;
}
