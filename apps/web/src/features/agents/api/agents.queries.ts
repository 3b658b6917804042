import type { AgentDirectoryQuery, TeamAgentListQuery } from '@cuvee/contracts';
import { agentsRoutes } from '@cuvee/contracts/agents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the agents' requests (decision 0025) and the shop's agents (issue 28). */
export const agentsKeys = {
  all: ['agents'] as const,
  requests: () => ['agents', 'requests'] as const,
  request: (shopId: string, agentId: string) => ['agents', 'requests', shopId, agentId] as const,
  mine: () => ['agents', 'mine'] as const,
  // The shop's agents (issue 28 part 2): agents-team.queries.ts.
  team: () => ['agents', 'team'] as const,
  teamList: (q: TeamAgentListQuery) => ['agents', 'team', 'list', q] as const,
  teamOne: (id: string) => ['agents', 'team', 'one', id] as const,
  directory: (q: AgentDirectoryQuery) => ['agents', 'team', 'directory', q] as const,
  profile: () => ['agents', 'profile'] as const,
};

/** One agent's request to a shop, pending or decided (its staff only). */
export const agentRequestQuery = (shopId: string, agentId: string) =>
  queryOptions({
    queryKey: agentsKeys.request(shopId, agentId),
    queryFn: ({ signal }) =>
      call(agentsRoutes.request, { params: { shopId, agentId } }, { signal, silent: true }).then(
        (answer) => answer.request,
      ),
  });

/** The signed-in agent's own requests still pending or refused. */
export const ownAgentRequestsQuery = () =>
  queryOptions({
    queryKey: agentsKeys.mine(),
    queryFn: ({ signal }) => call(agentsRoutes.mine, {}, { signal, silent: true }).then((a) => a.requests),
  });

/** Accepts or refuses; the API's message ('La demande a été acceptée') is the snackbar. */
export function useDecideAgentRequest(shopId: string, agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'refuse') =>
      call(decision === 'accept' ? agentsRoutes.accept : agentsRoutes.refuse, {
        params: { shopId, agentId },
      }).then((answer) => answer.request),
    onSuccess: (request) => {
      client.setQueryData(agentsKeys.request(shopId, agentId), request);
      // The shop's agents list shows the request among its agents (issue 28 part 2).
      void client.invalidateQueries({ queryKey: agentsKeys.team() });
    },
    // Decided meanwhile by someone else (409): show what stands now.
    onError: () => client.invalidateQueries({ queryKey: agentsKeys.requests() }),
  });
}
