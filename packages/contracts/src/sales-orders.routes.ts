import { ORDER_KINDS, writeActionOf } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import {
  BulkValidateBody,
  BulkValidateResponse,
  SalesDeliveryBody,
  SalesDeliveryParams,
  SalesOrderActionBody,
  SalesOrderActionParams,
  SalesOrderCreateBody,
  SalesOrderEditBody,
  SalesOrderListQuery,
  SalesOrderListResponse,
  SalesOrderPriceBody,
  SalesOrderPriceResponse,
  SalesOrderResponse,
} from './sales-orders.ts';

// The sales back office's order routes (issue 16, decision 0046); shapes in sales-orders.ts.

const tags = ['orders'];

/**
 * The access table's action an entry needs, by the kind its body names (issue 25): quotes.write
 * for a quote, orders.write for an order or a sample; the access hook decides it once.
 */
const byKind = {
  body: 'kind',
  actions: Object.fromEntries(ORDER_KINDS.map((k) => [k, writeActionOf(k)])),
} as const;

/**
 * A move's action (issue 25, decision 0084): by its name (a quote's moves, validating); refusing
 * and cancelling by the document's kind its body names — a quote's by quotes.write, an order's
 * or a sample's by orders.validate, the route's action when no kind is named. The service
 * refuses a kind that is not the stored document's (409).
 */
const byKindOfDecision = {
  body: 'kind',
  actions: { quote: 'quotes.write', order: 'orders.validate', sample: 'orders.validate' },
} as const;
const byMove = {
  param: 'action',
  actions: {
    send: 'quotes.write',
    accept: 'quotes.write',
    expire: 'quotes.write',
    validate: 'orders.validate',
    refuse: byKindOfDecision,
    cancel: byKindOfDecision,
  },
} as const;

export const salesOrdersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/orders',
    access: 'orders.read',
    summary:
      "The shop's orders, quotes or samples, newest first, filtered (without seeAllOrder: the caller's clients')",
    tags,
    query: SalesOrderListQuery,
    response: SalesOrderListResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  one: defineRoute({
    method: 'GET',
    path: '/v1/orders/:id',
    access: 'orders.read',
    summary: 'One order, quote or sample with its lines, delivery, history and the moves its state allows',
    tags,
    params: z.object({ id: Uuid }),
    response: SalesOrderResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/orders/manage',
    // The body's kind names the action (an order by default, as the body's default kind).
    access: 'orders.write',
    accessBy: byKind,
    summary: 'Enter an order, a quote or a sample for a client, priced from its typology (a draft)',
    tags,
    body: SalesOrderCreateBody,
    response: SalesOrderResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  price: defineRoute({
    method: 'POST',
    path: '/v1/orders/manage/price',
    access: 'orders.write',
    accessBy: byKind,
    summary:
      "The entry's lines priced for the client's typology before saving, with the totals (writes nothing)",
    tags,
    body: SalesOrderPriceBody,
    response: SalesOrderPriceResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/v1/orders/:id',
    // The body names the document's kind (the service refuses another than the stored one).
    access: 'orders.write',
    accessBy: byKind,
    summary:
      "Change a draft, or a buyer's order awaiting validation: lines priced again, totals, delivery, payment",
    tags,
    params: z.object({ id: Uuid }),
    body: SalesOrderEditBody,
    response: SalesOrderResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  bulkValidate: defineRoute({
    method: 'POST',
    path: '/v1/orders/bulk-validate',
    access: 'orders.validate',
    summary: 'Validate several orders; answers each one’s result',
    tags,
    body: BulkValidateBody,
    response: BulkValidateResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  action: defineRoute({
    method: 'POST',
    path: '/v1/orders/:id/actions/:action',
    // An order's decision when neither the move nor a kind names another.
    access: 'orders.validate',
    accessBy: byMove,
    summary:
      'Send, accept or expire a quote; validate, refuse or cancel an order (a card order is charged on validation)',
    tags,
    params: SalesOrderActionParams,
    body: SalesOrderActionBody,
    response: SalesOrderResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
  delivery: defineRoute({
    method: 'POST',
    path: '/v1/orders/:id/delivery/:action',
    access: 'orders.deliver',
    summary: 'Prepare, ship (tracking reference, parcels), hand over or deliver an order',
    tags,
    params: SalesDeliveryParams,
    body: SalesDeliveryBody,
    response: SalesOrderResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
};
