import type { RouteContract, RouteInput, RouteResponse } from '@cuvee/contracts/http/route';
import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-call.ts';

/**
 * A write to the API as a feature declares it in its `api/` folder (decision 0071): the route
 * called with what `inputOf` makes of the mutation's argument; once it succeeds, what it moved is
 * asked again — each query under the keys of `moves`, or every query (`'all'`) when the write
 * moves screens beyond the feature. The API's French message (answer or refusal) is the caller's.
 */
export function useRouteMutation<R extends RouteContract, I>(
  route: R,
  inputOf: (input: I) => RouteInput<R>,
  moves: readonly QueryKey[] | 'all',
): UseMutationResult<RouteResponse<R>, Error, I> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(route, inputOf(input)),
    onSuccess: () => {
      if (moves === 'all') void client.invalidateQueries();
      else for (const queryKey of moves) void client.invalidateQueries({ queryKey });
    },
  });
}
