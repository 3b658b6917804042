import { tourRoutes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { clientActorOf } from '../clients/index.ts';
import { salesActorOf } from './orders.list.ts';
import { tourDay } from './orders.tour-day.ts';
import { takeTourOrder } from './orders.tour-order.ts';

// Tour mode (issue 28, decisions 0152–0154): the agent's day, and the orders taken offline.
export function tourOrderRoutes(app: FastifyInstance) {
  route(app, tourRoutes.day, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await tourDay(salesActorOf(ctx), clientActorOf(ctx), tx, query.offset)),
  }));

  route(app, tourRoutes.order, async ({ ctx, tx, body }) => ({
    success: true as const,
    ...(await takeTourOrder(salesActorOf(ctx), clientActorOf(ctx), tx, body)),
  }));
}
