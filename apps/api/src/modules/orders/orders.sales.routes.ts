import { orderEntryRoutes, salesOrdersRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import type { TenantTx } from '../../db/tenant.ts';
import { sendQuote } from '../../flows/quote-send.flow.ts';
import { orderChargeQueue, runOrderCharge, validateOrder } from '../../flows/validate-and-charge.flow.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { clientActorOf } from '../clients/index.ts';
import { createSalesOrder } from './orders.create.ts';
import { applyDeliveryAction } from './orders.delivery.ts';
import { salesOrder } from './orders.detail.ts';
import { editSalesOrder } from './orders.edit.ts';
import { previewEntry } from './orders.entry-preview.ts';
import { applyOrderAction } from './orders.lifecycle.ts';
import { listSalesOrders, salesActorOf } from './orders.list.ts';
import { entryProducts } from './orders.picker.ts';

// The sales back office's order routes (issue 16, decision 0046): thin handlers over the
// list, the detail and the lifecycle's moves, in the request's tenant transaction.
export function salesOrderRoutes(app: FastifyInstance) {
  const { payments, jobs, config, db } = app.deps;
  // The buyer's mails of the moves (issue 24).
  const out = { jobs, publicUrl: config.publicUrl };
  // A card order's charge, after its validation's transaction (issue 25, decision 0069).
  jobs.register(orderChargeQueue, (data) => runOrderCharge({ db, payments, ...out }, data));
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await listSalesOrders(salesActorOf(ctx), tx, query)),
  }));

  route(app, routes.one, async ({ ctx, tx, params }) => ({
    success: true as const,
    order: await salesOrder(salesActorOf(ctx), tx, params.id),
  }));

  route(app, orderEntryRoutes.products, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await entryProducts(salesActorOf(ctx), clientActorOf(ctx), tx, query)),
  }));

  route(app, routes.create, async ({ ctx, tx, body }) => {
    const actor = salesActorOf(ctx);
    const id = await createSalesOrder(actor, clientActorOf(ctx), tx, body);
    return { success: true as const, order: await salesOrder(actor, tx, id) };
  });

  route(app, routes.price, async ({ ctx, tx, body }) =>
    previewEntry(salesActorOf(ctx), clientActorOf(ctx), tx, body),
  );

  route(app, routes.edit, async ({ ctx, tx, params, body }) => {
    const actor = salesActorOf(ctx);
    await editSalesOrder(actor, clientActorOf(ctx), tx, params.id, body);
    return {
      success: true as const,
      message: 'Les modifications ont été enregistrées',
      order: await salesOrder(actor, tx, params.id),
    };
  });

  route(
    app,
    routes.action,
    async ({ ctx, tx, params, body }) => {
      const actor = salesActorOf(ctx);
      // Sending a quote mails it (issue 24): the same as 'Envoyer', to the client's address.
      if (params.action === 'send') {
        const message = await sendQuote({ jobs, publicUrl: config.publicUrl }, tx, ctx, params.id, {});
        return { success: true as const, message, order: await salesOrder(actor, tx, params.id) };
      }
      const message =
        params.action === 'validate'
          ? await validateOrder(out, actor, tx, params.id)
          : await applyOrderAction(actor, tx, params.id, params.action, out, {
              reason: body?.reason ?? null,
              kind: body?.kind,
            });
      return { success: true as const, message, order: await salesOrder(actor, tx, params.id) };
    },
    { jobs: true },
  );

  // Shipping mails the buyer (a job in the move's transaction, issue 24): the queue starts first.
  route(
    app,
    routes.delivery,
    async ({ ctx, tx, params, body }) => {
      const actor = salesActorOf(ctx);
      const message = await applyDeliveryAction(actor, tx, params.id, params.action, body, out);
      return { success: true as const, message, order: await salesOrder(actor, tx, params.id) };
    },
    { jobs: true },
  );

  route(
    app,
    routes.bulkValidate,
    async ({ ctx, tx, body }) => {
      const actor = salesActorOf(ctx);
      const results = [];
      for (const id of new Set(body.ids)) {
        try {
          // Each order in a savepoint: one refused leaves the others validated.
          const message = await tx.transaction((sp) => validateOrder(out, actor, sp as TenantTx, id));
          const { status } = await salesOrder(actor, tx, id);
          results.push({ id, ok: true, message, status });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          results.push({ id, ok: false, message: err.message, status: null });
        }
      }
      return { success: true as const, results };
    },
    { jobs: true },
  );
}
