import { removeVat } from '../money.ts';
import { type TouristTaxAmount, taxablePersonNights, touristTaxFor } from '../tourism/tourist-tax.ts';
import type { ReservationPricing } from './pricing.types.ts';

/** One rate of a booking as priced: tickets and extras at their own VAT, VAT on the line's total. */
export type PricedReservationLine = {
  rateId: string;
  label: string;
  kind: 'ticket' | 'optional';
  quantity: number;
  vatRate: number;
  unitTTC: number;
  totalHT: number;
  totalTTC: number;
};

export type PricedReservation = {
  eventId: string;
  slotId: string;
  nights: number;
  /** Persons who take a place (counting ticket rates). */
  places: number;
  lines: PricedReservationLine[];
  /** Tickets and extras, tourist tax apart. */
  totalHT: number;
  totalTTC: number;
  /** Outside VAT (domain-facts-wave3 §2); null when the event charges none. */
  touristTax: TouristTaxAmount | null;
};

/** A booking priced from the event's rates the server read (never the cart's amounts). */
export function priceReservation(r: ReservationPricing, hasTVA: boolean): PricedReservation {
  const lines = r.prices
    .filter((p) => p.quantity > 0)
    .map((p) => {
      const vatRate = hasTVA ? p.vatRate : 0;
      const totalTTC = p.priceTTC * p.quantity;
      return {
        rateId: p.rateId,
        label: p.label,
        kind: p.kind,
        quantity: p.quantity,
        vatRate,
        unitTTC: p.priceTTC,
        totalHT: removeVat(totalTTC, vatRate),
        totalTTC,
      };
    });
  const tickets = r.prices.filter((p) => p.kind === 'ticket');
  const personNights = taxablePersonNights(tickets, r.nights);
  return {
    eventId: r.eventId,
    slotId: r.slotId,
    nights: r.nights,
    places: tickets.reduce((n, p) => n + (p.counting ? p.quantity : 0), 0),
    lines,
    totalHT: lines.reduce((n, l) => n + l.totalHT, 0),
    totalTTC: lines.reduce((n, l) => n + l.totalTTC, 0),
    touristTax: r.touristTax && personNights > 0 ? touristTaxFor(personNights, r.touristTax) : null,
  };
}
