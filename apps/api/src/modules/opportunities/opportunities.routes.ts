import { opportunitiesRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { readBoard } from './opportunities.read.ts';
import {
  createOpportunity,
  deleteOpportunity,
  moveOpportunity,
  updateOpportunity,
} from './opportunities.service.ts';

const ok = true as const;

/** The opportunities pipeline (issue 15 item 3): the board, and the cards' create, edit, drag, delete. */
export async function opportunitiesRoutes(app: FastifyInstance) {
  route(app, routes.board, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await readBoard(tx, ctx, query)),
  }));
  route(app, routes.create, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createOpportunity(tx, ctx, body)),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateOpportunity(tx, ctx, params.id, body)),
  }));
  route(app, routes.move, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await moveOpportunity(tx, ctx, params.id, body)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await deleteOpportunity(tx, ctx, params.id)),
  }));
}
