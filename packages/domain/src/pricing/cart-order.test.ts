import { describe, expect, it } from 'vitest';
import { priceOrder } from './cart-order.ts';
import { order, PRO, pline } from './pricing.fixtures.ts';
import type { FormatPromotion, PricingLine } from './pricing.types.ts';

const pro = { typology: { key: 'pro', def: PRO } };
const promo = (p: Partial<FormatPromotion>): FormatPromotion => ({
  type: '%',
  amount: 10,
  activation: 'always',
  minProduct: 0,
  minPrice: 0,
  minProductOrder: 0,
  minPriceOrder: 0,
  ...p,
});
const withPromos = (idTmp: string, quantity: number, promotions: FormatPromotion[]): PricingLine =>
  pline(idTmp, { quantity, format: { price: 1200, unity: 'Litre(s)', unityValue: 0.75, promotions } });
const first = (...args: Parameters<typeof order>) => priceOrder(order(...args)).lines[0];

describe('prices of a line (spec §9, decision 0007)', () => {
  it('a public buyer pays the TTC price; VAT is taken on the line total', () => {
    // 3 × 12,00 € = 36,00 € TTC; HT 36 / 1.2 = 30,00 €; VAT 6,00 €.
    const r = priceOrder(order([pline('w', { quantity: 3 })]));
    expect(r.lines[0]).toMatchObject({ unitTTC: 1200, unitHT: 1000, totalTTC: 3600, totalHT: 3000 });
    expect(r.price).toMatchObject({ totalTTC: 3600, totalHT: 3000, tva: 600 });
  });

  it('a trade typology: HT basis and its global discount', () => {
    // 12,00 € TTC → 10,00 € HT → −10 % = 9,00 € HT; 6 × 9 = 54,00 € HT; TTC 54 × 1.2 = 64,80 €.
    const line = first([pline('w', { quantity: 6 })], {
      typology: { key: 'pro', def: { ...PRO, globalDiscount: 10 } },
    });
    expect(line).toMatchObject({ unitHT: 900, totalHT: 5400, totalTTC: 6480 });
  });

  it('a negotiated typology price is taken as is (HT for a trade typology)', () => {
    // 6 × 8,50 € HT = 51,00 € HT → 61,20 € TTC.
    const line = first(
      [
        pline('w', {
          quantity: 6,
          format: {
            price: 1200,
            unity: 'Litre(s)',
            unityValue: 0.75,
            promotions: [],
            typologies: { pro: { price: 850 } },
          },
        }),
      ],
      pro,
    );
    expect(line).toMatchObject({ totalHT: 5100, totalTTC: 6120 });
  });

  it('VAT by the product’s vatType with the shop’s rates; none when hasTVA is off or VAT is disabled', () => {
    const juice = (vatType: 'medium' | 'reduced', price: number) =>
      pline('j', {
        price,
        product: {
          productType: 'bottle',
          vatType,
          disableVAT: false,
          wrappingPrice: 0,
          exciseCategory: null,
        },
      });
    // 10,55 € TTC at 5.5 % → 10,00 € HT; 11,00 € at 10 % → 10,00 € HT.
    expect(first([juice('reduced', 1055)])).toMatchObject({ vatRate: 5.5, totalHT: 1000 });
    expect(first([juice('medium', 1100)])).toMatchObject({ vatRate: 10, totalHT: 1000 });
    // A shop without VAT: HT = TTC = 12,00 €.
    const noVat = { hasTVA: false, vatRate: { standard: 20, medium: 10, reduced: 5.5 } };
    expect(first([pline('w')], { shop: noVat })).toMatchObject({ vatRate: 0, totalHT: 1200, totalTTC: 1200 });
    const disabled = pline('w', {
      product: {
        productType: 'bottle',
        vatType: 'standard',
        disableVAT: true,
        wrappingPrice: 0,
        exciseCategory: 'stillWine',
      },
    });
    expect(first([disabled])).toMatchObject({ vatRate: 0, totalHT: 1200 });
  });

  it('quantity tiers: the highest threshold reached; discountAdd gives free items', () => {
    const tiered = (quantity: number) =>
      pline('w', {
        quantity,
        format: {
          price: 1200,
          discountPrice: { '6': 1100, '12': 1000 },
          discountAdd: { '12': 1 },
          unity: 'Litre(s)',
          unityValue: 0.75,
          promotions: [],
        },
      });
    // 5 × 12 € = 60 €; 11 × 11 € = 121 €; 12 × 10 € = 120 € and 1 free bottle (13 shipped).
    expect(first([tiered(5)])).toMatchObject({ totalTTC: 6000, freeItems: 0 });
    expect(first([tiered(11)])).toMatchObject({ totalTTC: 12100, freeItems: 0 });
    expect(first([tiered(12)])).toMatchObject({ totalTTC: 12000, freeItems: 1, bottles: 13 });
  });

  it('bottle equivalence: a magnum is 2, a half bottle 0.5; with allRulesInEq75 tiers count bottles', () => {
    const magnum = (quantity: number) =>
      pline('m', {
        quantity,
        format: {
          price: 3000,
          discountPrice: { '6': 2500 },
          unity: 'Centilitre(s)',
          unityValue: 150,
          promotions: [],
        },
      });
    expect(first([magnum(3)])).toMatchObject({ bottles: 6, totalTTC: 9000 });
    // 3 magnums = 6 bottles reach the 6 threshold: 3 × 25 € = 75 €.
    expect(
      first([magnum(3)], {
        shop: { hasTVA: true, vatRate: { standard: 20, medium: 10, reduced: 5.5 }, allRulesInEq75: true },
      }),
    ).toMatchObject({ totalTTC: 7500 });
    expect(
      first([
        pline('h', {
          quantity: 3,
          format: { price: 700, unity: 'Centilitre(s)', unityValue: 37.5, promotions: [] },
        }),
      ])?.bottles,
    ).toBe(1.5);
    expect(
      first([
        pline('x', { format: { price: 700, unity: 'Litre(s)', unityValue: 0.75, eq75: 3, promotions: [] } }),
      ])?.bottles,
    ).toBe(3);
  });

  it('a loyalty line is offered; wrapping adds its price per unit', () => {
    expect(first([pline('g', { quantity: 2, isFromFidelity: true })])).toMatchObject({
      totalTTC: 0,
      excise: 6,
    });
    const wrapped = pline('w', {
      quantity: 2,
      isWrapped: true,
      product: {
        productType: 'bottle',
        vatType: 'standard',
        disableVAT: false,
        wrappingPrice: 300,
        exciseCategory: 'stillWine',
      },
    });
    // 2 × (12 € + 3 €) = 30 € TTC.
    expect(first([wrapped])).toMatchObject({ unitTTC: 1500, totalTTC: 3000, totalHT: 2500 });
  });
});

