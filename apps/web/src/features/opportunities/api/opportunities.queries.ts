import {
  clientsRoutes,
  type OpportunityBoardResponse,
  type OpportunityInput,
  type OpportunityMoveBody,
  opportunitiesRoutes,
} from '@cuvee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type Board, moveCard } from '../logic/board-move.ts';

/** What the board asks (its filters), not an answer. */
export type BoardFilters = { q?: string; ownerId?: string };

/** One query-key factory for the pipeline. */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  boards: () => ['opportunities', 'board'] as const,
  board: (filters: BoardFilters) => ['opportunities', 'board', filters] as const,
  clients: (q: string) => ['opportunities', 'client-picker', q] as const,
};

export const boardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: opportunityKeys.board(filters),
    queryFn: ({ signal }) =>
      call(
        opportunitiesRoutes.board,
        { query: { q: filters.q || undefined, ownerId: filters.ownerId } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export type PickerClient = { id: string; name: string; city: string | null };

/** Clients and prospects the caller sees, by name, company, e-mail or city (the clients API). */
export const clientPickerQuery = (q: string) =>
  queryOptions({
    queryKey: opportunityKeys.clients(q),
    queryFn: ({ signal }): Promise<PickerClient[]> =>
      call(clientsRoutes.list, { query: { q: q || undefined, limit: 20 } }, { signal }).then((a) =>
        a.clients.map((c) => ({ id: c.id, name: c.displayName, city: c.city })),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Creates an opportunity, or replaces one (`id`); the boards are fetched again. */
export function useSaveOpportunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OpportunityInput }) =>
      id
        ? call(opportunitiesRoutes.update, { params: { id }, body })
        : call(opportunitiesRoutes.create, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: opportunityKeys.boards() }),
  });
}

export function useDeleteOpportunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(opportunitiesRoutes.remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: opportunityKeys.boards() }),
  });
}

/**
 * A drag: the board shows the card where it was dropped at once, goes back to what it was if
 * the API refuses, and is fetched again either way (totals of cards it does not hold).
 */
export function useMoveOpportunity(filters: BoardFilters, onError: () => void) {
  const client = useQueryClient();
  const key = opportunityKeys.board(filters);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OpportunityMoveBody }) =>
      call(opportunitiesRoutes.move, { params: { id }, body }),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: opportunityKeys.boards() });
      const before = client.getQueryData<OpportunityBoardResponse>(key);
      if (before) {
        client.setQueryData<OpportunityBoardResponse>(key, {
          ...before,
          ...moveCard(before as Board, id, body.stage, body.position),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      onError();
    },
    onSettled: () => void client.invalidateQueries({ queryKey: opportunityKeys.boards() }),
  });
}
