import { describe, expect, it } from 'vitest';
import { rate } from '../visits.fixtures.ts';
import {
  bookingProblem,
  bookingTotals,
  fromPrice,
  reservationOf,
  slotsByDay,
  touristTaxPerNight,
} from './visits.logic.ts';

const tasting = {
  id: 'ev-1',
  title: 'Dégustation',
  visuals: ['/a.webp', '/b.webp'],
  minPersons: 1,
  maxPersons: 6,
  minAmountCents: 3000,
  stay: null,
  rates: [
    rate('adult', 'adult', 2500),
    rate('child', 'child', 0, { counting: false }),
    rate('bottle', 'bottle', 1200, { kind: 'optional', counting: false }),
  ],
};

// domain-facts-wave3 §2's worked example: 0,80 € a night, the department's 10 %, three nights.
const stay = {
  ...tasting,
  minAmountCents: 0,
  rates: [rate('adult', 'adult', 9000), rate('teen', 'teen', 6000, { touristTaxExempt: true })],
  stay: {
    nights: 3,
    accommodationCategory: 'chambreHotes' as const,
    departmentSurcharge: true,
    touristTaxRates: [
      { communeRateCents: 60, validFrom: '2025-01-01', validTo: '2025-12-31' },
      { communeRateCents: 80, validFrom: '2026-01-01', validTo: null },
    ],
  },
};

const slot = (id: string, startsAt: string, placesLeft = 10) => ({
  id,
  eventId: 'ev-1',
  startsAt,
  endsAt: startsAt,
  capacity: 12,
  taken: 12 - placesLeft,
  placesLeft,
  status: 'open' as const,
});

describe('an event on the storefront', () => {
  it('is offered from its lowest ticket of a person taking a place, extras and lap children aside', () => {
    expect(fromPrice(tasting)).toBe(2500);
    expect(
      fromPrice({ rates: [rate('visit', 'visit', 0), rate('lap', 'lap', 0, { counting: false })] }),
    ).toBe(0);
    expect(
      fromPrice({
        rates: [rate('adult', 'adult', 2500), rate('bottle', 'bottle', 900, { kind: 'optional' })],
      }),
    ).toBe(2500);
    expect(fromPrice({ rates: [] })).toBeNull();
  });

  it('shows its slots by day in France, in time order, closed ones left out', () => {
    const days = slotsByDay([
      slot('late', '2026-12-05T14:00:00Z'),
      slot('early', '2026-12-05T09:00:00Z'),
      // 23:30 in UTC on the 5th is 00:30 on the 6th in Paris.
      slot('night', '2026-12-05T23:30:00Z'),
      { ...slot('closed', '2026-12-07T09:00:00Z'), status: 'closed' as const },
    ]);
    expect(days.map((d) => [d.day, d.slots.map((s) => s.id)])).toEqual([
      ['2026-12-05', ['early', 'late']],
      ['2026-12-06', ['night']],
    ]);
  });
});

describe('the tourist tax of a stay', () => {
  it("is the commune's rate of the day plus the department's 10 %", () => {
    expect(touristTaxPerNight(stay, '2026-07-01')).toBe(88);
    expect(touristTaxPerNight(stay, '2025-07-01')).toBe(66);
    expect(touristTaxPerNight(stay, '2024-07-01')).toBeNull();
    expect(touristTaxPerNight(tasting, '2026-07-01')).toBeNull();
  });

  it('is 5,28 € for 2 adults and a 16-year-old over 3 nights (domain-facts-wave3 §2)', () => {
    const totals = bookingTotals(stay, { adult: 2, teen: 1 }, 88);
    expect(totals.touristTax).toBe(528);
    expect(totals.total).toBe(2 * 9000 + 6000 + 528);
  });
});

describe('what stops a booking (spec §5)', () => {
  const open = slot('s', '2026-12-05T09:00:00Z', 3);
  it.each([
    ['no slot chosen', null, { adult: 2 }, { code: 'chooseSlot' }],
    ['only a child on a lap', open, { child: 1 }, { code: 'chooseTicket' }],
    ['more persons than the event takes', open, { adult: 3, child: 4 }, { code: 'tooMany', max: 6 }],
    [
      'more counting persons than places left',
      slot('s', '2026-12-05T09:00:00Z', 1),
      { adult: 2 },
      { code: 'overPlaces', count: 1 },
    ],
    ['below the minimum amount', open, { adult: 1, child: 1 }, { code: 'belowMin', amount: 3000 }],
  ])('%s', (_, chosen, quantities, problem) => {
    expect(bookingProblem(tasting, chosen, quantities, null)).toEqual(problem);
  });

  it('lets 2 adults and a child on a lap book the last 2 places', () => {
    expect(
      bookingProblem(tasting, slot('s', '2026-12-05T09:00:00Z', 2), { adult: 2, child: 1 }, null),
    ).toBeNull();
  });
});

describe("the cart's reservation line", () => {
  it('holds the rates chosen, the child as not counting, and a stay its tourist tax and nights', () => {
    const line = reservationOf(stay, slot('s1', '2026-07-01T14:00:00Z'), { adult: 2, teen: 1 }, 88, {
      touristTax: 'Taxe de séjour',
      slotName: 'mercredi 1 juillet 2026, 16:00',
    });
    expect(line.selectedSlot.slot).toEqual({ id: 's1', name: 'mercredi 1 juillet 2026, 16:00' });
    expect(line.nights).toBe(3);
    expect(line.event.visuals).toEqual(['/a.webp']);
    expect(
      line.selectedPrices.map((p) => [p.rateId, p.kind, p.quantity, p.priceTTC, p.touristTaxExempt]),
    ).toEqual([
      ['adult', 'ticket', 2, 9000, false],
      ['teen', 'ticket', 1, 6000, true],
      ['touristTax', 'touristTax', 0, 88, false],
    ]);
    const visit = reservationOf(
      tasting,
      slot('s2', '2026-07-01T08:00:00Z'),
      { adult: 2, child: 1, bottle: 0 },
      null,
      {
        touristTax: 'Taxe de séjour',
        slotName: 'x',
      },
    );
    expect(visit.selectedPrices.map((p) => [p.rateId, p.notCounting])).toEqual([
      ['adult', false],
      ['child', true],
    ]);
  });
});
