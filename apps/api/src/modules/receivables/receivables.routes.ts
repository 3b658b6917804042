import { receivablesRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { queueMail } from '../mail/index.ts';
import {
  createExport,
  exportFile,
  exportView,
  loadExport,
  runSalesExport,
  salesExportQueue,
} from './receivables.exports.ts';
import { creditsLeft, listPayments, outstandings, paymentsOfOrder, unpaids } from './receivables.lists.ts';
import { recordPayment, reversePayment } from './receivables.payments.ts';
import { sendReminders } from './receivables.reminders.ts';

const ok = true as const;

/** Payments received, outstandings, unpaids, reminders, credit notes to use, sales exports. */
export async function receivablesRoutes(app: FastifyInstance) {
  const { jobs, db, config } = app.deps;
  jobs.register(salesExportQueue, (data, attempt) => runSalesExport(db, config.dataDir, data, attempt));
  // The queue starts before the export route's transaction opens (see Jobs.send, PGlite); a
  // request refused by its access or its body never reaches this hook's start.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.contract === routes.startExport && request.ctx.shop) await jobs.start();
  });

  route(app, routes.record, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await recordPayment(ctx, tx, body)),
  }));
  route(app, routes.reverse, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await reversePayment(ctx, tx, params.id, body?.reason)),
  }));
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listPayments(ctx, tx, query)),
  }));
  route(app, routes.outstandings, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await outstandings(ctx, tx, query)),
  }));
  route(app, routes.unpaids, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await unpaids(ctx, tx, query)),
  }));
  route(app, routes.credits, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await creditsLeft(ctx, tx, query)),
  }));
  route(app, routes.ofOrder, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await paymentsOfOrder(ctx, tx, query.orderId)),
  }));
  route(
    app,
    routes.remind,
    async ({ ctx, tx, body }) => {
      const { mails, result } = await sendReminders(ctx, tx, body.invoiceIds);
      // Each mail's job in the counters' transaction (decision 0054): sent once it commits.
      for (const mail of mails) await queueMail(jobs, tx, mail);
      return { success: ok, ...result };
    },
    { jobs: true },
  );
  route(app, routes.startExport, async ({ ctx, tx, body }) => {
    const row = await createExport(ctx, tx, body);
    const job = { exportId: row.id, shopId: row.shopId, userId: ctx.user.id };
    await jobs.send(salesExportQueue, job, { tx, key: row.id });
    return { success: ok, message: "L'export est en préparation", export: exportView(row) };
  });
  route(app, routes.getExport, async ({ ctx, tx, params }) => ({
    success: ok,
    export: exportView(await loadExport(ctx, tx, params.id)),
  }));
  route(app, routes.exportFile, async ({ ctx, tx, params, reply }) => {
    const row = await loadExport(ctx, tx, params.id);
    const bytes = await exportFile(config.dataDir, row);
    reply.header('content-disposition', `attachment; filename="${exportView(row).fileName}"`);
    reply.type(
      row.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return bytes as unknown as string;
  });
}
