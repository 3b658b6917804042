import { type ShopBilling, shopsRoutes, type UpdateShopBillingBody } from '@cuvee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The shop's billing settings (issue 24): one query, one save that refreshes it. */
export const billingKeys = { all: ['shop', 'billing'] as const };

export const shopBillingQuery = () =>
  queryOptions({
    queryKey: billingKeys.all,
    queryFn: ({ signal }) => call(shopsRoutes.billing, {}, { signal }).then((a) => a.billing),
  });

export function useSaveBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopBillingBody) =>
      call(shopsRoutes.updateBilling, { body }).then((a) => a.billing),
    onSuccess: (billing: ShopBilling) => client.setQueryData(billingKeys.all, billing),
  });
}
