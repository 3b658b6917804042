import type { Booking } from '@cuvee/contracts/tourism.bookings';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { longDay, timeInFrance } from '../logic/visits.logic.ts';
import { BookingStatusChip } from './booking-status-chip.tsx';
import '../visits.buyer.i18n.ts';

type GroupRow = { name: string; amountCents: number; paid: boolean };

/** Who has paid of a shared booking: each group, paid or waiting (issue 27). */
export function PaymentGroups({ groups, title }: { groups: GroupRow[]; title?: string }) {
  const { t } = useTranslation('myReservations');
  const money = useMoney();
  const paid = groups.filter((g) => g.paid).length;
  return (
    <Box data-testid="booking-groups">
      <Typography variant="subtitle2" component="h3">
        {title ?? t('groups')} — {t('groupsPaid', { paid, total: groups.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {groups.map((g, index) => (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: groups keep their order; two may share a name
            key={index}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid="booking-group"
          >
            {g.paid ? (
              <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
            ) : (
              <HourglassEmpty fontSize="small" color="warning" aria-hidden />
            )}
            <Typography variant="body2">
              <strong>{g.name}</strong> ({money(g.amountCents)}) —{' '}
              {g.paid ? t('groupPaid') : t('groupWaiting')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One of the buyer's bookings (spec §2 buyer menu 'reservations'): the event, its day and time,
 * the persons, the amount with its tourist tax, the status, and who has paid of a shared booking.
 */
export function MyBookingCard({ booking, linked = true }: { booking: Booking; linked?: boolean }) {
  const { t } = useTranslation('myReservations');
  const money = useMoney();
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const groups = booking.payment?.groups ?? [];
  const when = `${longDay(booking.slot.startsAt, locale)}, ${timeInFrance(booking.slot.startsAt, locale)}`;
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="my-booking">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h3">
          {linked ? (
            <Link component={RouterLink} to={`/dashboard/reservations/${booking.id}`} underline="hover">
              {booking.event.title}
            </Link>
          ) : (
            booking.event.title
          )}
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Box>
      <Typography color="text.secondary">
        {when} ·{' '}
        {t('persons', {
          count: booking.lines.filter((l) => l.kind === 'ticket').reduce((n, l) => n + l.quantity, 0),
        })}
      </Typography>
      <Typography variant="body2">
        {booking.lines.map((l) => `${l.quantity} × ${l.label}`).join(', ')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('amount', { amount: money(booking.amountCents + booking.touristTaxCents) })}
        {booking.touristTaxCents > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({t('touristTax', { amount: money(booking.touristTaxCents) })})
          </Typography>
        )}
      </Typography>
      {groups.length > 0 && (
        <PaymentGroups
          groups={groups.map((g) => ({ name: g.label, amountCents: g.amountCents, paid: g.paid }))}
        />
      )}
      {booking.status === 'pending' && booking.expiresAt && (
        <Typography variant="body2" color="warning.main">
          {t('expiresAt', { date: longDay(booking.expiresAt, locale) })}
        </Typography>
      )}
    </Card>
  );
}
