import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ListBody, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import {
  MY_RESERVATIONS_PAGE_SIZE,
  myReservationQuery,
  myReservationsQuery,
} from '../api/my-reservations.queries.ts';
import { MyBookingCard } from '../components/my-booking-card.tsx';
import '../visits.buyer.i18n.ts';

function Cards({ query }: { query: ReturnType<typeof useMyReservations> }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {(query.data?.reservations ?? []).map((booking) => (
        <MyBookingCard key={booking.id} booking={booking} />
      ))}
    </Box>
  );
}

function useMyReservations(page: number) {
  return useQuery(myReservationsQuery(page));
}

/** /dashboard/reservations for a buyer (spec §2 buyer menu): their bookings, next visits first, paged. */
export function MyReservationsPage() {
  const { t } = useTranslation('myReservations');
  const { page, setPage } = useUrlFilters();
  const query = useMyReservations(page);
  const total = query.data?.total ?? 0;
  const cards = <Cards query={query} />;
  return (
    <Box sx={{ maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('title')}
        subtitle={query.data && <span data-testid="reservation-count">{t('count', { count: total })}</span>}
      />
      <ListBody
        query={query}
        count={total}
        loadError={t('loadError')}
        empty={
          <EmptyState
            icon={<EventAvailableOutlined />}
            title={t('empty')}
            text={t('emptyText')}
            action={
              <Button component={RouterLink} to="/shops" variant="contained">
                {t('shops')}
              </Button>
            }
          />
        }
        cards={cards}
        table={cards}
        pager={
          <ServerPager total={total} page={page} pageSize={MY_RESERVATIONS_PAGE_SIZE} onPage={setPage} />
        }
      />
    </Box>
  );
}

/** /dashboard/reservations/:id for a buyer: one booking, with who has paid of a shared one. */
export function MyReservationPage() {
  const { t } = useTranslation('myReservations');
  const { id = '' } = useParams();
  const query = useQuery(myReservationQuery(id));
  return (
    <Box sx={{ maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Link component={RouterLink} to="/dashboard/reservations">
        {t('back')}
      </Link>
      {query.isPending && <LinearProgress aria-label={t('title')} />}
      {query.isError && <ListLoadError message={t('loadError')} onRetry={() => void query.refetch()} />}
      {query.data === null && <EmptyState icon={<EventAvailableOutlined />} title={t('notFound')} />}
      {query.data && <MyBookingCard booking={query.data} linked={false} />}
    </Box>
  );
}
