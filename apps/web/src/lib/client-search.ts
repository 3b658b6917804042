import { clientsRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from './api-call.ts';

/**
 * The clients a picker offers for a search (the shared client picker of order entry, tasks and
 * opportunities): the first 20 the caller may see, under the clients' key so that a change of
 * the clients refreshes it.
 */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['clients', 'picker', q] as const,
    queryFn: ({ signal }) =>
      call(clientsRoutes.list, { query: { q: q || undefined, limit: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  });
