import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import {
  ShipmentBulkResponse,
  ShipmentDocumentBody,
  ShipmentDocumentResponse,
  ShipmentListQuery,
  ShipmentListResponse,
  ShipmentPrepareBody,
  ShipmentShipBody,
} from './shipments.ts';
import { FileDownload } from './stock.responses.ts';

// The shipping desk's routes (issue 24): the queue, its bulk moves and its printed documents,
// for whoever manages the shop's delivery (manageDelivery); shapes in shipments.ts.

const tags = ['shipments'];
const IdParams = z.object({ id: Uuid });

export const shipmentsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/shipments',
    access: 'orders.deliver',
    summary:
      'The validated or invoiced orders still to prepare or ship, oldest first, by delivery mode, state, dates or text',
    tags,
    query: ShipmentListQuery,
    response: ShipmentListResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  prepare: defineRoute({
    method: 'POST',
    path: '/v1/shipments/prepare',
    access: 'orders.deliver',
    summary: 'Mark several orders in preparation; answers each one’s result',
    tags,
    body: ShipmentPrepareBody,
    response: ShipmentBulkResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  ship: defineRoute({
    method: 'POST',
    path: '/v1/shipments/ship',
    access: 'orders.deliver',
    summary:
      'Ship several orders, each with its parcels, weight, carrier and tracking number: each order shipped whole (stock consumed) or refused with its reason',
    tags,
    body: ShipmentShipBody,
    response: ShipmentBulkResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  document: defineRoute({
    method: 'POST',
    path: '/v1/shipments/documents',
    access: 'orders.deliver',
    summary:
      'Make one PDF for the selected orders in the background: their delivery notes, or the picking list',
    tags,
    body: ShipmentDocumentBody,
    response: ShipmentDocumentResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  documentState: defineRoute({
    method: 'GET',
    path: '/v1/shipments/documents/:id',
    access: 'orders.deliver',
    summary: 'Where the making of a selection’s PDF stands',
    tags,
    params: IdParams,
    response: ShipmentDocumentResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  documentFile: defineRoute({
    method: 'GET',
    path: '/v1/shipments/documents/:id/file',
    access: 'orders.deliver',
    summary: 'The selection’s PDF, once made',
    tags,
    params: IdParams,
    response: FileDownload,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
};
