import {
  type CollaboratorInvite,
  type CollaboratorRightsInput,
  type RolePresetInput,
  collaboratorsRoutes as routes,
} from '@cuvee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the collaborators and the presets of their rights (issue 28). */
export const collaboratorsKeys = {
  all: ['collaborators'] as const,
  list: () => ['collaborators', 'list'] as const,
  one: (id: string) => ['collaborators', 'one', id] as const,
  presets: () => ['collaborators', 'presets'] as const,
};

export const collaboratorsQuery = () =>
  queryOptions({
    queryKey: collaboratorsKeys.list(),
    queryFn: ({ signal }) => call(routes.list, {}, { signal }).then((a) => a.collaborators),
  });

export const collaboratorQuery = (id: string) =>
  queryOptions({
    queryKey: collaboratorsKeys.one(id),
    queryFn: ({ signal }) => call(routes.show, { params: { id } }, { signal }),
  });

export const presetsQuery = () =>
  queryOptions({
    queryKey: collaboratorsKeys.presets(),
    queryFn: ({ signal }) => call(routes.presets, {}, { signal }).then((a) => a.presets),
    staleTime: 60_000,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: collaboratorsKeys.all });
}

export function useInviteCollaborator() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (body: CollaboratorInvite) => call(routes.invite, { body }), onSuccess });
}

export function useChangeRights(id: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: CollaboratorRightsInput) => call(routes.rights, { params: { id }, body }),
    onSuccess,
  });
}

/** Suspends, gives back or removes a collaborator. */
export function useMemberMove(id: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (move: 'suspend' | 'reactivate' | 'remove') =>
      move === 'remove'
        ? call(routes.remove, { params: { id } })
        : call(move === 'suspend' ? routes.suspend : routes.reactivate, { params: { id } }),
    onSuccess,
  });
}

/** Creates a preset, or replaces one (`id`). */
export function useSavePreset() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RolePresetInput }) =>
      id ? call(routes.updatePreset, { params: { id }, body }) : call(routes.createPreset, { body }),
    onSuccess,
  });
}

export function useDeletePreset() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(routes.deletePreset, { params: { id } }),
    onSuccess,
  });
}
