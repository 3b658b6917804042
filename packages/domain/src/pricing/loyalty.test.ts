import { describe, expect, it } from 'vitest';
import { priceOrder } from './cart-order.ts';
import { loyaltyDiscountShares } from './loyalty.ts';
import { order, pline } from './pricing.fixtures.ts';

describe('a loyalty discount in an order', () => {
  it('spreads the amount over the lines in proportion, whole cents, exactly', () => {
    expect(loyaltyDiscountShares([1000, 2000, 0], 301)).toEqual([100, 201, 0]);
    expect(loyaltyDiscountShares([333, 333, 334], 100).reduce((n, v) => n + v, 0)).toBe(100);
    // Never above the order.
    expect(loyaltyDiscountShares([500, 200], 5000)).toEqual([500, 200]);
    expect(loyaltyDiscountShares([500], 0)).toEqual([0]);
  });
});

describe('priceOrder with a loyalty discount', () => {
  it('takes it off the lines as a promotion, VAT following', () => {
    const priced = priceOrder(order([pline('a', { quantity: 2 }), pline('b')], { loyaltyDiscount: 600 }));
    expect(priced.price.totalTTC).toBe(3000);
    expect(priced.price.promoAmount).toBe(600);
    expect(priced.lines.map((l) => l.promoTTC)).toEqual([400, 200]);
    expect(priced.price.totalHT + priced.price.tva).toBe(3000);
  });
});

describe('an offered bottle', () => {
  it('costs 0 € and still carries its excise', () => {
    const priced = priceOrder(order([pline('a', { price: 1290, isFromFidelity: true })]));
    expect(priced.lines[0]).toMatchObject({ totalTTC: 0, totalHT: 0, isFromFidelity: true });
    expect(priced.lines[0]!.excise).toBeGreaterThan(0);
  });
});
