import {
  type BuyerOrder,
  type BuyerOrderDetail,
  ordersRoutes,
  type ShopOrder,
} from '@cuvee/contracts/orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** Orders per page of the buyer's list. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * One query-key factory for the orders: the buyer's pages and each of their orders. Everything
 * starts with 'orders', so placing an order (checkout) asks them all again.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
  minePage: (page: number) => ['orders', 'mine', 'page', page] as const,
  mineOne: (id: string) => ['orders', 'mine', 'one', id] as const,
  shopPage: (page: number) => ['orders', 'shop', 'page', page] as const,
  shopOne: (id: string) => ['orders', 'shop', 'one', id] as const,
  /** The shipping desk's queue and the one-PDF documents it follows (issue 24). */
  shipments: ['orders', 'shipments'] as const,
  shipmentList: (f: object) => ['orders', 'shipments', 'list', f] as const,
  shipmentDocument: (id: string) => ['orders', 'shipments', 'document', id] as const,
  /** The agent's own orders and samples across their producers (decision 0167). */
  agentList: (f: object) => ['orders', 'agent', 'list', f] as const,
  agentOne: (id: string) => ['orders', 'agent', 'one', id] as const,
};

/** Whose orders a page shows: the signed-in buyer's, or the shop's (its staff, seeAllOrder). */
export type OrdersSide = 'buyer' | 'shop';
/** An order of either list: the shop's carry their buyer. */
export type ListedOrder = BuyerOrder & { buyer?: ShopOrder['buyer'] };
export type ShownOrder = BuyerOrderDetail & { buyer?: ShopOrder['buyer'] };

/** One page of the side's orders, newest first. */
export const ordersPageQuery = (side: OrdersSide, page: number) =>
  queryOptions<{ orders: ListedOrder[]; total: number }>({
    queryKey: side === 'shop' ? ordersKeys.shopPage(page) : ordersKeys.minePage(page),
    queryFn: ({ signal }) =>
      call(
        side === 'shop' ? salesOrdersRoutes.list : ordersRoutes.mine,
        { query: { limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** One order of the side; another's answers 404 (silent: the page says it). */
export const orderQuery = (side: OrdersSide, id: string) =>
  queryOptions<ShownOrder>({
    queryKey: side === 'shop' ? ordersKeys.shopOne(id) : ordersKeys.mineOne(id),
    queryFn: async ({ signal }) =>
      (
        await call(
          side === 'shop' ? salesOrdersRoutes.one : ordersRoutes.mineOne,
          { params: { id } },
          { signal, silent: true },
        )
      ).order,
    // A card order being charged after its validation (a job, issue 25) reads 'Paiement en
    // cours' until the job ran: asked again until then, so the page shows the outcome.
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.data.paymentStatus === 'processing' ? 2000 : false,
  });

/** `GET /v1/orders/mine`: one page of the signed-in buyer's orders, newest first. */
export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: ordersKeys.minePage(page),
    queryFn: ({ signal }) =>
      call(
        ordersRoutes.mine,
        { query: { limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /v1/orders/mine/:id`: one of the buyer's orders; another's answers 404 (silent: the page says it). */
export const myOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.mineOne(id),
    queryFn: async ({ signal }) =>
      (await call(ordersRoutes.mineOne, { params: { id } }, { signal, silent: true })).order,
  });
