import { describe, expect, it } from 'vitest';
import { taxPerUnit } from '../rates/excise-rates.ts';
import { priceOrder } from './cart-order.ts';
import { ratesWithOverrides, unitHectolitres, unitTaxes } from './duties.ts';
import { order, pline, wine } from './pricing.fixtures.ts';
import type { PricingLine } from './pricing.types.ts';

const only = (line: PricingLine, date = '2026-11-24') => priceOrder(order([line], { date })).lines[0];

describe('alcohol taxes (spec §9, domain-facts excise and CSS)', () => {
  it('a wine at 12.5 % in 75 cl in 2026 carries 0.0075 hl × 4.19 € of excise per bottle', () => {
    // 0.0075 hl × 4.19 €/hl = 0.031425 € = 3.1425 cents a bottle.
    const unit = {
      exciseCategory: 'stillWine' as const,
      unity: 'Litre(s)' as const,
      unityValue: 0.75,
      vintage: wine(12.5),
    };
    expect(unitTaxes(unit, '2026-03-01').excise).toBeCloseTo(0.0075 * 4.19, 10);
    // One bottle: 3.1425 → 3 cents; twelve: 37.71 → 38 cents (rounded once, on the line).
    expect(only(pline('w'))?.excise).toBe(3);
    expect(only(pline('w', { quantity: 12 }))?.excise).toBe(38);
    expect(only(pline('w'))?.exciseRate).toMatchObject({
      basis: 'vol',
      eurPerHl: 4.19,
      validFrom: '2026-01-01',
    });
  });

  it('a 2025 order date chooses the 2025 rate', () => {
    // 12 × 0.0075 × 4.12 = 0.3708 € → 37 cents (38 at the 2026 rate).
    const line = only(pline('w', { quantity: 12 }), '2025-12-31');
    expect(line?.exciseRate?.eurPerHl).toBe(4.12);
    expect(line?.excise).toBe(37);
  });

  it('the excise is inside the price: the line total does not change with it', () => {
    const line = only(pline('w', { quantity: 12 }));
    // 12 × 12,00 € = 144,00 € TTC; HT 144 / 1.2 = 120,00 €.
    expect(line).toMatchObject({ totalTTC: 14400, totalHT: 12000 });
  });

  const spirit = (over: Partial<PricingLine> = {}) =>
    pline('s', {
      product: {
        productType: 'bottle',
        vatType: 'standard',
        disableVAT: false,
        wrappingPrice: 0,
        exciseCategory: 'spirits',
      },
      format: { price: 3500, unity: 'Centilitre(s)', unityValue: 70, promotions: [] },
      vintage: wine(40),
      ...over,
    });

  it('the worked spirits cart: 2 × 70 cl at 40 % in 2026 carry 10.82 € of excise and 3.47 € of CSS', () => {
    // 2 × 0.007 hl × 40 % = 0.0056 hl of pure alcohol (issue 25, defect 5).
    // Excise 0.0056 × 1 932.42 = 10.821552 € → 1082 cents; CSS 0.0056 × 620.47 = 3.474632 € → 347.
    const line = only(spirit({ quantity: 2 }));
    expect(line).toMatchObject({ excise: 1082, css: 347 });
    expect(line?.exciseRate).toMatchObject({ basis: 'ap', eurPerHl: 1932.42, validFrom: '2026-01-01' });
    expect(line?.cssRate).toMatchObject({ basis: 'ap', eurPerHl: 620.47, verify: true });
    // The order keeps them apart: its excise is not the excise and the CSS added.
    const priced = priceOrder(order([spirit({ quantity: 2 })]));
    expect(priced).toMatchObject({ excise: 1082, css: 347 });
  });

  it('the spirits CSS of 2024 and 2025 are their own years', () => {
    // 2025: excise 0.0056 × 1 899.18 = 10.635 → 1064; CSS 0.0056 × 609.80 = 3.41488 → 341.
    expect(only(spirit({ quantity: 2 }), '2025-06-30')).toMatchObject({ excise: 1064, css: 341 });
    // 2024: CSS 0.0056 × 599.31 = 3.356 → 336 (no excise row for 2024: the producer's own rate).
    const old = only(spirit({ quantity: 2, vintage: wine(40, { da: 1800 }) }), '2024-12-31');
    expect(old).toMatchObject({ excise: 1008, css: 336 });
  });

  it('a shop may set its own amount for a rate marked verify, and only for such a rate', () => {
    const rates = ratesWithOverrides([
      { tax: 'css', category: 'spirits', validFrom: '2026-01-01', eurPerHl: 625 },
      { tax: 'css', category: 'spirits', validFrom: '2025-01-01', eurPerHl: 1 },
    ]);
    // 0.0056 × 625 = 3.50 €; the 2025 row is the law's and stays.
    expect(priceOrder(order([spirit({ quantity: 2 })], { rates })).lines[0]?.css).toBe(350);
    expect(priceOrder(order([spirit({ quantity: 2 })], { rates, date: '2025-03-01' })).lines[0]?.css).toBe(
      341,
    );
  });

  it('no CSS at or under 18 % vol', () => {
    expect(only(pline('w', { vintage: wine(14) }))?.css).toBe(0);
    expect(only(pline('w', { vintage: wine(18) }))?.css).toBe(0);
  });

  it('an AOP intermediate product above 18 %: CSS per hl of volume, capped at 40 % of its excise', () => {
    // 75 cl at 19.5 %: excise 0.0075 × 52.39 = 0.392925 € → 39 cents; CSS at the rate reduced
    // to 40 % for code 2204 (20.97 €/hl, not 52.39): 0.0075 × 20.97 = 0.157275 € → 16 cents.
    const line = only(
      pline('p', {
        product: {
          productType: 'bottle',
          vatType: 'standard',
          disableVAT: false,
          wrappingPrice: 0,
          exciseCategory: 'intermediateAop',
        },
        vintage: wine(19.5),
      }),
    );
    expect(line).toMatchObject({ excise: 39, css: 16 });
  });

  it('duty suspension (DSU) and products without a category carry none', () => {
    expect(only(pline('w', { vintage: wine(12.5, { typeDA: 'DSU' }) }))).toMatchObject({ excise: 0, css: 0 });
    const juice = pline('j', {
      product: {
        productType: 'bottle',
        vatType: 'reduced',
        disableVAT: false,
        wrappingPrice: 0,
        exciseCategory: null,
      },
    });
    expect(only(juice)).toMatchObject({ excise: 0, exciseRate: null });
  });

  it('a year without a dated row and no producer rate says so', () => {
    const result = priceOrder(order([pline('w')], { date: '2027-02-01' }));
    expect(result.lines[0]?.excise).toBe(0);
    expect(result.messages).toContainEqual({ code: 'exciseRateMissing', params: { idTmp: 'w' } });
  });

  it('the bases of §9: ap, da and dap', () => {
    // ap: 100 × 0.0075 × 40 / 100 = 0.3; da: 100 × 0.0075 × 40 = 30; dap: 100 × 0.75 L × 40 = 3000.
    expect(taxPerUnit('ap', 100, 0.0075, 40)).toBeCloseTo(0.3, 10);
    expect(taxPerUnit('da', 100, 0.0075, 40)).toBeCloseTo(30, 10);
    expect(taxPerUnit('dap', 100, 0.0075, 40)).toBeCloseTo(3000, 10);
  });

  it('converts units to hl (L /100, cL /10 000, mL /100 000) and takes 0.0075 hl when unknown', () => {
    expect(unitHectolitres({ unity: 'Litre(s)', unityValue: 1.5 })).toBeCloseTo(0.015, 12);
    expect(unitHectolitres({ unity: 'Centilitre(s)', unityValue: 37.5 })).toBeCloseTo(0.00375, 12);
    expect(unitHectolitres({ unity: 'Millilitre(s)', unityValue: 500 })).toBeCloseTo(0.005, 12);
    expect(unitHectolitres({ unity: 'Hectolitre(s)', unityValue: 0.2 })).toBe(0.2);
    expect(unitHectolitres({ unity: 'Litre(s)', unityValue: null })).toBe(0.0075);
  });

  it('a custom tax per hl: unityValue × quantity / 100 × amount, added on top when so marked', () => {
    // 6 × 0.75 / 100 × 10 €/hl = 0.45 € = 45 cents, added without VAT.
    // Wine: 6 × 12,00 € = 72,00 € TTC (60,00 € HT) → 72,45 € TTC and 60,45 € HT.
    const added = only(
      pline('w', {
        quantity: 6,
        vintage: wine(12.5, {
          customTaxName: 'Interprofession',
          customTaxAmountPerHL: 10,
          customTaxAdded: true,
        }),
      }),
    );
    expect(added?.customTax).toEqual({ name: 'Interprofession', amount: 45, added: true });
    expect(added).toMatchObject({ totalHT: 6045, totalTTC: 7245 });
    // With VAT on it: 45 × 1.2 = 54 cents TTC.
    const withVat = only(
      pline('w', {
        quantity: 6,
        vintage: wine(12.5, { customTaxAmountPerHL: 10, customTaxAdded: true, customTaxVat: true }),
      }),
    );
    expect(withVat).toMatchObject({ totalHT: 6045, totalTTC: 7254 });
    // Inside the price: shown, totals unchanged.
    const inside = only(pline('w', { quantity: 6, vintage: wine(12.5, { customTaxAmountPerHL: 10 }) }));
    expect(inside).toMatchObject({ totalHT: 6000, totalTTC: 7200, customTax: { amount: 45, added: false } });
  });

  it('a box is taxed through its contents’ vintages', () => {
    // One box = 3 still wines at 12.5 % (75 cl) + 1 sparkling (75 cl): per box
    // 3 × 0.031425 + 0.0075 × 10.38 = 0.094275 + 0.07785 = 0.172125 €; 2 boxes → 0.34425 € → 34 cents.
    const still = {
      exciseCategory: 'stillWine' as const,
      unity: 'Litre(s)' as const,
      unityValue: 0.75,
      vintage: wine(12.5),
    };
    const box = pline('box', {
      quantity: 2,
      price: 6000,
      product: {
        productType: 'box',
        vatType: 'standard',
        disableVAT: false,
        wrappingPrice: 0,
        exciseCategory: null,
      },
      vintage: null,
      boxContents: [
        { ...still, quantity: 3 },
        { ...still, exciseCategory: 'sparklingWine', vintage: wine(12), quantity: 1 },
      ],
    });
    expect(only(box)).toMatchObject({ excise: 34, css: 0, bottles: 8 });
  });
});
