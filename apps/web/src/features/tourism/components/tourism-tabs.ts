import { useTranslation } from 'react-i18next';
import type { SectionTab } from '../../../components/list/index.ts';
import { useCan } from '../../../lib/use-can.ts';

/**
 * The tabs between the bookings' and the events' lists (the Wine-tourism menu leads to the events
 * and the entry of a booking; the day's bookings are one tab away), each to who may read it.
 */
export function useTourismTabs(): { label: string; items: SectionTab[] } | undefined {
  const { t } = useTranslation('tourism');
  const bookings = useCan('reservations.read');
  const events = useCan('events.read');
  if (!bookings || !events) return undefined;
  return {
    label: t('tabs'),
    items: [
      { label: t('bookings.title'), to: '/dashboard/reservations' },
      { label: t('events.title'), to: '/dashboard/reservations/events' },
    ],
  };
}
