import { type PromoCodeInput, promotionsRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the shop's promo codes (settings `promotions`, issue 29). */
export const promotionsKeys = {
  all: ['promotions'] as const,
  lists: () => ['promotions', 'list'] as const,
  list: (page: number) => ['promotions', 'list', page] as const,
};

export const PROMO_PAGE_SIZE = 20;

export const promoCodesQuery = (page: number) =>
  queryOptions({
    queryKey: promotionsKeys.list(page),
    queryFn: ({ signal }) =>
      call(
        promotionsRoutes.list,
        { query: { limit: PROMO_PAGE_SIZE, offset: page * PROMO_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Creates a code, or replaces one (`id`); the lists are fetched again. */
export function useSavePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PromoCodeInput }) =>
      (id
        ? call(promotionsRoutes.update, { params: { id }, body })
        : call(promotionsRoutes.create, { body })
      ).then((a) => a.code),
    onSuccess: () => void client.invalidateQueries({ queryKey: promotionsKeys.lists() }),
  });
}

export function useDeletePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(promotionsRoutes.remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: promotionsKeys.lists() }),
  });
}
