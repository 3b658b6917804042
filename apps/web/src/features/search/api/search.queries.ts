import { overviewRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** 'Aller à' on the server (spec §2): the orders and clients the user may read matching `q`. */
export const goToSearchQuery = (q: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['search', 'go-to', q] as const,
    queryFn: ({ signal }) => call(overviewRoutes.goTo, { query: { q } }, { signal }),
    enabled: enabled && q.length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
