import type { PublicEvent, Slot } from '@cuvee/contracts/tourism.public';
import type { CartReservation, ReservationPrice } from '@cuvee/domain/cart/cart.types';
import { roundCents } from '@cuvee/domain/money';
import { eventFromPrice } from '@cuvee/domain/tourism/from-price';

/*
 * The storefront's side of wine tourism (issue 27), pure: an event's from-price, its slots by
 * day in France, the tourist tax of a stay, what the visitor picked checked against the event's
 * rules (spec §5) and the cart's reservation line built from it (spec §3, decision 0037).
 */

export type EventRate = PublicEvent['rates'][number];
/** The visitor's picks: a quantity per rate id. */
export type Quantities = Record<string, number>;

const FRANCE = 'Europe/Paris';

/** An event's id is a uuid: another page name asks the API nothing (it would answer 400). */
export const isEventId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
/** The tourist tax's price id in a cart line: not a rate of the event, the tax on it. */
export const TOURIST_TAX_RATE_ID = 'touristTax';

/** The card's 'à partir de': the lowest ticket of a person who takes a place (domain). */
export const fromPrice = (event: Pick<PublicEvent, 'rates'>) => eventFromPrice(event.rates);

/** Hours and minutes of a duration. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The day in France of an instant (YYYY-MM-DD): a slot at 00:30 in Paris is that day's. */
export const dayInFrance = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: FRANCE });

/** '10:00' in France. */
export const timeInFrance = (iso: string, locale = 'fr-FR') =>
  new Date(iso).toLocaleTimeString(locale, { timeZone: FRANCE, hour: '2-digit', minute: '2-digit' });

