import { objectivesRoutes } from '@cuvee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory: the structure, a period's objectives, a year's budget, the agents' figures. */
export const objectivesKeys = {
  all: ['objectives'] as const,
  structure: () => ['objectives', 'structure'] as const,
  board: (period: string | undefined, teamId: string | undefined) =>
    ['objectives', 'board', period ?? null, teamId ?? null] as const,
  budget: (year: number | undefined) => ['objectives', 'budget', year ?? null] as const,
  agents: (period: string | undefined) => ['objectives', 'agents', period ?? null] as const,
};

export const structureQuery = () =>
  queryOptions({
    queryKey: objectivesKeys.structure(),
    queryFn: ({ signal }) => call(objectivesRoutes.structure, {}, { signal }),
  });

export const objectivesBoardQuery = (period: string | undefined, teamId: string | undefined) =>
  queryOptions({
    queryKey: objectivesKeys.board(period, teamId),
    queryFn: ({ signal }) => call(objectivesRoutes.board, { query: { period, teamId } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const budgetQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: objectivesKeys.budget(year),
    queryFn: ({ signal }) => call(objectivesRoutes.budget, { query: { year } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const agentsAnalyticsQuery = (period: string | undefined) =>
  queryOptions({
    queryKey: objectivesKeys.agents(period),
    queryFn: ({ signal }) => call(objectivesRoutes.agents, { query: { period } }, { signal }),
    placeholderData: (previous) => previous,
  });
