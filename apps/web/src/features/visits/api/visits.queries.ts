import { type PublicEvent, tourismPublicRoutes as routes, type Slot } from '@cuvee/contracts/tourism.public';
import {
  publicEventsUrl,
  publicEventUrl,
  publicSlotsUrl,
  SHOP_EVENTS_SHOWN,
} from '@cuvee/domain/catalogue/storefront-view';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { loaded, orNull, preloaded } from '../../storefront/api/storefront.queries.ts';
import { isEventId } from '../logic/visits.logic.ts';

/*
 * The storefront's wine tourism (issue 27): a shop's published events, one event and its open
 * slots, from the public routes (anonymous: the same for every viewer). Each starts from the
 * answer the server rendered the page with (lib/preload.ts), under the URL its loader used.
 */

export const visitsKeys = {
  all: ['visits'] as const,
  events: (shop: string) => ['visits', 'events', shop] as const,
  event: (shop: string, event: string) => ['visits', 'event', shop, event] as const,
  slots: (shop: string, event: string, from: string | null) =>
    ['visits', 'slots', shop, event, from] as const,
  /** The buyer's own bookings (api/my-reservations.queries.ts) and a payment group's link. */
  mine: ['visits', 'mine'] as const,
  minePage: (page: number) => ['visits', 'mine', 'page', page] as const,
  mineOne: (id: string) => ['visits', 'mine', 'one', id] as const,
  group: (token: string) => ['visits', 'group', token] as const,
};

type EventList = { total: number; events: PublicEvent[] };

/** The shop's published events (its tabs show theirs); a shop unknown answers null. */
export const shopEventsQuery = (shop: string) =>
  queryOptions({
    queryKey: visitsKeys.events(shop),
    queryFn: async ({ signal }): Promise<EventList | null> => {
      const answer = await orNull(
        call(
          routes.publicEvents,
          { params: { shopId: shop }, query: { limit: SHOP_EVENTS_SHOWN } },
          { silent: true, anonymous: true, signal },
        ),
      );
      return answer && { total: answer.total, events: answer.events };
    },
    initialData: preloaded(publicEventsUrl(shop), (answer: EventList | null) =>
      answer ? { total: answer.total, events: answer.events } : null,
    ),
    retry: false,
    staleTime: 60_000,
  });

export function useShopEvents(shop: string | null) {
  return loaded(useQuery({ ...shopEventsQuery(shop ?? ''), enabled: Boolean(shop) }));
}

/** One published event; null: 'Événement introuvable'. */
export const publicEventQuery = (shop: string, event: string) =>
  queryOptions({
    queryKey: visitsKeys.event(shop, event),
    queryFn: async ({ signal }) => {
      // An id that is not one names no event (the route would answer 400).
      if (!isEventId(event)) return null;
      const answer = await orNull(
        call(
          routes.publicEvent,
          { params: { shopId: shop, eventId: event } },
          { silent: true, anonymous: true, signal },
        ),
      );
      return answer?.event ?? null;
    },
    initialData: preloaded(
      publicEventUrl(shop, event),
      (answer: { event: PublicEvent } | null) => answer?.event ?? null,
    ),
    retry: false,
  });

export function usePublicEvent(shop: string, event: string) {
  return loaded(useQuery({ ...publicEventQuery(shop, event), enabled: Boolean(shop && event) }));
}

export type SlotPage = { total: number; slots: Slot[] };

/**
 * A page of the event's open slots from an instant (null: from now, the page the server
 * rendered); places left change as others book, so it is asked again after a minute.
 */
export const publicSlotsQuery = (shop: string, event: string, from: string | null) =>
  queryOptions({
    queryKey: visitsKeys.slots(shop, event, from),
    queryFn: async ({ signal }): Promise<SlotPage | null> => {
      const answer = await orNull(
        call(
          routes.publicSlots,
          { params: { shopId: shop, eventId: event }, query: from ? { from } : {} },
          { silent: true, anonymous: true, signal },
        ),
      );
      return answer && { total: answer.total, slots: answer.slots };
    },
    initialData: from
      ? undefined
      : preloaded(publicSlotsUrl(shop, event), (answer: SlotPage | null) =>
          answer ? { total: answer.total, slots: answer.slots } : null,
        ),
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function usePublicSlots(shop: string, event: string, from: string | null) {
  const query = useQuery({ ...publicSlotsQuery(shop, event, from), enabled: Boolean(shop && event) });
  return { ...loaded(query), isPlaceholderData: query.isPlaceholderData, isFetching: query.isFetching };
}
