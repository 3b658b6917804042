import { describe, expect, it } from 'vitest';
import { PUBLIC } from './pricing.fixtures.ts';
import { chargedUnitPrice, priorPrice } from './prior-price.ts';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('the prior price of an announced reduction (L112-1-1, issue 29)', () => {
  it('14,90 € → 12,90 €: 14,90 € struck when it was the lowest of the 30 days before', () => {
    const history = [
      { at: daysAgo(90), price: 1490 },
      { at: daysAgo(2), price: 1290 },
    ];
    expect(priorPrice(history, now)).toEqual({ prior: 1490, since: daysAgo(2) });
  });

  it('no struck price when a lower price was charged in the 30 days before', () => {
    const history = [
      { at: daysAgo(90), price: 1490 },
      { at: daysAgo(20), price: 1190 },
      { at: daysAgo(10), price: 1490 },
      { at: daysAgo(2), price: 1290 },
    ];
    expect(priorPrice(history, now)).toBeNull();
  });

  it('the lowest of the window is struck when it is still above the reduced price', () => {
    const history = [
      { at: daysAgo(90), price: 1690 },
      { at: daysAgo(20), price: 1390 },
      { at: daysAgo(10), price: 1490 },
      { at: daysAgo(2), price: 1290 },
    ];
    expect(priorPrice(history, now)?.prior).toBe(1390);
  });

  it('a price charged 31 days before the reduction no longer counts, but the one in force then does', () => {
    const history = [
      { at: daysAgo(40), price: 990 },
      { at: daysAgo(33), price: 1490 },
      { at: daysAgo(1), price: 1290 },
    ];
    expect(priorPrice(history, now)?.prior).toBe(1490);
  });

  it('successive reductions keep the price before the first', () => {
    const history = [
      { at: daysAgo(100), price: 1490 },
      { at: daysAgo(10), price: 1390 },
      { at: daysAgo(3), price: 1290 },
    ];
    expect(priorPrice(history, now)).toEqual({ prior: 1490, since: daysAgo(10) });
  });

  it('no reduction: a rise, the same price repeated, a single price, a future change', () => {
    expect(
      priorPrice(
        [
          { at: daysAgo(90), price: 1290 },
          { at: daysAgo(2), price: 1490 },
        ],
        now,
      ),
    ).toBeNull();
    expect(
      priorPrice(
        [
          { at: daysAgo(90), price: 1290 },
          { at: daysAgo(2), price: 1290 },
        ],
        now,
      ),
    ).toBeNull();
    expect(priorPrice([{ at: daysAgo(2), price: 1290 }], now)).toBeNull();
    expect(
      priorPrice(
        [
          { at: daysAgo(90), price: 1490 },
          { at: new Date(now.getTime() + 1000).toISOString(), price: 1290 },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('the price charged: an unconditional format promotion counts, a conditional one does not', () => {
    const base = { price: 1490, discountPrice: {}, typologies: {} };
    const promo = {
      type: '€' as const,
      amount: 200,
      activation: 'always' as const,
      minProduct: 0,
      minPrice: 0,
      minProductOrder: 0,
      minPriceOrder: 0,
    };
    expect(chargedUnitPrice({ ...base, promotions: [promo] }, 'public', PUBLIC, 20, true)).toBe(1290);
    expect(
      chargedUnitPrice({ ...base, promotions: [{ ...promo, minProduct: 6 }] }, 'public', PUBLIC, 20, true),
    ).toBe(1490);
  });
});
