import type { BuyerReservation } from '@cuvee/contracts/tourism.booking-payments';
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

type GroupRow = { name: string; amountCents: number; paid: boolean; link?: string };

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
            {g.link && !g.paid && (
              <Link href={g.link} variant="body2" aria-label={t('groupLinkOf', { name: g.name })}>
                {t('groupLink')}
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One of the buyer's bookings (spec §2 buyer menu 'reservations'): the event and its estate, its
 * day and time, the persons, the amount with its tourist tax, the status, the order, and who has
 * paid of a shared booking (each group's link to pass on).
 */
export function MyBookingCard({ booking, linked = true }: { booking: BuyerReservation; linked?: boolean }) {
  const { t } = useTranslation('myReservations');
  const money = useMoney();
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
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
        {booking.shop.name} · {when} · {t('persons', { count: booking.countingPersons })}
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
      {booking.order && (
        <Link component={RouterLink} to={`/dashboard/orders/${booking.order.id}`} variant="body2">
          {t('order', { reference: booking.order.reference })}
        </Link>
      )}
      {booking.groups.length > 0 && <PaymentGroups groups={booking.groups} />}
      {booking.status === 'pending' && booking.expiresAt && (
        <Typography variant="body2" color="warning.main">
          {t('expiresAt', { date: longDay(booking.expiresAt, locale) })}
        </Typography>
      )}
    </Card>
  );
}
