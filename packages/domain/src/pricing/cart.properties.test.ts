import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booking, line, rate } from '../cart/cart.fixtures.ts';
import { cartReducer, EMPTY_CART } from '../cart/cart.reducer.ts';
import type { CartAction } from '../cart/cart.types.ts';
import { priceCart, priceOrder } from './cart-order.ts';
import { order, PRO, PUBLIC, pline, wine } from './pricing.fixtures.ts';
import type { FormatPromotion, PriceOrderInput, PricingLine } from './pricing.types.ts';

const RUNS = { numRuns: 1000 };
const cents = fc.integer({ min: 0, max: 500_000 });
const threshold = fc.integer({ min: 1, max: 60 }).map(String);

const promotion: fc.Arbitrary<FormatPromotion> = fc.record({
  type: fc.constantFrom('%' as const, '€' as const),
  amount: fc.integer({ min: 0, max: 20_000 }),
  activation: fc.constant('always' as const),
  minProduct: fc.integer({ min: 0, max: 12 }),
  minPrice: fc.integer({ min: 0, max: 20_000 }),
  minProductOrder: fc.integer({ min: 0, max: 24 }),
  minPriceOrder: fc.integer({ min: 0, max: 50_000 }),
});

const pricingLine: fc.Arbitrary<PricingLine> = fc
  .record({
    idTmp: fc.uuid(),
    quantity: fc.integer({ min: 1, max: 9999 }),
    isFromFidelity: fc.boolean(),
    isWrapped: fc.boolean(),
    price: cents,
    discountPrice: fc.dictionary(threshold, cents, { maxKeys: 3 }),
    discountAdd: fc.dictionary(threshold, fc.integer({ min: 1, max: 10 }), { maxKeys: 2 }),
    typologyPrice: fc.option(cents),
    promotions: fc.array(promotion, { maxLength: 3 }),
    unity: fc.constantFrom(
      'Litre(s)' as const,
      'Centilitre(s)' as const,
      'Millilitre(s)' as const,
      'Gramme(s)' as const,
    ),
    unityValue: fc.option(fc.double({ min: 0.01, max: 500, noNaN: true })),
    vatType: fc.constantFrom('standard' as const, 'medium' as const, 'reduced' as const),
    disableVAT: fc.boolean(),
    wrappingPrice: fc.integer({ min: 0, max: 2000 }),
    category: fc.constantFrom(
      'stillWine' as const,
      'sparklingWine' as const,
      'spirits' as const,
      'intermediateAop' as const,
      null,
    ),
    alcohol: fc.double({ min: 0, max: 70, noNaN: true }),
    da: fc.option(fc.double({ min: 0, max: 2000, noNaN: true }), { nil: undefined }),
    customTax: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
    customTaxAdded: fc.boolean(),
  })
  .map((g) =>
    pline(g.idTmp, {
      quantity: g.quantity,
      isFromFidelity: g.isFromFidelity,
      isWrapped: g.isWrapped,
      product: {
        productType: 'bottle',
        vatType: g.vatType,
        disableVAT: g.disableVAT,
        wrappingPrice: g.wrappingPrice,
        exciseCategory: g.category,
      },
      format: {
        price: g.price,
        discountPrice: g.discountPrice,
        discountAdd: g.discountAdd,
        typologies: g.typologyPrice === null ? {} : { pro: { price: g.typologyPrice } },
        unity: g.unity,
        unityValue: g.unityValue,
        promotions: g.promotions,
      },
      vintage: wine(g.alcohol, {
        da: g.da,
        customTaxAmountPerHL: g.customTax,
        customTaxAdded: g.customTaxAdded,
      }),
    }),
  );

