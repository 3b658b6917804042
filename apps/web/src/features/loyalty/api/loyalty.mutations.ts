import { type LoyaltyAdjustmentInput, type LoyaltyProgrammeInput, loyaltyRoutes } from '@cuvee/contracts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { loyaltyKeys } from './loyalty.queries.ts';

/* What changes loyalty: the programme saved, a client's points adjusted by hand. */

export function useSaveProgramme() {
  return useRouteMutation(loyaltyRoutes.save, (body: LoyaltyProgrammeInput) => ({ body }), [loyaltyKeys.all]);
}

export function useAdjustPoints() {
  return useRouteMutation(
    loyaltyRoutes.adjust,
    ({ clientId, body }: { clientId: string; body: LoyaltyAdjustmentInput }) => ({
      params: { clientId },
      body,
    }),
    [loyaltyKeys.all],
  );
}
