import { agentsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  decideRequest,
  getAgentRequest,
  listAgentRequests,
  ownAgentRequests,
} from './agent-requests.service.ts';

/** Agents' requests to join a shop: its staff lists and decides them; an agent reads their own. */
export async function agentRequestsRoutes(app: FastifyInstance) {
  route(app, routes.requests, async ({ ctx, tx }) => ({
    success: true as const,
    requests: await listAgentRequests(ctx, tx),
  }));
  route(app, routes.request, async ({ ctx, tx, params }) => ({
    success: true as const,
    request: await getAgentRequest(ctx, tx, params.agentId),
  }));
  route(app, routes.accept, async ({ ctx, tx, params }) => ({
    success: true as const,
    request: await decideRequest(ctx, tx, params.agentId, 'accept'),
    message: 'La demande a été acceptée',
  }));
  route(app, routes.refuse, async ({ ctx, tx, params }) => ({
    success: true as const,
    request: await decideRequest(ctx, tx, params.agentId, 'refuse'),
    message: 'La demande a été refusée',
  }));
  // The caller's own rows, read by their id on the system handle (as notifications, decision 0015).
  route(app, routes.mine, async ({ ctx, db }) => ({
    success: true as const,
    requests: await ownAgentRequests(db, ctx.user.id),
  }));
}
