import { commissionsRoutes } from '@cuvee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the commissions: the board, an agent's rules and statement, the agent's own. */
export const commissionsKeys = {
  all: ['commissions'] as const,
  board: (quarter: string | undefined) => ['commissions', 'board', quarter ?? null] as const,
  rules: (agentId: string) => ['commissions', 'rules', agentId] as const,
  statement: (agentId: string, quarter: string) => ['commissions', 'statement', agentId, quarter] as const,
  mine: () => ['commissions', 'mine'] as const,
};

export const boardQuery = (quarter: string | undefined) =>
  queryOptions({
    queryKey: commissionsKeys.board(quarter),
    queryFn: ({ signal }) => call(commissionsRoutes.board, { query: { quarter } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const rulesQuery = (agentId: string) =>
  queryOptions({
    queryKey: commissionsKeys.rules(agentId),
    queryFn: ({ signal }) => call(commissionsRoutes.rules, { params: { agentId } }, { signal }),
  });

export const statementQuery = (agentId: string, quarter: string) =>
  queryOptions({
    queryKey: commissionsKeys.statement(agentId, quarter),
    queryFn: ({ signal }) =>
      call(commissionsRoutes.preview, { params: { agentId }, query: { quarter } }, { signal }).then(
        (a) => a.statement,
      ),
  });

export const myStatementsQuery = () =>
  queryOptions({
    queryKey: commissionsKeys.mine(),
    queryFn: ({ signal }) => call(commissionsRoutes.mine, {}, { signal }).then((a) => a.statements),
  });
