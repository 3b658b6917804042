import { overviewRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { clientActorOf, loadClient } from '../clients/index.ts';
import { clientTurnover } from '../invoices/index.ts';
import { goToSearch, homeFigures } from './overview.service.ts';

const ok = true as const;

/** The home's figures, a client's turnover and the 'Aller à' search (issue 24). */
export async function overviewRoutes(app: FastifyInstance) {
  const bounded = { statementTimeoutMs: app.deps.config.listStatementTimeoutMs };
  route(app, routes.homeFigures, async ({ ctx, tx }) => ({
    success: ok,
    figures: await homeFigures(ctx, tx),
  }));
  route(app, routes.clientTurnover, async ({ ctx, tx, params }) => {
    // A client of another shop, or none, answers 404 as its record does.
    await loadClient(clientActorOf(ctx), tx, params.id);
    return { success: ok, turnover: await clientTurnover(tx, { ...ctx, shop: ctx.shop! }, params.id) };
  });
  route(
    app,
    routes.goTo,
    async ({ ctx, tx, query }) => ({ success: ok, ...(await goToSearch(ctx, tx, query.q)) }),
    bounded,
  );
}
