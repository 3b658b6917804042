import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useConfirmBooking } from '../api/tourism.mutations.ts';
import { bookingQuery } from '../api/tourism.queries.ts';
import { BOOKINGS } from '../components/booking-columns.tsx';
import { CancelDialog, MoveDialog } from '../components/booking-dialogs.tsx';
import { BookingMailsPanel } from '../components/booking-mails.panel.tsx';
import { AmountsPanel, ContactPanel, ParticipantsPanel } from '../components/booking-panels.tsx';
import { CheckInCard } from '../components/check-in.card.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { BookingStatusChip } from '../components/status-chips.tsx';
import { slotLabel } from '../logic/slot-label.ts';
import '../tourism.i18n.ts';

/**
 * /dashboard/reservations/{id}: a booking's participants, amounts, payment, contact and message;
 * confirm, move to another slot, cancel under the event's terms, check the visitors in — at
 * once, big, when opened from their QR code (`?checkin=TOKEN`).
 */
export function BookingPage() {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('checkin');
  const query = useQuery(bookingQuery(id));
  const canWrite = useCan('reservations.write');
  const confirm = useConfirmBooking();
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const booking = query.data;
  const live = booking && (booking.status === 'pending' || booking.status === 'confirmed');
  return (
    <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={BOOKINGS} startIcon={<ArrowBack />} size="small">
          {t('bookings.title')}
        </Button>
      </Box>
      {query.isPending && <LinearProgress aria-label={t('detail.loading')} />}
      {query.isError && (
        <LoadFailure
          error={query.error}
          notFound={t('detail.notFound')}
          onRetry={() => void query.refetch()}
        />
      )}
      {booking && (
        <>
          {canWrite && <CheckInCard booking={booking} token={token} />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ flex: '1 1 240px' }}>
              {booking.contact.name}
            </Typography>
            <BookingStatusChip status={booking.status} checkedIn={Boolean(booking.checkedInAt)} />
          </Box>
          <Typography sx={{ '&::first-letter': { textTransform: 'uppercase' } }} data-testid="booking-slot">
            {slotLabel(booking.slot.startsAt, lang)} ·{' '}
            <TextLink to={`/dashboard/reservations/events/${booking.event.id}`}>
              {booking.event.title}
            </TextLink>
          </Typography>
          {canWrite && live && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {booking.status === 'pending' && (
                <Button
                  variant="contained"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(booking.id)}
                >
                  {t('detail.confirm')}
                </Button>
              )}
              <Button variant="outlined" onClick={() => setDialog('move')}>
                {t('detail.move')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                {t('detail.cancelBooking')}
              </Button>
            </Box>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <ParticipantsPanel booking={booking} />
            <AmountsPanel booking={booking} />
          </Box>
          <ContactPanel booking={booking} />
          <BookingMailsPanel bookingId={booking.id} />
          {dialog === 'cancel' && <CancelDialog booking={booking} onClose={() => setDialog(null)} />}
          {dialog === 'move' && <MoveDialog booking={booking} onClose={() => setDialog(null)} />}
        </>
      )}
    </Box>
  );
}
