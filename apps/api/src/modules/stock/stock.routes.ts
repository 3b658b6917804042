import { stockRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { allocate, listAllocations, releaseAllocation } from './allocations.service.ts';
import { crdAccounts, listCrdMovements, listCrdStocks, recordCrd } from './crd.service.ts';
import { drmRoutesOf } from './drm.routes.ts';
import { consume, release, reserve } from './reservations.service.ts';
import { exportFileName, exportRows, journalCsv, journalXlsx } from './stock.export.ts';
import { getLine, getSettings, journal, listStock, updateSettings } from './stock.queries.ts';
import { adjust, recordMovement, setThreshold, transfer } from './stock.service.ts';
import { createWarehouse, listWarehouses, updateWarehouse } from './warehouses.service.ts';

const ok = true as const;

/**
 * The stock routes (decisions 0031–0033), each in the request's tenant transaction: the access
 * hook has checked seeAllStock or createWarehouse and the stocks module before any of this.
 */
export async function stockRoutes(app: FastifyInstance) {
  await drmRoutesOf(app);
  route(app, routes.warehouses, async ({ ctx, tx }) => ({
    success: ok,
    warehouses: await listWarehouses(ctx, tx),
  }));
  route(app, routes.createWarehouse, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createWarehouse(ctx, tx, body)),
  }));
  route(app, routes.updateWarehouse, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateWarehouse(ctx, tx, params.id, body)),
  }));

  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listStock(ctx, tx, query)),
  }));
  route(app, routes.line, async ({ ctx, tx, params }) => ({
    success: ok,
    line: await getLine(ctx, tx, params.id),
  }));
  route(app, routes.setThreshold, async ({ ctx, tx, params, body }) => ({
    success: ok,
    line: await setThreshold(ctx, tx, params.id, body.alertThreshold),
  }));

  route(app, routes.recordMovement, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await recordMovement(ctx, tx, body)),
  }));
  route(app, routes.transfer, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await transfer(ctx, tx, body)),
  }));
  route(app, routes.adjust, async ({ ctx, tx, body }) => ({ success: ok, ...(await adjust(ctx, tx, body)) }));
  route(app, routes.journal, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await journal(ctx, tx, query)),
  }));
  route(app, routes.exportJournal, async ({ ctx, tx, query, reply }) => {
    const rows = await exportRows(ctx, tx, query);
    reply.header('content-disposition', `attachment; filename="${exportFileName(query.format)}"`);
    if (query.format === 'csv') {
      reply.type('text/csv; charset=utf-8');
      return journalCsv(rows);
    }
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return (await journalXlsx(rows)) as unknown as string;
  });

  route(app, routes.reserve, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await reserve(ctx, tx, body)),
  }));
  route(app, routes.release, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await release(ctx, tx, params.key)),
  }));
  route(app, routes.consume, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await consume(ctx, tx, params.key, body)),
  }));

  route(app, routes.allocations, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listAllocations(ctx, tx, query)),
  }));
  route(app, routes.allocate, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await allocate(ctx, tx, body)),
  }));
  route(app, routes.releaseAllocation, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await releaseAllocation(ctx, tx, params.id)),
  }));

  route(app, routes.crdStocks, async ({ ctx, tx }) => ({
    success: ok,
    stocks: await listCrdStocks(ctx, tx),
  }));
  route(app, routes.crdMovements, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listCrdMovements(ctx, tx, query)),
  }));
  route(app, routes.recordCrd, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await recordCrd(ctx, tx, body)),
  }));
  route(app, routes.crdAccount, async ({ ctx, tx, query }) => ({
    success: ok,
    accounts: await crdAccounts(ctx, tx, query),
  }));

  route(app, routes.settings, async ({ ctx, tx }) => ({ success: ok, settings: await getSettings(ctx, tx) }));
  route(app, routes.updateSettings, async ({ ctx, tx, body }) => ({
    success: ok,
    settings: await updateSettings(ctx, tx, body),
  }));
}
