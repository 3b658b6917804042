import {
  countBooking,
  type PricedReservation,
  type ReservationPricing,
  TOURISM_MESSAGES as T,
} from '@cuvee/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type EventForBooking, eventForBooking } from '../tourism/index.ts';
import { uuids } from './uuids.ts';

/*
 * A seller's bookings as the cart and the placement price them (issue 27, decision 0108): the
 * event, the slot and the rates are read from the tourism module (never the cart's amounts); the
 * event's rules (persons, minimum amount) and the slot's places left are checked before anything
 * is written, so a refusal is French and changes nothing. The tourism module holds the places
 * again, atomically, in the placement's transaction.
 */

export type ReservationAsked = {
  eventId: string;
  slotId: string;
  prices: ReadonlyArray<{ rateId: string; quantity: number }>;
};

export type ReservationSource = {
  asked: ReservationAsked;
  booking: EventForBooking;
  pricing: ReservationPricing;
};

/** One statement per booking (at most 20 a seller). */
export async function reservationSources(
  db: Db,
  shopId: string,
  asked: readonly ReservationAsked[],
  opts: { checkPlaces: boolean },
): Promise<ReservationSource[]> {
  const out: ReservationSource[] = [];
  for (const a of asked) {
    if (uuids(a.eventId).length === 0 || uuids(a.slotId).length === 0)
      throw new HttpError(404, T.eventNotFound);
    const booking = await eventForBooking(db, shopId, a.eventId, a.slotId);
    const prices = a.prices.map((p) => {
      const rate = booking.rates.find((r) => r.id === p.rateId);
      if (!rate) throw new HttpError(422, T.unknownRate);
      return {
        rateId: rate.id,
        label: rate.label,
        kind: rate.kind,
        priceTTC: rate.priceCents,
        quantity: p.quantity,
        vatRate: rate.vatRate,
        counting: rate.kind === 'ticket' && rate.counting,
        touristTaxExempt: rate.touristTaxExempt,
      };
    });
    const counted = countBooking(
      {
        rates: booking.rates.map((r) => ({ ...r, counting: r.kind === 'ticket' && r.counting })),
        minPersons: booking.event.minPersons,
        maxPersons: booking.event.maxPersons,
        minAmountCents: booking.event.minAmountCents,
      },
      a.prices,
    );
    if (!counted.ok) throw new HttpError(422, counted.message);
    if (opts.checkPlaces) {
      if (booking.slot.start.getTime() <= Date.now()) throw new HttpError(422, T.slotPast);
      if (counted.countingPersons > booking.slot.placesLeft) throw new HttpError(409, T.placesFull);
    }
    const tax = booking.event.touristTax;
    out.push({
      asked: a,
      booking,
      pricing: {
        eventId: a.eventId,
        slotId: a.slotId,
        nights: booking.event.nights ?? 1,
        prices,
        touristTax: tax
          ? { communeRateCents: tax.communeRateCents, departmentPercent: tax.departmentPercent }
          : null,
      },
    });
  }
  return out;
}

export const TOURIST_TAX_LABEL = 'Taxe de séjour';

/** The frozen lines of a priced booking: its rates, then its tourist tax (outside VAT). */
export function reservationLineValues(source: ReservationSource, priced: PricedReservation) {
  const common = { eventTitle: source.booking.event.title, slotStart: source.booking.slot.start };
  const rates = priced.lines.map((l) => ({
    ...common,
    kind: l.kind,
    accountingType: 'prestation' as const,
    label: l.label,
    quantity: l.quantity,
    unitTtc: l.unitTTC,
    unitHt: l.quantity > 0 ? Math.round(l.totalHT / l.quantity) : 0,
    vatRateBp: Math.round(l.vatRate * 100),
    totalHt: l.totalHT,
    totalTtc: l.totalTTC,
  }));
  const t = priced.touristTax;
  if (!t) return rates;
  const unit = t.personNights > 0 ? Math.round(t.total / t.personNights) : 0;
  return [
    ...rates,
    {
      ...common,
      kind: 'touristTax' as const,
      accountingType: 'touristTax' as const,
      label: `${TOURIST_TAX_LABEL} (${t.personNights} nuitée${t.personNights > 1 ? 's' : ''})`,
      quantity: t.personNights,
      unitTtc: unit,
      unitHt: unit,
      vatRateBp: 0,
      totalHt: t.total,
      totalTtc: t.total,
    },
  ];
}
