import { MEMBERSHIP_STATUSES } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/**
 * Agents who asked to join a shop with its public code (decision 0025): their membership waits
 * as pending until the shop's staff accepts or refuses it; meanwhile it grants nothing.
 */
export const MembershipStatus = z.enum(MEMBERSHIP_STATUSES);

export const AgentRequest = z.object({
  agentId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  status: MembershipStatus,
  requestedAt: z.string(),
});
export type AgentRequest = z.infer<typeof AgentRequest>;

/** An agent's own request, as their dashboard shows it while it waits (or was refused). */
export const OwnAgentRequest = z.object({
  shopId: z.string(),
  shopName: z.string(),
  status: MembershipStatus,
  requestedAt: z.string(),
});

const ShopParams = z.object({ shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }) });
const RequestParams = ShopParams.extend({ agentId: z.uuid(msg('idInvalid')) });

export const AgentRequestListResponse = z.object({
  success: z.literal(true),
  requests: z.array(AgentRequest),
});
export const AgentRequestResponse = z.object({ success: z.literal(true), request: AgentRequest });
export const AgentRequestDecisionResponse = AgentRequestResponse.extend({ message: z.string() });
export const OwnAgentRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(OwnAgentRequest),
});

const decide = (verb: 'accept' | 'refuse', summary: string) =>
  ({
    method: 'POST',
    path: `/v1/shops/:shopId/agent-requests/:agentId/${verb}`,
    access: 'agents.requests.decide',
    summary,
    tags: ['agents'],
    params: RequestParams,
    response: AgentRequestDecisionResponse,
    errors: [400, 401, 403, 404, 409],
    shop: { param: 'shopId' },
  }) as const;

export const agentsRoutes = {
  requests: defineRoute({
    method: 'GET',
    path: '/v1/shops/:shopId/agent-requests',
    access: 'agents.requests.read',
    summary:
      'The pending requests of agents to join the shop (its owner, iam with accessAgent and createAgent)',
    tags: ['agents'],
    params: ShopParams,
    response: AgentRequestListResponse,
    errors: [400, 401, 403, 404],
    shop: { param: 'shopId' },
  }),
  request: defineRoute({
    method: 'GET',
    path: '/v1/shops/:shopId/agent-requests/:agentId',
    access: 'agents.requests.read',
    summary: "One agent's request to join the shop, pending or decided",
    tags: ['agents'],
    params: RequestParams,
    response: AgentRequestResponse,
    errors: [400, 401, 403, 404],
    shop: { param: 'shopId' },
  }),
  accept: defineRoute(
    decide('accept', "Accept an agent's request: the agent becomes an active agent of the shop"),
  ),
  refuse: defineRoute(decide('refuse', "Refuse an agent's request: it grants nothing, for good")),
  mine: defineRoute({
    method: 'GET',
    path: '/v1/users/me/agent-requests',
    access: 'account.read',
    summary: "The caller's own requests still pending or refused (an agent's dashboard)",
    tags: ['agents'],
    response: OwnAgentRequestsResponse,
    errors: [401],
  }),
};
