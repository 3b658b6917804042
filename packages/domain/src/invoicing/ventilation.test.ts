import { describe, expect, it } from 'vitest';
import type { AccountingFamily } from './snapshot.ts';
import { spreadCents, spreadTtcOverRates } from './spread.ts';
import { documentTotals } from './totals.ts';
import { DEFAULT_SALES_ACCOUNTS, type VentilatedDocument, vatAccountOf, ventilate } from './ventilation.ts';

const doc = (
  kind: VentilatedDocument['kind'],
  lines: { family: AccountingFamily; netCents: number; vatRateBp: number }[],
  payable?: number,
): VentilatedDocument => ({ kind, lines, totals: documentTotals(lines, payable) });

describe('spreading an amount', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [3, 1], [750, 250]],
    [7, [0, 0], [7, 0]],
    [1, [1, 1], [1, 0]],
  ])('spreads %i over %j as %j', (total, weights, parts) => {
    expect(spreadCents(total, weights)).toEqual(parts);
  });

  it('spreads an amount with VAT over the rates by their share of the total', () => {
    const totals = documentTotals([
      { netCents: 10000, vatRateBp: 2000 },
      { netCents: 10000, vatRateBp: 550 },
    ]);
    // 12000 + 10550 = 22550; 30 % of it = 6765 → 3600 at 20 % (3000 HT), 3165 at 5,5 % (3000 HT).
    expect(spreadTtcOverRates(6765, totals.breakdown)).toEqual([
      { rateBp: 2000, netCents: 3000 },
      { rateBp: 550, netCents: 3000 },
    ]);
  });
});

describe('ventilation', () => {
  it.each<[AccountingFamily, string]>([
    ['product', '7070'],
    ['marchandise', '7071'],
    ['box', '7072'],
    ['prestation', '706'],
    ['shipping', '7085'],
    ['discount', '709'],
  ])('books the family %s on %s', (family, code) => {
    expect(DEFAULT_SALES_ACCOUNTS[family].code).toBe(code);
  });

  it.each([
    [2000, '445711'],
    [1000, '445712'],
    [550, '445713'],
    [210, '445714'],
  ])('collects VAT at %i bp on %s', (rate, code) => {
    expect(vatAccountOf(rate).code).toBe(code);
  });

  it('splits by account and rate, credit notes negative, deposits on 4191, totals to the cent', () => {
    const docs = [
      doc('invoice', [
        { family: 'product', netCents: 3333, vatRateBp: 2000 },
        { family: 'product', netCents: 1667, vatRateBp: 2000 },
        { family: 'shipping', netCents: 1250, vatRateBp: 2000 },
        { family: 'marchandise', netCents: 999, vatRateBp: 550 },
      ]),
      doc('invoice', [{ family: 'prestation', netCents: 10001, vatRateBp: 2000 }], 12002),
      doc('deposit', [{ family: 'product', netCents: 2500, vatRateBp: 2000 }]),
      doc('credit', [{ family: 'product', netCents: 1000, vatRateBp: 2000 }]),
    ];
    const v = ventilate(docs);
    expect(v.sales).toEqual([
      { account: '4191', label: expect.any(String), rateBp: 2000, htCents: 2500 },
      { account: '706', label: expect.any(String), rateBp: 2000, htCents: 10001 },
      { account: '7070', label: expect.any(String), rateBp: 2000, htCents: 4000 },
      { account: '7071', label: expect.any(String), rateBp: 550, htCents: 999 },
      { account: '7085', label: expect.any(String), rateBp: 2000, htCents: 1250 },
    ]);
    const sign = (d: VentilatedDocument) => (d.kind === 'credit' ? -1 : 1);
    const expected = docs.reduce(
      (s, d) => ({
        ht: s.ht + sign(d) * d.totals.totalHt,
        tva: s.tva + sign(d) * d.totals.tva,
        ttc: s.ttc + sign(d) * (d.totals.totalTtc + d.totals.rounding),
      }),
      { ht: 0, tva: 0, ttc: 0 },
    );
    expect(v.totals).toMatchObject({ ...expected, rounding: 1, documents: 4 });
    expect(v.sales.reduce((s, r) => s + r.htCents, 0)).toBe(v.totals.ht);
    expect(v.vat.reduce((s, r) => s + r.vatCents, 0)).toBe(v.totals.tva);
    expect(v.totals.ht + v.totals.tva + v.totals.rounding).toBe(v.totals.ttc);
    expect(v.vat.map((r) => r.account)).toEqual(['445711', '445713']);
  });

  it('sends a credit note of a deposit back to 4191', () => {
    const v = ventilate([
      { ...doc('credit', [{ family: 'product', netCents: 500, vatRateBp: 2000 }]), creditsDeposit: true },
    ]);
    expect(v.sales).toEqual([{ account: '4191', label: expect.any(String), rateBp: 2000, htCents: -500 }]);
  });
});
