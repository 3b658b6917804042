import { ORDER_STATUSES } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * The agent's own orders and samples (issue 28, spec §2 the agent's menu; decision 0167): across
 * the producers they work for, or one of them, only those of their own clients or entered by
 * them; read only (the shop validates, ships and bills).
 */

export const AGENT_ORDER_KINDS = ['order', 'sample'] as const;
export const AGENT_ORDERS_PAGE = 25;

export const AgentOrderListQuery = z.object({
  kind: z.enum(AGENT_ORDER_KINDS, 'Type de document inconnu (commande ou échantillon)').default('order'),
  /** One producer of the agent's (all of them when absent). */
  shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }).optional(),
  status: z.enum(ORDER_STATUSES, 'Statut de commande inconnu').optional(),
  /** A reference prefix or words of the client's name. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
  offset: z.coerce.number(msg('number')).int(msg('number')).min(0).max(1_000_000).default(0),
  limit: z.coerce.number(msg('number')).int(msg('number')).min(1).max(100).default(AGENT_ORDERS_PAGE),
});
export type AgentOrderListQuery = z.input<typeof AgentOrderListQuery>;

export const AgentOrder = z.object({
  id: z.string(),
  kind: z.enum(AGENT_ORDER_KINDS),
  reference: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  shop: z.object({ id: z.string(), name: z.string() }),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  totalHtCents: z.number().int(),
  totalTtcCents: z.number().int(),
  items: z.number().int(),
});
export type AgentOrder = z.infer<typeof AgentOrder>;

export const AgentOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(AgentOrder),
  total: z.number().int(),
});
export type AgentOrderListResponse = z.infer<typeof AgentOrderListResponse>;

export const AgentOrderDetail = AgentOrder.extend({
  notes: z.string().nullable(),
  shippingCents: z.number().int(),
  tvaCents: z.number().int(),
  lines: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      quantity: z.number().int(),
      unitHtCents: z.number().int(),
      totalHtCents: z.number().int(),
      totalTtcCents: z.number().int(),
    }),
  ),
});
export type AgentOrderDetail = z.infer<typeof AgentOrderDetail>;

export const AgentOrderResponse = z.object({ success: z.literal(true), order: AgentOrderDetail });
export type AgentOrderResponse = z.infer<typeof AgentOrderResponse>;

const IdParams = z.object({ id: z.uuid({ error: "L'identifiant de la commande n'est pas valide" }) });

export const agentOrdersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/agent/orders',
    access: 'orders.agent.read',
    summary:
      "The agent's orders or samples across the producers they work for (shopId narrows to one): their clients' or entered by them",
    tags: ['orders'],
    query: AgentOrderListQuery,
    response: AgentOrderListResponse,
    errors: [400, 401, 403],
    shop: { query: 'shopId' },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/agent/orders/:id',
    access: 'orders.agent.read',
    summary: "One of the agent's orders or samples, read only (another's answers 404)",
    tags: ['orders'],
    params: IdParams,
    response: AgentOrderResponse,
    errors: [400, 401, 403, 404],
  }),
} as const;
