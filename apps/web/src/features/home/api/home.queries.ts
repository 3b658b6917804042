import { overviewRoutes } from '@cuvee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The owner's home: the figures of the month, each answered only with its list's right. */
export const homeKeys = {
  figures: ['home', 'figures'] as const,
};

export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: homeKeys.figures,
    queryFn: ({ signal }) => call(overviewRoutes.homeFigures, {}, { signal }).then((a) => a.figures),
    staleTime: 60_000,
  });
