import { formatEuros } from '../money.ts';
import { TOURISM_MESSAGES as M } from './messages.ts';

/*
 * What a booking asks of its event (issue 27; spec §5: maximum places, minimum reservation
 * amount): the persons it counts, its amount, and the first rule it breaks, in French.
 */

export type BookingRate = {
  id: string;
  label: string;
  priceCents: number;
  kind: 'ticket' | 'optional';
  /** Takes a place of the slot (a child on a lap does not). */
  counting: boolean;
  /** Pays no tourist tax (a minor, a seasonal worker…). */
  touristTaxExempt: boolean;
  vatRate: number;
  /** An extra drawn from a stock line of the shop (a bottle): the placement reserves it. */
  stockLineId?: string | null | undefined;
};

export type BookingLine = {
  rateId: string;
  label: string;
  kind: 'ticket' | 'optional';
  unitPriceCents: number;
  quantity: number;
  counting: boolean;
  touristTaxExempt: boolean;
  vatRate: number;
  /** The stock line an extra's units are reserved on (decision 0131). */
  stockLineId?: string | null | undefined;
};

export type BookingRulesOfEvent = {
  rates: readonly BookingRate[];
  minPersons: number;
  maxPersons: number;
  minAmountCents: number;
};

export type BookingCount =
  | { ok: true; lines: BookingLine[]; countingPersons: number; amountCents: number }
  | { ok: false; message: string };

/** The lines, counting persons and amount of a request, or the first rule it breaks. */
export function countBooking(
  event: BookingRulesOfEvent,
  persons: readonly { rateId: string; quantity: number }[],
): BookingCount {
  const lines: BookingLine[] = [];
  for (const p of persons) {
    if (p.quantity <= 0) continue;
    const rate = event.rates.find((r) => r.id === p.rateId);
    if (!rate) return { ok: false, message: M.unknownRate };
    const same = lines.find((l) => l.rateId === rate.id);
    if (same) same.quantity += p.quantity;
    else
      lines.push({
        rateId: rate.id,
        label: rate.label,
        kind: rate.kind,
        unitPriceCents: rate.priceCents,
        quantity: p.quantity,
        counting: rate.counting,
        touristTaxExempt: rate.touristTaxExempt,
        vatRate: rate.vatRate,
        ...(rate.kind === 'optional' && rate.stockLineId ? { stockLineId: rate.stockLineId } : {}),
      });
  }
  const tickets = lines.filter((l) => l.kind === 'ticket');
  const countingPersons = tickets.filter((l) => l.counting).reduce((s, l) => s + l.quantity, 0);
  const persons_ = tickets.reduce((s, l) => s + l.quantity, 0);
  if (countingPersons === 0) return { ok: false, message: M.noCountingPerson };
  if (persons_ > event.maxPersons) return { ok: false, message: M.tooManyPersons(event.maxPersons) };
  if (persons_ < event.minPersons) return { ok: false, message: M.tooFewPersons(event.minPersons) };
  const amountCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  if (amountCents < event.minAmountCents)
    return { ok: false, message: M.minAmount(formatEuros(event.minAmountCents)) };
  return { ok: true, lines, countingPersons, amountCents };
}

/** Places a slot still offers. */
export const placesLeft = (capacity: number, taken: number) => Math.max(0, capacity - taken);

export type CancellationTerms = { freeUntilHours: number | null; text: string };

/**
 * Whether cancelling now is refundable under the event's terms: free until N hours before the
 * start (none: never free once booked; 0: free until the start).
 */
export function cancellationOutcome(
  terms: CancellationTerms,
  startsAt: Date,
  now: Date = new Date(),
): { refundable: boolean; message: string } {
  const hoursLeft = (startsAt.getTime() - now.getTime()) / 3600000;
  const refundable = terms.freeUntilHours !== null && hoursLeft >= terms.freeUntilHours;
  const message = refundable
    ? 'Réservation annulée : elle est remboursable selon les conditions de l’activité'
    : 'Réservation annulée : hors délai d’annulation gratuite, elle n’est pas remboursable';
  return { refundable, message };
}
