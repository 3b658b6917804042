import { promotionsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from './promotions.service.ts';

const ok = true as const;

/** The shop's promo codes (settings `promotions`): whoever may change the shop's settings. */
export async function promotionsRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listPromoCodes(ctx, tx, query)),
  }));
  route(app, routes.create, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createPromoCode(ctx, tx, body)),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updatePromoCode(ctx, tx, params.id, body)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await deletePromoCode(ctx, tx, params.id)),
  }));
}
