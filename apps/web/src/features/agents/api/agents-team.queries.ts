import {
  type AgentDirectoryQuery,
  type AgentInvite,
  type AgentInviteFound,
  type AgentProfileInput,
  type AgentSectorInput,
  agentsTeamRoutes as routes,
  type TeamAgentListQuery,
} from '@cuvee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { reloadUser } from '../../../lib/session.ts';
import { agentsKeys } from './agents.queries.ts';

export const AGENTS_PAGE_SIZE = 25;
export const DIRECTORY_PAGE_SIZE = 20;

export const teamAgentsQuery = (q: TeamAgentListQuery) =>
  queryOptions({
    queryKey: agentsKeys.teamList(q),
    queryFn: ({ signal }) => call(routes.list, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const agentPageQuery = (id: string) =>
  queryOptions({
    queryKey: agentsKeys.teamOne(id),
    queryFn: ({ signal }) => call(routes.show, { params: { id } }, { signal }),
  });

export const directoryQuery = (q: AgentDirectoryQuery) =>
  queryOptions({
    queryKey: agentsKeys.directory(q),
    queryFn: ({ signal }) => call(routes.directory, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const agentProfileQuery = () =>
  queryOptions({
    queryKey: agentsKeys.profile(),
    queryFn: ({ signal }) => call(routes.profile, {}, { signal }).then((a) => a.profile),
  });

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: agentsKeys.all });
}

export function useInviteAgent() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (body: AgentInvite) => call(routes.invite, { body }), onSuccess });
}

export function useInviteFoundAgent() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: AgentInviteFound) => call(routes.inviteFound, { body }),
    onSuccess,
  });
}

export function useSaveSector(id: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: AgentSectorInput) => call(routes.sector, { params: { id }, body }),
    onSuccess,
  });
}

/** Suspends, gives back or removes an agent. */
export function useAgentMove(id: string) {
  const onSuccess = useRefresh();
  return useMutation<{ success: true; message?: string }, Error, 'suspend' | 'reactivate' | 'remove'>({
    mutationFn: (move) =>
      move === 'remove'
        ? call(routes.remove, { params: { id } })
        : call(move === 'suspend' ? routes.suspend : routes.reactivate, { params: { id } }),
    onSuccess,
  });
}

export function useSaveAgentProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentProfileInput) => call(routes.saveProfile, { body }).then((a) => a.profile),
    onSuccess: (profile) => client.setQueryData(agentsKeys.profile(), profile),
  });
}

/** The agent's answer to a shop's invitation; the API's message is the snackbar. */
export function useAnswerInvitation(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      call(answer === 'accept' ? routes.acceptInvitation : routes.declineInvitation, { params: { shopId } }),
    // Accepted: the shop is now among the agent's (their catalogue, their producers).
    onSuccess: (_, answer) => (answer === 'accept' ? reloadUser() : undefined),
    onSettled: () => void client.invalidateQueries({ queryKey: agentsKeys.mine() }),
  });
}
