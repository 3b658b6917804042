import { salesOrdersRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import type { TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { applyDeliveryAction } from './orders.delivery.ts';
import { salesOrder } from './orders.detail.ts';
import { applyOrderAction } from './orders.lifecycle.ts';
import { listSalesOrders, salesActorOf } from './orders.list.ts';

// The sales back office's order routes (issue 16, decision 0046): thin handlers over the
// list, the detail and the lifecycle's moves, in the request's tenant transaction.
export function salesOrderRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await listSalesOrders(salesActorOf(ctx), tx, query)),
  }));

  route(app, routes.one, async ({ ctx, tx, params }) => ({
    success: true as const,
    order: await salesOrder(salesActorOf(ctx), tx, params.id),
  }));

  route(app, routes.action, async ({ ctx, tx, params }) => {
    const actor = salesActorOf(ctx);
    const message = await applyOrderAction(actor, tx, params.id, params.action);
    return { success: true as const, message, order: await salesOrder(actor, tx, params.id) };
  });

  route(app, routes.delivery, async ({ ctx, tx, params, body }) => {
    const actor = salesActorOf(ctx);
    const message = await applyDeliveryAction(actor, tx, params.id, params.action, body);
    return { success: true as const, message, order: await salesOrder(actor, tx, params.id) };
  });

  route(app, routes.bulkValidate, async ({ ctx, tx, body }) => {
    const actor = salesActorOf(ctx);
    const results = [];
    for (const id of new Set(body.ids)) {
      try {
        // Each order in a savepoint: one refused leaves the others validated.
        const message = await tx.transaction((sp) => applyOrderAction(actor, sp as TenantTx, id, 'validate'));
        results.push({ id, ok: true, message, status: 'validated' as const });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        results.push({ id, ok: false, message: err.message, status: null });
      }
    }
    return { success: true as const, results };
  });
}
