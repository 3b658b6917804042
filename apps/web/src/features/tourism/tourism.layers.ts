import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { calendarQuery } from './api/tourism.queries.ts';
import './tourism.i18n.ts';

const COLOURS = { open: '#2e7d32', full: '#c62828', closed: '#757575', booking: '#6d4c7d' } as const;
const RANGE_DAYS_MAX = 62;

/**
 * The calendar's wine-tourism layer for its visible range: each slot with its fill (taken /
 * capacity; full in red, closed faded) leading to its event, and each booking holding places in it
 * leading to the booking. Asked only of who may read the bookings, and never over more than the
 * API's 62 days (a month view asks 6 weeks).
 */
export function useTourismCalendarLayer(range: { from: string; to: string } | null) {
  const { t } = useTranslation('tourism');
  const allowed = useCan('reservations.read');
  const span = range ? (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 : 0;
  const query = useQuery({
    ...calendarQuery({ from: range?.from ?? '', to: range?.to ?? '' }),
    enabled: allowed && range !== null && span <= RANGE_DAYS_MAX,
  });
  // The calendar's items (features/calendar/calendar.layers.tsx: the area hands them over).
  const items: {
    id: string;
    title: string;
    start: string;
    end: string;
    colour: string;
    href: string;
    faded: boolean;
  }[] = [];
  for (const slot of query.data?.slots ?? []) {
    const full = slot.taken >= slot.capacity;
    items.push({
      id: `slot:${slot.id}`,
      title: t('calendar.slot', { title: slot.eventTitle, taken: slot.taken, capacity: slot.capacity }),
      start: slot.startsAt,
      end: slot.endsAt,
      colour: slot.status === 'closed' ? COLOURS.closed : full ? COLOURS.full : COLOURS.open,
      href: `/dashboard/reservations/events/${slot.eventId}`,
      faded: slot.status === 'closed',
    });
    for (const booking of slot.bookings)
      items.push({
        id: `booking:${booking.id}`,
        title: t('calendar.booking', {
          persons: booking.countingPersons,
          name: booking.name,
          title: slot.eventTitle,
        }),
        start: slot.startsAt,
        end: slot.endsAt,
        colour: COLOURS.booking,
        href: `/dashboard/reservations/${booking.id}`,
        faded: booking.status === 'pending',
      });
  }
  return {
    items,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
