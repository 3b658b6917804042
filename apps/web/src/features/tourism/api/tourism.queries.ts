import {
  type BookingListQuery,
  type CalendarQuery,
  type EventListQuery,
  stockRoutes,
  tourismRoutes,
} from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for wine tourism: events, their slots, bookings, the calendar. */
export const tourismKeys = {
  all: ['tourism'] as const,
  events: () => ['tourism', 'events'] as const,
  eventList: (q: EventListQuery) => ['tourism', 'events', 'list', q] as const,
  event: (id: string) => ['tourism', 'events', 'detail', id] as const,
  slots: (id: string, from?: string, to?: string) => ['tourism', 'slots', id, from, to] as const,
  bookings: () => ['tourism', 'bookings'] as const,
  bookingList: (q: BookingListQuery) => ['tourism', 'bookings', 'list', q] as const,
  booking: (id: string) => ['tourism', 'bookings', 'detail', id] as const,
  bookingMails: (id: string) => ['tourism', 'bookings', 'detail', id, 'mails'] as const,
  calendar: (q: CalendarQuery) => ['tourism', 'calendar', q] as const,
  stockLines: () => ['tourism', 'stock-lines'] as const,
};

/** The shop's stock lines an extra may draw on (the first 200; decision 0131). */
export const extraStockLinesQuery = () =>
  queryOptions({
    queryKey: tourismKeys.stockLines(),
    queryFn: ({ signal }) =>
      call(stockRoutes.list, { query: { limit: 200 } }, { signal }).then((a) => a.lines),
    staleTime: 60_000,
  });

export const eventsQuery = (q: EventListQuery) =>
  queryOptions({
    queryKey: tourismKeys.eventList(q),
    queryFn: ({ signal }) => call(tourismRoutes.events, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: tourismKeys.event(id),
    queryFn: ({ signal }) => call(tourismRoutes.event, { params: { id } }, { signal }).then((a) => a.event),
  });

/** An event's slots with their places left, from `from` (now by default) to `to`. */
export const slotsQuery = (id: string, range: { from?: string; to?: string; limit?: number } = {}) =>
  queryOptions({
    queryKey: [...tourismKeys.slots(id, range.from, range.to), range.limit] as const,
    queryFn: ({ signal }) =>
      call(
        tourismRoutes.eventSlots,
        { params: { id }, query: { from: range.from, to: range.to, limit: range.limit ?? 50 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const bookingsQuery = (q: BookingListQuery) =>
  queryOptions({
    queryKey: tourismKeys.bookingList(q),
    queryFn: ({ signal }) => call(tourismRoutes.bookings, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: tourismKeys.booking(id),
    queryFn: ({ signal }) =>
      call(tourismRoutes.booking, { params: { id } }, { signal }).then((a) => a.booking),
  });

/** The mails sent for a booking (confirmation, reminder), through the mail module (decision 0133). */
export const bookingMailsQuery = (id: string) =>
  queryOptions({
    queryKey: tourismKeys.bookingMails(id),
    queryFn: ({ signal }) =>
      call(tourismRoutes.bookingMails, { params: { id } }, { signal }).then((a) => a.mails),
  });

/** The slots and bookings of the calendar's visible range. */
export const calendarQuery = (q: CalendarQuery) =>
  queryOptions({
    queryKey: tourismKeys.calendar(q),
    queryFn: ({ signal }) => call(tourismRoutes.calendar, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });
