import type { BuyerOrderDetail } from '@cuvee/contracts/orders';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import './buyer-order.i18n.ts';
import { useOrderFormat } from './order-format.ts';

type Booking = NonNullable<BuyerOrderDetail['bookings']>[number];

/**
 * The order's bookings (issue 27) as bought: each event with its day and time in France, its
 * rates × persons and extras at their price, the tourist tax outside VAT, and its total.
 */
export function OrderBookings({ bookings }: { bookings: readonly Booking[] }) {
  const { t } = useTranslation('buyerOrder');
  if (bookings.length === 0) return null;
  return (
    <Card component="section" aria-label={t('bookings.title')} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {t('bookings.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {bookings.map((b, i) => (
          <Box component="li" key={b.bookingId} data-testid="order-booking">
            {i > 0 && <Divider sx={{ mb: 2 }} />}
            <BookingBlock booking={b} />
          </Box>
        ))}
      </Box>
    </Card>
  );
}

function BookingBlock({ booking }: { booking: Booking }) {
  const { t } = useTranslation('buyerOrder');
  const { euros, lang } = useOrderFormat();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <EventAvailable color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Box>
          <Typography component="h3" variant="h6">
            {booking.eventTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="booking-slot">
            {t('bookings.slot', { when: formatDateTime(booking.slotStart, lang, 'Europe/Paris') })}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
        {booking.lines.map((l) => (
          <Box key={`${l.kind}:${l.label}`} sx={{ display: 'contents' }} data-testid="booking-line">
            <Box component="dt" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {l.kind === 'touristTax'
                ? l.label
                : t('bookings.line', { label: l.label, quantity: l.quantity })}
              {l.kind === 'optional' && <Chip size="small" variant="outlined" label={t('bookings.extra')} />}
              {l.kind === 'touristTax' && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  ({t('bookings.touristTax')})
                </Typography>
              )}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {euros(l.totalTTC)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 600, pt: 0.5 }}>
          {t('bookings.total')}
        </Box>
        <Box
          component="dd"
          sx={{ m: 0, pt: 0.5, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          data-testid="booking-total"
        >
          {euros(booking.totalTTC)}
        </Box>
      </Box>
    </>
  );
}
