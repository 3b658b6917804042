import { bookingPaymentRoutes as routes } from '@cuvee/contracts/tourism.booking-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { visitsKeys } from './visits.queries.ts';

/*
 * A payment group's share by card from its link (decision 0136), without an account: the card
 * form's SetupIntent, then the charge, whose answer is the group's page as it now reads. The
 * API's French refusals are shown by the page (silent: no snackbar).
 */

export const useStartGroupCard = (token: string) =>
  useMutation({
    mutationFn: () => call(routes.startCard, { params: { token } }, { anonymous: true, silent: true }),
  });

export function usePayGroupCard(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.payCard, { params: { token } }, { anonymous: true, silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(visitsKeys.group(token), answer.group),
  });
}
