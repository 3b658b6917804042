import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExciseCategory } from '../rates/excise-rates.ts';
import { type DocumentLineInput, priceDocument, shippingVatRateBp, vatRateBpOf } from './document.ts';
import { wine } from './pricing.fixtures.ts';

const spirits = (quantity: number, unitHt = 3000): DocumentLineInput => ({
  quantity,
  unitHt,
  discountBp: 0,
  vatRateBp: 2000,
  taxed: [
    { exciseCategory: 'spirits', unity: 'Centilitre(s)', unityValue: 70, vintage: wine(40), quantity: 1 },
  ],
});

describe('priceDocument (one engine for the back office, issue 25)', () => {
  it('the worked spirits line: excise and CSS apart, inside the HT, at the rates of the date', () => {
    const doc = priceDocument({ date: '2026-03-10', lines: [spirits(2)] });
    expect(doc.lines[0]).toMatchObject({ totalHt: 6000, vat: 1200, totalTtc: 7200, excise: 1082, css: 347 });
    expect(doc).toMatchObject({ excise: 1082, css: 347 });
    expect(doc.totals).toMatchObject({ totalHt: 6000, tva: 1200, totalTtc: 7200 });
  });

  it("a line's VAT is its product's rate, delivery the shop's standard one", () => {
    const shop = { hasTVA: true, vatRate: { standard: 20, medium: 10, reduced: 5.5 } };
    const juice: DocumentLineInput = {
      quantity: 3,
      unitHt: 1000,
      discountBp: 0,
      vatRateBp: vatRateBpOf(shop, 'reduced'),
      taxed: [],
    };
    const doc = priceDocument({
      date: '2026-03-10',
      lines: [juice],
      shipping: { ht: 1000, vatRateBp: shippingVatRateBp(shop) },
    });
    // 30 € at 5.5 % = 1.65 €; 10 € delivery at 20 % = 2 €.
    expect(doc.totals.breakdown).toEqual([
      { rateBp: 2000, basisCents: 1000, vatCents: 200 },
      { rateBp: 550, basisCents: 3000, vatCents: 165 },
    ]);
    expect(shippingVatRateBp({ ...shop, hasTVA: false })).toBe(0);
  });

  it('a date without a dated rate says so on the line', () => {
    expect(priceDocument({ date: '2027-02-01', lines: [spirits(1)] }).lines[0]).toMatchObject({
      excise: 0,
      missingRate: true,
    });
  });
});

const CATEGORIES: Array<ExciseCategory | null> = [
  'stillWine',
  'sparklingWine',
  'intermediateAop',
  'spirits',
  'cider',
  null,
];
const line = fc
  .record({
    quantity: fc.integer({ min: 1, max: 500 }),
    unitHt: fc.integer({ min: 0, max: 200_000 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
    vatRateBp: fc.constantFrom(0, 550, 1000, 2000),
    category: fc.constantFrom(...CATEGORIES),
    alcohol: fc.double({ min: 0, max: 60, noNaN: true }),
    cl: fc.integer({ min: 1, max: 600 }),
  })
  .map(
    (l): DocumentLineInput => ({
      quantity: l.quantity,
      unitHt: l.unitHt,
      discountBp: l.discountBp,
      vatRateBp: l.vatRateBp,
      taxed: [
        {
          exciseCategory: l.category,
          unity: 'Centilitre(s)',
          unityValue: l.cl,
          vintage: wine(l.alcohol),
          quantity: 1,
        },
      ],
    }),
  );

describe('priceDocument properties (fast-check)', () => {
  const documents = fc.record({
    lines: fc.array(line, { maxLength: 12 }),
    shipping: fc.integer({ min: 0, max: 50_000 }),
    date: fc.constantFrom('2025-05-01', '2026-03-10', '2026-12-31'),
  });

  it('lines sum to the document; TTC = HT + VAT; every amount whole cents, never negative', () => {
    fc.assert(
      fc.property(documents, ({ lines, shipping, date }) => {
        const doc = priceDocument({ date, lines, shipping: { ht: shipping, vatRateBp: 2000 } });
        const sum = (pick: (l: (typeof doc.lines)[number]) => number) =>
          doc.lines.reduce((n, l) => n + pick(l), 0);
        expect(doc.totals.totalHt).toBe(sum((l) => l.totalHt) + shipping);
        expect(doc.excise).toBe(sum((l) => l.excise));
        expect(doc.css).toBe(sum((l) => l.css));
        expect(doc.totals.totalTtc).toBe(doc.totals.totalHt + doc.totals.tva);
        // VAT per rate on the sum (EN 16931) differs from the lines' VAT by their roundings only.
        const shippingVat = Math.round(shipping * 0.2);
        expect(Math.abs(doc.totals.tva - sum((l) => l.vat) - shippingVat)).toBeLessThanOrEqual(
          doc.lines.length / 2 + 1,
        );
        for (const l of doc.lines) {
          expect(l.totalTtc).toBe(l.totalHt + l.vat);
          for (const v of [l.totalHt, l.vat, l.excise, l.css, l.unitTtc]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('duties are rounded once per line: n units carry the unrounded unit duty × n, rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        const one = priceDocument({ date: '2026-03-10', lines: [spirits(n)] }).lines[0]!;
        // 0.0028 hl AP a bottle: 1 932.42 × 0.0028 × 100 cents, and 620.47 for the CSS.
        expect(one.excise).toBe(Math.round(n * 1932.42 * 0.0028 * 100 + 1e-9));
        expect(one.css).toBe(Math.round(n * 620.47 * 0.0028 * 100 + 1e-9));
      }),
      { numRuns: 300 },
    );
  });
});
