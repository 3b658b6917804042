import {
  AGENT_ORDERS_PAGE,
  type AgentOrderListQuery,
  agentOrdersRoutes,
} from '@cuvee/contracts/agent-orders';
import type { OrderStatus } from '@cuvee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ordersKeys } from './orders.queries.ts';

/** The agent's list's filters as the URL keeps them (decision 0167). */
export type AgentOrderFilters = {
  kind: 'order' | 'sample';
  shopId: string;
  status: OrderStatus | '';
  q: string;
  page: number;
};

/** `GET /v1/agent/orders`: the agent's orders or samples, one page, across their producers. */
export const agentOrdersQuery = (f: AgentOrderFilters) => {
  const query: AgentOrderListQuery = {
    kind: f.kind,
    limit: AGENT_ORDERS_PAGE,
    offset: f.page * AGENT_ORDERS_PAGE,
    ...(f.shopId ? { shopId: f.shopId } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
  };
  return queryOptions({
    queryKey: ordersKeys.agentList(f),
    queryFn: ({ signal }) => call(agentOrdersRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** `GET /v1/agent/orders/:id`: one of the agent's, read only. */
export const agentOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.agentOne(id),
    queryFn: ({ signal }) => call(agentOrdersRoutes.get, { params: { id } }, { signal, silent: true }),
    select: (answer) => answer.order,
  });
