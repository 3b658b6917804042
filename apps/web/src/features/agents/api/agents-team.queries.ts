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

/** The shop's agents (issue 28 part 2), under the agents feature's keys. */
export const teamKeys = {
  all: [...agentsKeys.all, 'team'] as const,
  list: (q: TeamAgentListQuery) => [...agentsKeys.all, 'team', 'list', q] as const,
  one: (id: string) => [...agentsKeys.all, 'team', 'one', id] as const,
  directory: (q: AgentDirectoryQuery) => [...agentsKeys.all, 'team', 'directory', q] as const,
  profile: () => [...agentsKeys.all, 'profile'] as const,
};

export const AGENTS_PAGE_SIZE = 25;
export const DIRECTORY_PAGE_SIZE = 20;

export const teamAgentsQuery = (q: TeamAgentListQuery) =>
  queryOptions({
    queryKey: teamKeys.list(q),
    queryFn: ({ signal }) => call(routes.list, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const agentPageQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.one(id),
    queryFn: ({ signal }) => call(routes.show, { params: { id } }, { signal }),
  });

export const directoryQuery = (q: AgentDirectoryQuery) =>
  queryOptions({
    queryKey: teamKeys.directory(q),
    queryFn: ({ signal }) => call(routes.directory, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const agentProfileQuery = () =>
  queryOptions({
    queryKey: teamKeys.profile(),
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
    onSuccess: (profile) => client.setQueryData(teamKeys.profile(), profile),
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
