import type { PublicEvent } from '@cuvee/contracts/tourism.public';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../storefront/components/empty-state.tsx';
import { useShopEvents } from '../api/visits.queries.ts';
import { EventCard } from './event-card.tsx';
import '../visits.i18n.ts';

/** The page of an event under a shop's base path ('/domaine-demo/events/…'). */
export const eventPath = (base: string, eventId: string) => `${base}/events/${encodeURIComponent(eventId)}`;

export type TabEvents = {
  /** The tab's published events; undefined while the shop's events load. */
  events: PublicEvent[] | undefined;
  /** The shop publishes events (in any tab): an empty tab of it says 'Aucun événement'. */
  shopHasEvents: boolean;
};

/** The events a shop's tab shows: those the producer filed under it (decision 0118). */
export function useTabEvents(shopKey: string, tabId: string | null): TabEvents {
  const list = useShopEvents(shopKey || null);
  const all = list.data?.events;
  return {
    events: all === undefined ? undefined : all.filter((event) => tabId !== null && event.tabId === tabId),
    shopHasEvents: (all?.length ?? 0) > 0,
  };
}

/** The events of a tab as cards, each opening its page (issue 27). */
export function EventList({
  events,
  base,
  shopName,
}: {
  events: PublicEvent[];
  base: string;
  shopName: string;
}) {
  const { t } = useTranslation('visits');
  return (
    <ul className="cv-events" aria-label={t('listLabel', { name: shopName })} data-testid="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} to={eventPath(base, event.id)} />
        </li>
      ))}
    </ul>
  );
}

/** 'Aucun événement' (spec §8 empty states), in a tab of a shop that books visits. */
export function NoEvent() {
  const { t } = useTranslation('visits');
  return <EmptyState testId="empty-events" title={t('empty')} hint={t('emptyHint')} />;
}
