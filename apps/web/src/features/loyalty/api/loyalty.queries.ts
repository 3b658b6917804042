import { loyaltyRoutes, pricesRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for loyalty: the programme, a client's ledger, the buyer's own. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  programme: () => ['loyalty', 'programme'] as const,
  client: (clientId: string, limit: number) => ['loyalty', 'client', clientId, limit] as const,
  mine: () => ['loyalty', 'mine'] as const,
  mineAt: (shopId: string, limit: number) => ['loyalty', 'mine', shopId, limit] as const,
  products: (search: string) => ['loyalty', 'products', search] as const,
};

export const programmeQuery = () =>
  queryOptions({
    queryKey: loyaltyKeys.programme(),
    queryFn: ({ signal }) => call(loyaltyRoutes.programme, {}, { signal }).then((a) => a.programme),
  });

export const clientLoyaltyQuery = (clientId: string, limit: number) =>
  queryOptions({
    queryKey: loyaltyKeys.client(clientId, limit),
    queryFn: ({ signal }) =>
      call(loyaltyRoutes.client, { params: { clientId }, query: { limit, offset: 0 } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const myLoyaltiesQuery = () =>
  queryOptions({
    queryKey: loyaltyKeys.mine(),
    queryFn: ({ signal }) => call(loyaltyRoutes.mine, {}, { signal }).then((a) => a.shops),
  });

export const myLoyaltyAtQuery = (shopId: string, limit = 10) =>
  queryOptions({
    queryKey: loyaltyKeys.mineAt(shopId, limit),
    queryFn: ({ signal }) =>
      // Silent: a producer without a programme answers 404, which the cart simply does not show.
      call(
        loyaltyRoutes.mineAt,
        { params: { shopId }, query: { limit, offset: 0 } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

/** The shop's formats to offer, searched by name (the price grid's rows: one per format). */
export const offerableQuery = (search: string) =>
  queryOptions({
    queryKey: loyaltyKeys.products(search),
    queryFn: ({ signal }) =>
      call(
        pricesRoutes.grid,
        { query: { search: search || undefined, limit: 20, offset: 0 } },
        { signal },
      ).then((a) => a.rows),
    placeholderData: (previous) => previous,
  });
