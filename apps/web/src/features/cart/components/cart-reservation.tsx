import type { OrderPrice } from '@cuvee/contracts/cart.price';
import type { CartOrder, CartReservation } from '@cuvee/domain/cart/cart.types';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownReservationTotal } from '../logic/cart.pricing.ts';
import { useCartStore } from '../logic/cart.store.ts';
import { useMoney } from './cart-line.tsx';
import '../cart.i18n.ts';

/** What the server answered for a booking of the cart: its total with its tourist tax (outside VAT). */
export type PricedReservation = { totalTTC: number; touristTax: number };

/** The server's price of a booking of the cart (same event and slot), when priced. */
export function pricedReservationOf(
  price: Pick<OrderPrice, 'reservations'> | undefined,
  r: Pick<CartReservation, 'eventId' | 'selectedSlot'>,
): PricedReservation | undefined {
  const found = price?.reservations.find(
    (p) => p.eventId === r.eventId && p.slotId === r.selectedSlot.slot.id,
  );
  if (!found) return undefined;
  const touristTax = found.touristTax?.total ?? 0;
  return { totalTTC: found.totalTTC + touristTax, touristTax };
}

/**
 * A booking of the cart (spec §3 Reservation line, issue 27): the event, the slot's day and
 * time, each rate × its quantity (the tourist tax of a stay among them), the line's total — the
 * server's once priced, else the rates shown × quantities — and a way to remove it.
 */
export function CartReservationRow({
  order,
  reservation,
  priced,
}: {
  order: Pick<CartOrder, 'seller'>;
  reservation: CartReservation;
  priced?: PricedReservation | undefined;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const dispatch = useCartStore((s) => s.dispatch);
  const { eventId, event, selectedSlot } = reservation;
  const total = priced ? priced.totalTTC : shownReservationTotal(reservation);
  return (
    <Box
      component="li"
      data-testid="cart-reservation"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, py: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="cart-reservation-slot">
          {selectedSlot.slot.name} · {t('persons', { count: reservation.totalQuantity })}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }} aria-label={t('bookingRates')}>
          {reservation.selectedPrices.map((p) => (
            <Typography component="li" variant="body2" key={p.rateId} data-testid="cart-reservation-rate">
              {p.kind === 'touristTax'
                ? t('touristTaxLine', { count: p.quantity, price: money(p.priceTTC) })
                : `${p.quantity} × ${p.label} (${p.priceTTC === 0 ? t('freeRate') : money(p.priceTTC)})`}
            </Typography>
          ))}
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} data-testid="cart-reservation-total">
        {money(total)}
      </Typography>
      <Box>
        <IconButton
          size="small"
          aria-label={t('removeBooking', { name: event.title })}
          onClick={() =>
            dispatch({
              type: 'removeReservation',
              sellerId: order.seller.id,
              eventId,
              slotId: selectedSlot.slot.id,
            })
          }
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
