import { describe, expect, it } from 'vitest';
import { parcelsFor, priceCart, priceOrder } from './cart-order.ts';
import { order, pline } from './pricing.fixtures.ts';

describe('franco, parcels and shipping', () => {
  const carrier = (franco: { kind: 'products' | 'amount'; threshold: number } | null, price = 1200) => ({
    delivery: { kind: 'carrier' as const, price, franco },
  });

  it('franco by amount (goods without tax): progress, what is left, then free delivery', () => {
    // 6 × 10 € HT = 60 € of 150 €: 40 %, 90 € left; shipping 12 € (10 € HT).
    const short = priceOrder(
      order([pline('w', { quantity: 6 })], carrier({ kind: 'amount', threshold: 15000 })),
    );
    expect(short).toMatchObject({
      franco: false,
      francoPercent: 40,
      amountBeforeFranco: 9000,
      amountBeforeBottleFranco: 0,
    });
    expect(short.price).toMatchObject({ shipping: 1200, totalTTC: 8400, totalHT: 7000, tva: 1400 });
    expect(short.messages).toContainEqual({ code: 'francoAmountLeft', params: { amount: 9000 } });
    // 14 × 10 € HT = 140 € is short; 15 × 10 € HT = 150 € reaches it: free delivery.
    const below = priceOrder(
      order([pline('w', { quantity: 14 })], carrier({ kind: 'amount', threshold: 15000 })),
    );
    expect(below.franco).toBe(false);
    const reached = priceOrder(
      order([pline('w', { quantity: 15 })], carrier({ kind: 'amount', threshold: 15000 })),
    );
    expect(reached).toMatchObject({ franco: true, francoPercent: 100, amountBeforeFranco: 0 });
    expect(reached.price.shipping).toBe(0);
  });

  it('franco by products counts bottle equivalents', () => {
    const r = priceOrder(order([pline('w', { quantity: 6 })], carrier({ kind: 'products', threshold: 12 })));
    expect(r).toMatchObject({
      franco: false,
      francoPercent: 50,
      amountBeforeBottleFranco: 6,
      amountBeforeFranco: 0,
    });
    expect(
      priceOrder(order([pline('w', { quantity: 12 })], carrier({ kind: 'products', threshold: 12 }))),
    ).toMatchObject({ franco: true });
  });

  it('at most 12 bottles a parcel; 7 € for each extra parcel by carrier, none at a pick-up', () => {
    expect([0, 1, 12, 13, 24, 25].map(parcelsFor)).toEqual([0, 1, 1, 2, 2, 3]);
    // 30 bottles: 3 parcels, 2 extra → 15 € + 2 × 7 € = 29 €.
    const r = priceOrder(order([pline('w', { quantity: 30 })], carrier(null, 1500)));
    expect(r).toMatchObject({ nbrPackages: 3 });
    // Weight for delivery prices by weight: 30 × 1.3 kg = 39 kg.
    const heavy = pline('w', {
      quantity: 30,
      format: { price: 1200, unity: 'Litre(s)', unityValue: 0.75, weight: 1.3, promotions: [] },
    });
    expect(priceOrder(order([heavy])).weight).toBe(39);
    expect(r.price.shipping).toBe(2900);
    expect(r.messages).toContainEqual({ code: 'extraParcels', params: { parcels: 2, amount: 1400 } });
    const pickup = priceOrder(
      order([pline('w', { quantity: 30 })], { delivery: { kind: 'pickup', price: 0, franco: null } }),
    );
    expect(pickup.price.shipping).toBe(0);
  });

  it('bookings add their rates at their own VAT; the tourist tax has none', () => {
    // 2 × 15 € at 10 % = 30 € TTC, 27,27 € HT; tourist tax 2 persons × 1 € at no VAT.
    const r = priceOrder(
      order([], {
        reservations: [
          {
            eventId: 'e1',
            slotId: 's1',
            nights: 1,
            prices: [ticket('adult', 1500, 2)],
            touristTax: { communeRateCents: 100, departmentPercent: 0 },
          },
        ],
      }),
    );
    expect(r.price).toMatchObject({ totalTTC: 3200, totalHT: 2727, tva: 273, touristTax: 200 });
  });

  it('the worked stay: 2 adults + a 16-year-old, 3 nights at 0,80 € + 10 % → 5,28 € of tourist tax', () => {
    // Tickets: 200 € TTC at 10 % → 181,82 € HT; 60 € → 54,55 € HT (VAT per line); 260 € TTC,
    // 236,37 € HT. Tax: 6 person-nights ×
    // 0,80 € = 4,80 € + 0,48 € = 5,28 €, outside VAT: total 265,28 €.
    const r = priceOrder(
      order([], {
        reservations: [
          {
            eventId: 'gite',
            slotId: 'w48',
            nights: 3,
            prices: [ticket('adult', 10000, 2), { ...ticket('teen', 6000, 1), touristTaxExempt: true }],
            touristTax: { communeRateCents: 80, departmentPercent: 10 },
          },
        ],
      }),
    );
    expect(r.price).toMatchObject({ totalTTC: 26528, totalHT: 23637, tva: 2363, touristTax: 528 });
    expect(r.reservations[0]).toMatchObject({
      places: 3,
      touristTax: { personNights: 6, commune: 480, department: 48, total: 528 },
    });
  });
});

function ticket(rateId: string, priceTTC: number, quantity: number) {
  return {
    rateId,
    label: rateId,
    kind: 'ticket' as const,
    priceTTC,
    quantity,
    vatRate: 10,
    counting: true,
    touristTaxExempt: false,
  };
}

describe('fees, margin, commission, pay later', () => {
  it('computes each on its base', () => {
    // Goods 120 € TTC (100 € HT). Margin 10 % of 120 € = 12 € → 132 €. Fees 1.5 % of 132 € = 1,98 €
    // + 0,25 € → 134,23 €. Commission 5 % of 100 € HT = 5 €. Pay later 50 % of 134,23 € = 67,115 → 67,12 €.
    const r = priceOrder(
      order([pline('w', { quantity: 10 })], {
        fees: {
          marginPercent: 10,
          feesPercent: 1.5,
          feesFixed: 25,
          commissionPercent: 5,
          payLaterPercent: 50,
        },
      }),
    );
    expect(r.price).toEqual({
      payLater: 6712,
      promoAmount: 0,
      shipping: 0,
      totalHT: 10000,
      margin: 1200,
      totalWithMargin: 13200,
      totalWithFees: 13423,
      touristTax: 0,
      commission: 500,
      tva: 2000,
      totalTTC: 12000,
    });
  });

  it('the cart’s total is the sum of its sellers’', () => {
    const cart = priceCart([
      order([pline('a', { quantity: 2 })]),
      order([pline('b', { quantity: 3 })], { sellerId: 'shop-seconde' }),
    ]);
    expect(cart.orders.map((o) => [o.sellerId, o.price.totalTTC])).toEqual([
      ['shop-demo', 2400],
      ['shop-seconde', 3600],
    ]);
    expect(cart.total).toMatchObject({ totalTTC: 6000, totalHT: 5000, tva: 1000 });
  });
});