/** 'samedi 5 décembre 2026' in France. */
export const longDay = (iso: string, locale = 'fr-FR') =>
  new Date(iso).toLocaleDateString(locale, {
    timeZone: FRANCE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** A slot's name as the cart keeps it: 'samedi 5 décembre 2026, 10:00'. */
export const slotName = (slot: Pick<Slot, 'startsAt'>, locale = 'fr-FR') =>
  `${longDay(slot.startsAt, locale)}, ${timeInFrance(slot.startsAt, locale)}`;

export type SlotDay = { day: string; slots: Slot[] };

/** Open slots by day in France, in time order. */
export function slotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (slot.status !== 'open') continue;
    const day = dayInFrance(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/**
 * The tourist tax per taxable person and night of a stay on a day, in cents: the commune's rate
 * valid that day, plus the department's 10 % when the shop says it applies (domain-facts-wave3
 * §2: 0,80 € + 10 % = 0,88 €). Null for an event that is not a stay or a day without a rate.
 */
export function touristTaxPerNight(event: Pick<PublicEvent, 'stay'>, day: string): number | null {
  const stay = event.stay;
  if (!stay) return null;
  const rate = stay.touristTaxRates.find(
    (r) => r.validFrom <= day && (r.validTo === null || day <= r.validTo),
  );
  if (!rate) return null;
  return rate.communeRateCents + (stay.departmentSurcharge ? roundCents(rate.communeRateCents * 0.1) : 0);
}

/** Persons who take a place of the slot (a child on a lap does not). */
export function countingPersons(rates: readonly EventRate[], quantities: Quantities): number {
  return rates.reduce((n, r) => n + (r.kind === 'ticket' && r.counting ? (quantities[r.id] ?? 0) : 0), 0);
}

/** Persons of the booking (the event's minimum and maximum count them all). */
export function bookedPersons(rates: readonly EventRate[], quantities: Quantities): number {
  return rates.reduce((n, r) => n + (r.kind === 'ticket' ? (quantities[r.id] ?? 0) : 0), 0);
}

/** Taxable persons of a stay: counting and not exempt (a minor). */
export function taxablePersons(rates: readonly EventRate[], quantities: Quantities): number {
  return rates.reduce(
    (n, r) => n + (r.kind === 'ticket' && r.counting && !r.touristTaxExempt ? (quantities[r.id] ?? 0) : 0),
    0,
  );
}

export type BookingTotals = { rates: number; touristTax: number; total: number };

/** The booking's shown amounts in cents (the server prices it again in the cart). */
export function bookingTotals(
  event: Pick<PublicEvent, 'rates' | 'stay'>,
  quantities: Quantities,
  taxPerNight: number | null,
): BookingTotals {
  const rates = event.rates.reduce((n, r) => n + r.priceCents * (quantities[r.id] ?? 0), 0);
  const nights = event.stay?.nights ?? 1;
  const touristTax = taxPerNight ? taxPerNight * taxablePersons(event.rates, quantities) * nights : 0;
  return { rates, touristTax, total: rates + touristTax };
}

export type BookingProblem =
  | { code: 'chooseSlot' }
  | { code: 'chooseTicket' }
  | { code: 'tooFew'; min: number }
  | { code: 'tooMany'; max: number }
  | { code: 'overPlaces'; count: number }
  | { code: 'belowMin'; amount: number };

/**
 * Why the picks cannot go into the cart yet (spec §5: maximum places of a slot, the minimum
 * booking amount; the event's persons per booking), the first that applies; null when they can.
 */
export function bookingProblem(
  event: Pick<PublicEvent, 'rates' | 'minPersons' | 'maxPersons' | 'minAmountCents' | 'stay'>,
  slot: Pick<Slot, 'placesLeft'> | null,
  quantities: Quantities,
  taxPerNight: number | null,
): BookingProblem | null {
  if (!slot) return { code: 'chooseSlot' };
  const counting = countingPersons(event.rates, quantities);
  if (counting === 0) return { code: 'chooseTicket' };
  const persons = bookedPersons(event.rates, quantities);
  if (persons < event.minPersons) return { code: 'tooFew', min: event.minPersons };
  if (persons > event.maxPersons) return { code: 'tooMany', max: event.maxPersons };
  if (counting > slot.placesLeft) return { code: 'overPlaces', count: slot.placesLeft };
  const { rates } = bookingTotals(event, quantities, taxPerNight);
  if (rates < event.minAmountCents) return { code: 'belowMin', amount: event.minAmountCents };
  return null;
}

type ReservationInput = Omit<CartReservation, 'totalQuantity' | 'optionalQuantities' | 'taxQuantities'>;

/**
 * The cart's reservation line (spec §3) for the picks: each rate with a quantity (a ticket that
 * does not count is `notCounting`), and for a stay the tourist tax per person-night, whose
 * quantity the reducer computes (decision 0037). The reducer's `setReservation` replaces the
 * line of the same event and slot.
 */
export function reservationOf(
  event: Pick<PublicEvent, 'id' | 'title' | 'visuals' | 'rates' | 'stay'>,
  slot: Pick<Slot, 'id' | 'startsAt' | 'endsAt'>,
  quantities: Quantities,
  taxPerNight: number | null,
  labels: { touristTax: string; slotName: string },
): ReservationInput {
  const prices: ReservationPrice[] = event.rates
    .filter((r) => (quantities[r.id] ?? 0) > 0)
    .map((r) => ({
      rateId: r.id,
      kind: r.kind,
      label: r.label,
      priceTTC: r.priceCents,
      quantity: quantities[r.id] ?? 0,
      notCounting: r.kind === 'ticket' && !r.counting,
      touristTaxExempt: r.touristTaxExempt,
    }));
  if (taxPerNight)
    prices.push({
      rateId: TOURIST_TAX_RATE_ID,
      kind: 'touristTax',
      label: labels.touristTax,
      priceTTC: taxPerNight,
      quantity: 0,
      notCounting: false,
      touristTaxExempt: false,
    });
  return {
    eventId: event.id,
    event: { title: event.title, visuals: event.visuals.slice(0, 1) },
    selectedSlot: {
      slot: { id: slot.id, name: labels.slotName },
      start: slot.startsAt,
      end: slot.endsAt,
      periodeMode: false,
      noHours: false,
    },
    selectedPrices: prices,
    nights: event.stay?.nights ?? 1,
  };
}
