import {
  addDays,
  BOOKING_STATUSES,
  type BookingStatus,
  EVENT_LANGUAGES,
  type EventLanguage,
  parisDay,
} from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DateFilter, ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListPage, NoMatch } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { LIST_PAGE_SIZE, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { bookingsQuery, eventsQuery } from '../api/tourism.queries.ts';
import { BOOKINGS, useBookingColumns } from '../components/booking-columns.tsx';
import { useTourismTabs } from '../components/tourism-tabs.ts';
import { TouristTaxButton } from '../components/tourist-tax.button.tsx';
import '../tourism.i18n.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.includes(value as T) ? (value as T) : undefined;

/** Previous day, the day picked, next day, today; or every day to come (`?day=all`). */
function DayNavigation(props: { day: string | null; today: string; onDay(day: string | undefined): void }) {
  const { t } = useTranslation('tourism');
  const { day, today, onDay } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
      <IconButton
        aria-label={t('bookings.previousDay')}
        title={t('bookings.previousDay')}
        onClick={() => onDay(addDays(day ?? today, -1))}
      >
        <ChevronLeft />
      </IconButton>
      <Box sx={{ width: 180 }}>
        <DateFilter
          label={t('bookings.day')}
          value={day ?? undefined}
          onChange={(v) => v && DAY.test(v) && onDay(v)}
        />
      </Box>
      <IconButton
        aria-label={t('bookings.nextDay')}
        title={t('bookings.nextDay')}
        onClick={() => onDay(addDays(day ?? today, 1))}
      >
        <ChevronRight />
      </IconButton>
      <Button onClick={() => onDay(today)} disabled={day === today}>
        {t('bookings.today')}
      </Button>
      <Button onClick={() => onDay('all')} disabled={day === null}>
        {t('bookings.allDays')}
      </Button>
    </Box>
  );
}

/**
 * /dashboard/reservations: the bookings of a day (today by default; `?day=all` every day to come,
 * today's arrivals first), filtered by event, status and language, a page at a time.
 */
export function BookingsPage() {
  const { t } = useTranslation('tourism');
  const url = useUrlFilters();
  const tabs = useTourismTabs();
  const navigate = useNavigate();
  const canCreate = useCan('reservations.write');
  const canRead = useCan('reservations.read');
  const canEvents = useCan('events.read');
  const today = parisDay(new Date());
  const dayParam = url.params.get('day');
  const day = dayParam === 'all' ? null : DAY.test(dayParam ?? '') ? dayParam! : today;
  const eventId = url.params.get('event') || undefined;
  const status = oneOf<BookingStatus>(BOOKING_STATUSES, url.params.get('status'));
  const language = oneOf<EventLanguage>(EVENT_LANGUAGES, url.params.get('language'));
  const query = useQuery({
    ...bookingsQuery({
      day: day ?? undefined,
      eventId,
      status,
      language,
      limit: LIST_PAGE_SIZE,
      offset: url.page * LIST_PAGE_SIZE,
    }),
    enabled: canRead,
  });
  const events = useQuery({ ...eventsQuery({ limit: 100 }), enabled: canEvents });
  const filtered = Boolean(eventId || status || language);
  return (
    <ListPage
      title={t('bookings.title')}
      tabs={tabs}
      tools={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TouristTaxButton />
          {canCreate && (
            <Button component={RouterLink} to={`${BOOKINGS}/add`} variant="contained" startIcon={<Add />}>
              {t('bookings.add')}
            </Button>
          )}
        </Box>
      }
      above={
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '260px 200px 200px' } }}
        >
          <DayNavigation
            day={day}
            today={today}
            onDay={(next) => url.set('day', next === today ? undefined : next)}
          />
          <ListSelect
            label={t('bookings.event')}
            allLabel={t('bookings.all')}
            value={eventId}
            options={(events.data?.events ?? []).map((e) => ({ value: e.id, label: e.title }))}
            onChange={(value) => url.set('event', value)}
            wide
            testId="bookings-event"
          />
          <ListSelect
            label={t('bookings.status')}
            allLabel={t('bookings.all')}
            value={status}
            options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            onChange={(value) => url.set('status', value)}
          />
          <ListSelect
            label={t('bookings.language')}
            allLabel={t('bookings.all')}
            value={language}
            options={EVENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            onChange={(value) => url.set('language', value)}
          />
        </Box>
      }
      rows={query.data?.bookings ?? []}
      columns={useBookingColumns(day === null)}
      query={query}
      paging={url}
      loadError={t('bookings.loadError')}
      testId="bookings-list"
      rowTestId="booking-row"
      openOf={(b) => () => void navigate(`${BOOKINGS}/${b.id}`)}
      empty={
        filtered ? (
          <NoMatch title={t('bookings.empty')} onClear={url.clear} />
        ) : (
          <EmptyState
            icon={<EventBusyOutlined />}
            title={t('bookings.empty')}
            text={t('bookings.emptyText')}
          />
        )
      }
    />
  );
}