const orderInput: fc.Arbitrary<PriceOrderInput> = fc
  .record({
    sellerId: fc.uuid(),
    lines: fc.array(pricingLine, { maxLength: 6 }),
    date: fc.constantFrom('2025-06-01', '2026-01-01', '2026-12-31', '2027-03-01'),
    hasTVA: fc.boolean(),
    pro: fc.boolean(),
    globalDiscount: fc.integer({ min: 0, max: 100 }),
    eq75: fc.boolean(),
    delivery: fc.option(
      fc.record({
        kind: fc.constantFrom('carrier' as const, 'pickup' as const, 'collectionPoint' as const),
        price: cents,
        franco: fc.option(
          fc.record({
            kind: fc.constantFrom('products' as const, 'amount' as const),
            threshold: fc.integer({ min: 0, max: 100_000 }),
          }),
        ),
      }),
    ),
    bookings: fc.array(
      fc.record({
        rateId: fc.constantFrom('adult', 'child', 'extra'),
        label: fc.constant('Tarif'),
        kind: fc.constantFrom('ticket' as const, 'optional' as const),
        priceTTC: cents,
        quantity: fc.integer({ min: 0, max: 50 }),
        vatRate: fc.constantFrom(0, 5.5, 10, 20),
        counting: fc.boolean(),
        touristTaxExempt: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    nights: fc.integer({ min: 1, max: 14 }),
    touristTax: fc.option(
      fc.record({
        communeRateCents: fc.integer({ min: 0, max: 460 }),
        departmentPercent: fc.constantFrom(0, 10),
      }),
    ),
    fees: fc.record({
      payLaterPercent: fc.integer({ min: 0, max: 100 }),
      commissionPercent: fc.double({ min: 0, max: 100, noNaN: true }),
      marginPercent: fc.double({ min: 0, max: 100, noNaN: true }),
      feesPercent: fc.double({ min: 0, max: 10, noNaN: true }),
      feesFixed: fc.integer({ min: 0, max: 1000 }),
    }),
  })
  .map((g) =>
    order(g.lines, {
      sellerId: g.sellerId,
      date: g.date,
      shop: { hasTVA: g.hasTVA, vatRate: { standard: 20, medium: 10, reduced: 5.5 }, allRulesInEq75: g.eq75 },
      typology: g.pro
        ? { key: 'pro', def: { ...PRO, globalDiscount: g.globalDiscount } }
        : { key: 'public', def: { ...PUBLIC, globalDiscount: g.globalDiscount } },
      delivery: g.delivery,
      reservations: [
        {
          eventId: 'e',
          slotId: 's',
          nights: g.nights,
          prices: g.bookings,
          touristTax: g.touristTax,
        },
      ],
      fees: g.fees,
    }),
  );

describe('pricing properties (fast-check, 1 000 cases each)', () => {
  it('no amount is ever negative, and every amount is whole cents', () => {
    fc.assert(
      fc.property(orderInput, (input) => {
        const r = priceOrder(input);
        const amounts = [
          ...Object.values(r.price),
          r.amountBeforeFranco,
          r.excise,
          r.css,
          ...r.lines.flatMap((l) => [
            l.totalHT,
            l.totalTTC,
            l.promoHT,
            l.promoTTC,
            l.unitHT,
            l.unitTTC,
            l.excise,
            l.css,
          ]),
        ];
        for (const a of amounts) {
          expect(a).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(a)).toBe(true);
        }
        expect(r.francoPercent).toBeGreaterThanOrEqual(0);
        expect(r.francoPercent).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
  });

  it('TTC is never below HT, for the order and each line', () => {
    fc.assert(
      fc.property(orderInput, (input) => {
        const r = priceOrder(input);
        expect(r.price.totalTTC).toBeGreaterThanOrEqual(r.price.totalHT);
        for (const l of r.lines) expect(l.totalTTC).toBeGreaterThanOrEqual(l.totalHT);
      }),
      RUNS,
    );
  });

  it('the cart’s total is the sum of its sellers’', () => {
    fc.assert(
      fc.property(fc.array(orderInput, { maxLength: 5 }), (orders) => {
        const cart = priceCart(orders);
        for (const key of Object.keys(cart.total) as (keyof typeof cart.total)[]) {
          expect(cart.total[key]).toBe(cart.orders.reduce((n, o) => n + o.price[key], 0));
        }
      }),
      RUNS,
    );
  });
});

const seller = fc.constantFrom(
  { id: 's1', name: 'Un' },
  { id: 's2', name: 'Deux' },
  { id: 's3', name: 'Trois' },
);
const key = fc.record({ idTmp: fc.constantFrom('a', 'b', 'c'), isFromFidelity: fc.boolean() });
const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc
    .record({ seller, key, quantity: fc.option(fc.integer({ min: -5, max: 12_000 }), { nil: undefined }) })
    .map(
      (g): CartAction => ({
        type: 'add',
        seller: g.seller,
        line: line(g.key.idTmp, { isFromFidelity: g.key.isFromFidelity }),
        quantity: g.quantity,
      }),
    ),
  fc.record({ seller, key }).map((g): CartAction => ({ type: 'remove', sellerId: g.seller.id, line: g.key })),
  fc
    .record({ seller, key, quantity: fc.integer({ min: -3, max: 20_000 }) })
    .map(
      (g): CartAction => ({ type: 'setQuantity', sellerId: g.seller.id, line: g.key, quantity: g.quantity }),
    ),
  fc
    .record({ seller, key })
    .map((g): CartAction => ({ type: 'deleteLine', sellerId: g.seller.id, line: g.key })),
  fc
    .record({
      seller,
      slot: fc.constantFrom('x', 'y'),
      q: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }),
      nc: fc.boolean(),
    })
    .map(
      (g): CartAction => ({
        type: 'setReservation',
        seller: g.seller,
        reservation: booking('e', g.slot, [
          rate('adult', 'ticket', g.q[0] ?? 0),
          rate('child', 'ticket', g.q[1] ?? 0, { notCounting: g.nc }),
          rate('lunch', 'optional', g.q[2] ?? 0),
          rate('tax', 'touristTax', g.q[3] ?? 0),
        ]),
      }),
    ),
  seller.map((s): CartAction => ({ type: 'resetLoyalty', sellerId: s.id })),
  seller.map((s): CartAction => ({ type: 'resetDelivery', sellerId: s.id })),
  fc.constant<CartAction>({ type: 'clear' }),
);

describe('reducer properties (fast-check, 1 000 cases)', () => {
  it('never leaves an empty order, a line at 0 or past 9999, a tourist tax unlike its persons', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const cart = actions.reduce(cartReducer, EMPTY_CART);
        expect(new Set(cart.orders.map((o) => o.seller.id)).size).toBe(cart.orders.length);
        for (const o of cart.orders) {
          expect(o.products.length + o.reservations.length).toBeGreaterThan(0);
          for (const l of o.products) {
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(9999);
            expect(Number.isInteger(l.quantity)).toBe(true);
          }
          for (const r of o.reservations) {
            expect(r.selectedPrices.every((p) => p.quantity > 0)).toBe(true);
            const counting = r.selectedPrices
              .filter((p) => p.kind === 'ticket' && !p.notCounting)
              .reduce((n, p) => n + p.quantity, 0);
            expect(r.taxQuantities).toBe(
              r.selectedPrices.some((p) => p.kind === 'touristTax') ? counting : 0,
            );
          }
        }
      }),
      RUNS,
    );
  });
});
