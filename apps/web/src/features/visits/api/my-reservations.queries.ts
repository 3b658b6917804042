import { bookingPaymentRoutes as routes } from '@cuvee/contracts/tourism.booking-payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { orNull } from '../../storefront/api/storefront.queries.ts';
import { visitsKeys } from './visits.queries.ts';

/** The buyer's bookings (issue 27), 20 a page, and a payment group's link. */
export const MY_RESERVATIONS_PAGE_SIZE = 20;

export const myReservationsQuery = (page: number) =>
  queryOptions({
    queryKey: visitsKeys.minePage(page),
    queryFn: ({ signal }) =>
      call(
        routes.mine,
        // The page from 0, as the list's URL filters count it.
        { query: { limit: MY_RESERVATIONS_PAGE_SIZE, offset: page * MY_RESERVATIONS_PAGE_SIZE } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

/** One of the buyer's bookings; null: 'Réservation introuvable' (another's, or none). */
export const myReservationQuery = (id: string) =>
  queryOptions({
    queryKey: visitsKeys.mineOne(id),
    queryFn: async ({ signal }) =>
      (await orNull(call(routes.mineOne, { params: { id } }, { signal, silent: true })))?.reservation ?? null,
    retry: false,
  });

/** A payment group's share by its link's token; null: an unknown or spent link. */
export const groupPaymentQuery = (token: string) =>
  queryOptions({
    queryKey: visitsKeys.group(token),
    queryFn: async ({ signal }) =>
      (
        await orNull(
          call(routes.publicGroup, { params: { token } }, { signal, silent: true, anonymous: true }),
        )
      )?.group ?? null,
    retry: false,
  });
