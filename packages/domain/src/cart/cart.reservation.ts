import { taxablePersonNights } from '../tourism/tourist-tax.ts';
import type { CartReservation, ReservationPrice } from './cart.types.ts';

type ReservationInput = Omit<CartReservation, 'totalQuantity' | 'optionalQuantities' | 'taxQuantities'>;

const sum = (prices: readonly ReservationPrice[]) => prices.reduce((n, p) => n + p.quantity, 0);

/**
 * A booking's prices as spec §4 keeps them: rates at 0 go; without a counting person only the
 * optional and tourist-tax rates stay (a free child or an option is not booked alone); the
 * tourist tax is due per taxable person-night (counting, not exempt persons × nights: the
 * counting persons for a one-night, all-adult booking). Null when nothing is left to book.
 */
export function normalizeReservation(reservation: ReservationInput): CartReservation | null {
  const positive = reservation.selectedPrices.filter((p) => p.kind === 'touristTax' || p.quantity > 0);
  const counting = sum(positive.filter((p) => p.kind === 'ticket' && !p.notCounting));
  const kept = counting > 0 ? positive : positive.filter((p) => p.kind !== 'ticket');
  const tickets = positive.filter((p) => p.kind === 'ticket');
  const taxed = taxablePersonNights(
    tickets.map((p) => ({
      quantity: p.quantity,
      counting: !p.notCounting,
      touristTaxExempt: p.touristTaxExempt,
    })),
    reservation.nights,
  );
  const prices = kept
    .map((p) => (p.kind === 'touristTax' ? { ...p, quantity: taxed } : p))
    .filter((p) => p.quantity > 0);
  if (prices.length === 0) return null;
  return {
    ...reservation,
    selectedPrices: prices,
    totalQuantity: sum(prices.filter((p) => p.kind === 'ticket')),
    optionalQuantities: sum(prices.filter((p) => p.kind === 'optional')),
    taxQuantities: sum(prices.filter((p) => p.kind === 'touristTax')),
  };
}

/** Same event and same slot: one booking. */
export function sameBooking(a: Pick<CartReservation, 'eventId' | 'selectedSlot'>, b: typeof a): boolean {
  return a.eventId === b.eventId && a.selectedSlot.slot.id === b.selectedSlot.slot.id;
}
