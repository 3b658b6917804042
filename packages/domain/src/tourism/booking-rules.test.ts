import { describe, expect, it } from 'vitest';
import { bookingActionTo, bookingMoveRefusal, holdsPlaces } from './booking-lifecycle.ts';
import { cancellationOutcome, countBooking, placesLeft } from './booking-rules.ts';

const tasting = {
  minPersons: 2,
  maxPersons: 6,
  minAmountCents: 2000,
  rates: [
    {
      id: 'a',
      label: 'Adulte',
      priceCents: 1500,
      kind: 'ticket',
      counting: true,
      touristTaxExempt: false,
      vatRate: 20,
    },
    {
      id: 'e',
      label: 'Enfant',
      priceCents: 500,
      kind: 'ticket',
      counting: true,
      touristTaxExempt: true,
      vatRate: 20,
    },
    {
      id: 'b',
      label: 'Bébé',
      priceCents: 0,
      kind: 'ticket',
      counting: false,
      touristTaxExempt: true,
      vatRate: 20,
    },
    {
      id: 'x',
      label: 'Bouteille',
      priceCents: 1800,
      kind: 'optional',
      counting: false,
      touristTaxExempt: false,
      vatRate: 20,
    },
  ],
} as const;

describe('a booking against its event', () => {
  it('counts only the counting tickets as places; extras add to the amount', () => {
    const r = countBooking(tasting, [
      { rateId: 'a', quantity: 2 },
      { rateId: 'e', quantity: 1 },
      { rateId: 'b', quantity: 1 },
      { rateId: 'x', quantity: 2 },
    ]);
    expect(r).toMatchObject({ ok: true, countingPersons: 3, amountCents: 3000 + 500 + 3600 });
  });

  it('refuses in French: too many or too few persons, the minimum amount, no ticket, an unknown rate', () => {
    const refusal = (persons: { rateId: string; quantity: number }[]) => {
      const r = countBooking(tasting, persons);
      return r.ok ? null : r.message;
    };
    expect(refusal([{ rateId: 'a', quantity: 7 }])).toBe(
      'Cette activité accepte au plus 6 personnes par réservation',
    );
    expect(refusal([{ rateId: 'a', quantity: 1 }])).toBe(
      'Cette activité demande au moins 2 personnes par réservation',
    );
    expect(refusal([{ rateId: 'e', quantity: 2 }])).toMatch(
      /^Le montant minimum de réservation est de 20,00/,
    );
    expect(refusal([{ rateId: 'x', quantity: 2 }])).toBe('Choisissez au moins un billet');
    expect(refusal([{ rateId: 'z', quantity: 2 }])).toBe("Ce tarif n'existe pas pour cette activité");
  });

  it('leaves places, never below zero', () => {
    expect(placesLeft(10, 7)).toBe(3);
    expect(placesLeft(10, 12)).toBe(0);
  });

  it('is refundable when cancelled before the free limit only', () => {
    const start = new Date('2027-05-10T08:00:00Z');
    const terms = { freeUntilHours: 48, text: '' };
    expect(cancellationOutcome(terms, start, new Date('2027-05-07T08:00:00Z')).refundable).toBe(true);
    expect(cancellationOutcome(terms, start, new Date('2027-05-09T08:00:00Z')).refundable).toBe(false);
    expect(
      cancellationOutcome({ freeUntilHours: null, text: '' }, start, new Date('2027-01-01')).refundable,
    ).toBe(false);
  });
});

describe('booking statuses', () => {
  it('moves by the table; places held in pending and confirmed only', () => {
    expect(bookingActionTo('pending', 'confirmed')).toBe('confirm');
    expect(bookingActionTo('confirmed', 'cancelled')).toBe('cancel');
    expect(bookingActionTo('pending', 'expired')).toBe('expire');
    expect(bookingActionTo('confirmed', 'expired')).toBeNull();
    expect(bookingActionTo('cancelled', 'confirmed')).toBeNull();
    expect(holdsPlaces('pending') && holdsPlaces('confirmed')).toBe(true);
    expect(holdsPlaces('cancelled') || holdsPlaces('expired')).toBe(false);
    expect(bookingMoveRefusal('expired', 'confirmed')).toBe(
      'Une réservation expirée ne peut pas passer au statut « confirmée »',
    );
  });
});
