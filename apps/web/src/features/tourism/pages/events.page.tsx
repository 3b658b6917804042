import type { TourismEvent } from '@cuvee/contracts';
import { EVENT_KINDS, EVENT_STATUSES, type EventKind, type EventStatus, formatEuros } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { type Column, ListPage, NoMatch } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { LIST_PAGE_SIZE, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { eventsQuery } from '../api/tourism.queries.ts';
import { EventStatusChip } from '../components/status-chips.tsx';
import { useTourismTabs } from '../components/tourism-tabs.ts';
import { slotLabel } from '../logic/slot-label.ts';
import '../tourism.i18n.ts';

const EVENTS = '/dashboard/reservations/events';
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.includes(value as T) ? (value as T) : undefined;

/** The lowest price of a ticket taking a place ('Gratuit' at 0; a child on a lap is no price 'from'). */
function fromPrice(event: TourismEvent): number | null {
  const tickets = event.rates.filter((r) => r.kind === 'ticket' && r.counting).map((r) => r.priceCents);
  return tickets.length ? Math.min(...tickets) : null;
}

function useEventColumns(): Column<TourismEvent>[] {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  return [
    {
      key: 'title',
      label: t('events.columns.title'),
      render: (e) => <TextLink to={`${EVENTS}/${e.id}`}>{e.title}</TextLink>,
    },
    { key: 'kind', label: t('events.columns.kind'), render: (e) => t(`kinds.${e.kind}`) },
    {
      key: 'status',
      label: t('events.columns.status'),
      render: (e) => <EventStatusChip status={e.status} />,
    },
    {
      key: 'next',
      label: t('events.columns.next'),
      render: (e) => (e.nextSlotAt ? slotLabel(e.nextSlotAt, lang) : t('events.noNext')),
    },
    {
      key: 'price',
      label: t('events.columns.price'),
      align: 'right',
      render: (e) => {
        const cents = fromPrice(e);
        return cents === null
          ? '—'
          : cents === 0
            ? t('events.free')
            : formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
      },
    },
    { key: 'capacity', label: t('events.columns.capacity'), align: 'right', render: (e) => e.capacity },
  ];
}

/** /dashboard/reservations/events: the shop's events, searched and filtered by kind and status, a page at a time. */
export function EventsPage() {
  const { t } = useTranslation('tourism');
  const url = useUrlFilters();
  const tabs = useTourismTabs();
  const navigate = useNavigate();
  const canCreate = useCan('events.write');
  const q = url.params.get('q') || undefined;
  const kind = oneOf<EventKind>(EVENT_KINDS, url.params.get('kind'));
  const status = oneOf<EventStatus>(EVENT_STATUSES, url.params.get('status'));
  const query = useQuery(
    eventsQuery({ q, kind, status, limit: LIST_PAGE_SIZE, offset: url.page * LIST_PAGE_SIZE }),
  );
  const filtered = Boolean(q || kind || status);
  const add = canCreate && (
    <Button component={RouterLink} to={`${EVENTS}/add`} variant="contained" startIcon={<Add />}>
      {t('events.add')}
    </Button>
  );
  return (
    <ListPage
      title={t('events.title')}
      tabs={tabs}
      tools={add}
      above={
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '280px 200px 200px' } }}
        >
          <CommitField
            type="search"
            label={t('events.search')}
            value={q}
            onCommit={(value) => url.set('q', value)}
            pauseMs={300}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <ListSelect
            label={t('events.kind')}
            allLabel={t('events.all')}
            value={kind}
            options={EVENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            onChange={(value) => url.set('kind', value)}
          />
          <ListSelect
            label={t('events.status')}
            allLabel={t('events.all')}
            value={status}
            options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`eventStatuses.${s}`) }))}
            onChange={(value) => url.set('status', value)}
          />
        </Box>
      }
      rows={query.data?.events ?? []}
      columns={useEventColumns()}
      query={query}
      paging={url}
      loadError={t('events.loadError')}
      testId="events-list"
      rowTestId="event-row"
      openOf={(e) => () => void navigate(`${EVENTS}/${e.id}`)}
      empty={
        filtered ? (
          <NoMatch title={t('events.empty')} onClear={url.clear} />
        ) : (
          <EmptyState
            icon={<EventOutlined />}
            title={t('events.empty')}
            text={t('events.emptyText')}
            action={add || undefined}
          />
        )
      }
    />
  );
}
