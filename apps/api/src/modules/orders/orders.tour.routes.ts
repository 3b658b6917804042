import { agentOrdersRoutes, tourRoutes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { clientActorOf } from '../clients/index.ts';
import { agentOrder, listAgentOrders } from './orders.agent-orders.ts';
import { salesActorOf } from './orders.list.ts';
import { tourDay } from './orders.tour-day.ts';
import { takeTourOrder } from './orders.tour-order.ts';

// Tour mode (issue 28, decisions 0152–0154, 0165): the agent's day, and the orders and samples
// taken offline; the agent's own orders and samples, read only (decision 0167).
export function tourOrderRoutes(app: FastifyInstance) {
  route(app, tourRoutes.day, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await tourDay(salesActorOf(ctx), clientActorOf(ctx), tx, query.offset)),
  }));

  route(app, tourRoutes.order, async ({ ctx, tx, body }) => ({
    success: true as const,
    ...(await takeTourOrder(salesActorOf(ctx), clientActorOf(ctx), tx, body)),
  }));

  route(app, agentOrdersRoutes.list, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await listAgentOrders(ctx, tx, query)),
  }));

  route(app, agentOrdersRoutes.get, async ({ ctx, tx, params }) => ({
    success: true as const,
    order: await agentOrder(ctx, tx, params.id),
  }));
}
