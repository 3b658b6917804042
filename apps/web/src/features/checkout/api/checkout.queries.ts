import { deliveryRoutes } from '@cuvee/contracts/delivery';
import { legalRoutes } from '@cuvee/contracts/legal';
import { ordersRoutes, type PlaceOrdersBody } from '@cuvee/contracts/orders';
import type { CheckoutPaymentType, OrderSummary } from '@cuvee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The checkout's calls (decision 0040): delivery options and payment types per seller, placing. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  delivery: (sellerId: string, country: string, zipcode: string, summary: OrderSummary) =>
    ['checkout', 'delivery', sellerId, country, zipcode, summary] as const,
  payments: (sellerId: string) => ['checkout', 'payments', sellerId] as const,
  terms: ['checkout', 'terms'] as const,
  sellerTerms: (sellerId: string) => ['checkout', 'terms', sellerId] as const,
};

/**
 * `GET /v1/shops/:id/legal-documents/cgv`: the seller's terms of sale in force (issue 24), which
 * the buyer opens and accepts; asked again only after a refused placement (they may have changed).
 */
export const sellerTermsQuery = (sellerId: string) =>
  queryOptions({
    queryKey: checkoutKeys.sellerTerms(sellerId),
    queryFn: ({ signal }) =>
      call(legalRoutes.public, { params: { id: sellerId, kind: 'cgv' } }, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** `POST /v1/shops/:id/delivery-options`: the seller's modes that serve the address and fit the order. */
export const deliveryOptionsQuery = (
  sellerId: string,
  country: string,
  zipcode: string,
  summary: OrderSummary,
) =>
  queryOptions({
    queryKey: checkoutKeys.delivery(sellerId, country, zipcode, summary),
    queryFn: ({ signal }) =>
      call(
        deliveryRoutes.options,
        { params: { id: sellerId }, body: { address: { country, zipcode }, summary } },
        { signal, silent: true },
      ),
    enabled: country.length === 2 && zipcode.trim().length >= 4,
    staleTime: 60_000,
  });

/** `GET /v1/shops/:id/payment-types`. */
export const paymentTypesQuery = (sellerId: string) =>
  queryOptions({
    queryKey: checkoutKeys.payments(sellerId),
    queryFn: ({ signal }): Promise<{ paymentTypes: CheckoutPaymentType[] }> =>
      call(ordersRoutes.paymentTypes, { params: { id: sellerId } }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

/** `POST /v1/orders`: the buyer's orders are then new; their list is asked again. */
export function usePlaceOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrdersBody) => call(ordersRoutes.place, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['orders'] }),
    // A seller may have published new terms meanwhile: the boxes show (and ask for) the new ones.
    onError: () => void client.invalidateQueries({ queryKey: checkoutKeys.terms }),
  });
}

/** `POST /v1/orders/mine/:id/card-saved` once the browser confirmed the card's imprint. */
export function useCardSaved() {
  return useMutation({
    mutationFn: (orderId: string) => call(ordersRoutes.cardSaved, { params: { id: orderId } }),
  });
}
