import { pricesRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { readPriceGrid, updatePriceGrid } from './price-grid.service.ts';

/** /dashboard/prices: every format's price per client typology, read and changed in bulk. */
export async function priceGridRoutes(app: FastifyInstance) {
  route(app, routes.grid, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await readPriceGrid(ctx, tx, query)),
  }));

  route(app, routes.updateGrid, async ({ ctx, tx, body }) => ({
    success: true as const,
    updated: await updatePriceGrid(ctx, tx, body.changes),
    message: 'La grille tarifaire a été enregistrée',
  }));
}