describe('format promotions', () => {
  it('a % off from a minimum of products: 6 × 12 € = 72 €, −10 % = 64,80 €', () => {
    const r = priceOrder(order([withPromos('w', 6, [promo({ minProduct: 6 })])]));
    expect(r.lines[0]).toMatchObject({ totalTTC: 6480, promoTTC: 720 });
    expect(r.price.promoAmount).toBe(720);
    expect(first([withPromos('w', 5, [promo({ minProduct: 6 })])])?.promoTTC).toBe(0);
  });

  it('€ off each unit from a minimum amount: 5 × 12 € = 60 € ≥ 50 €, −1 € a bottle = 55 €', () => {
    const p = promo({ type: '€', amount: 100, minPrice: 5000 });
    expect(first([withPromos('w', 5, [p])])).toMatchObject({ totalTTC: 5500, promoTTC: 500 });
    expect(first([withPromos('w', 4, [p])])?.promoTTC).toBe(0);
  });

  it('order minimums count every line of the seller', () => {
    const p = promo({ amount: 20, minProductOrder: 6, minPriceOrder: 7000 });
    // 3 + 3 bottles = 6 products, 72 € ≥ 70 €: the promoted line 36 € → −20 % = 28,80 €.
    const r = priceOrder(order([withPromos('a', 3, [p]), pline('b', { quantity: 3 })]));
    expect(r.lines[0]?.totalTTC).toBe(2880);
    expect(priceOrder(order([withPromos('a', 3, [p]), pline('b', { quantity: 2 })])).lines[0]?.promoTTC).toBe(
      0,
    );
  });

  it('the best promotion reached applies, never more than the line', () => {
    // 10 % of 72 € = 7,20 €; 2 € × 6 = 12 € → 12 € off.
    expect(first([withPromos('w', 6, [promo({}), promo({ type: '€', amount: 200 })])])?.promoTTC).toBe(1200);
    expect(first([withPromos('w', 1, [promo({ type: '€', amount: 5000 })])])?.totalTTC).toBe(0);
  });
});
