import { shipmentsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { prepareOrders, shipOrders } from './orders.shipments.bulk.ts';
import { listShipments, shipmentActorOf } from './orders.shipments.ts';

// The shipping desk (issue 24): the queue and its bulk moves; its printed documents are the
// documents module's (documents.bundle.ts).
export function shipmentRoutes(app: FastifyInstance) {
  // The buyer's mail when an order leaves (issue 24, orders.delivery.ts).
  const out = { jobs: app.deps.jobs, publicUrl: app.deps.config.publicUrl };
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await listShipments(shipmentActorOf(ctx), tx, query)),
  }));

  route(
    app,
    routes.prepare,
    async ({ ctx, tx, body }) => ({
      success: true as const,
      ...(await prepareOrders(shipmentActorOf(ctx), tx, body.ids, out)),
    }),
    { jobs: true },
  );

  // Shipping tells the buyer (a mail job in the move's transaction): the queue starts first.
  route(
    app,
    routes.ship,
    async ({ ctx, tx, body }) => ({
      success: true as const,
      ...(await shipOrders(shipmentActorOf(ctx), tx, body.shipments, out)),
    }),
    { jobs: true },
  );
}
