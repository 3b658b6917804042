import { type ObjectiveInput, type ObjectivePatch, objectivesRoutes, type TeamInput } from '@cuvee/contracts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { objectivesKeys } from './objectives.queries.ts';

/*
 * What changes the sales structure (a member moved, a team), the objectives and the budget; each
 * asks again what it moved (a move changes the teams, hence the objectives' team sums).
 */

export function useMoveMember() {
  return useRouteMutation(
    objectivesRoutes.moveMember,
    ({ memberId, reportsTo }: { memberId: string; reportsTo: string | null }) => ({
      params: { memberId },
      body: { reportsTo },
    }),
    [objectivesKeys.all],
  );
}

export function useSaveTeam() {
  return useRouteMutation(objectivesRoutes.addTeam, (body: TeamInput) => ({ body }), [objectivesKeys.all]);
}

export function useUpdateTeam() {
  return useRouteMutation(
    objectivesRoutes.updateTeam,
    ({ id, body }: { id: string; body: TeamInput }) => ({ params: { id }, body }),
    [objectivesKeys.all],
  );
}

export function useDeleteTeam() {
  return useRouteMutation(objectivesRoutes.deleteTeam, (id: string) => ({ params: { id } }), [
    objectivesKeys.all,
  ]);
}

export function useAddObjective() {
  return useRouteMutation(objectivesRoutes.add, (body: ObjectiveInput) => ({ body }), [objectivesKeys.all]);
}

export function useUpdateObjective() {
  return useRouteMutation(
    objectivesRoutes.update,
    ({ id, body }: { id: string; body: ObjectivePatch }) => ({ params: { id }, body }),
    [objectivesKeys.all],
  );
}

export function useDeleteObjective() {
  return useRouteMutation(objectivesRoutes.remove, (id: string) => ({ params: { id } }), [
    objectivesKeys.all,
  ]);
}

export function useSetBudget() {
  return useRouteMutation(
    objectivesRoutes.setBudget,
    ({ year, month, amountHtCents }: { year: number; month: number; amountHtCents: number | null }) => ({
      params: { year, month },
      body: { amountHtCents },
    }),
    [objectivesKeys.all],
  );
}
