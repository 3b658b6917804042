import { describe, expect, it } from 'vitest';
import { printedLineNet } from './lines.ts';
import { documentTotals } from './totals.ts';

describe('an invoice line as printed', () => {
  it("is its unit price × quantity, and a consumer's VAT-included total is kept by the rounding amount", () => {
    // 7 bottles at 18,50 € TTC (20 %): the unit HT prints 15,42 €, the line 7 × 15,42 = 107,94 €,
    // where dividing the TTC total gave 107,92 €.
    const line = { quantity: 7, unitHtCents: 1542, discountBp: 0 };
    expect(printedLineNet(line)).toBe(10794);
    const totals = documentTotals([{ netCents: printedLineNet(line), vatRateBp: 2000 }], 12950);
    expect(totals).toMatchObject({
      totalHt: 10794,
      tva: 2159,
      totalTtc: 12953,
      rounding: -3,
      payable: 12950,
    });
  });

  it('takes the discount off once, rounded once', () => {
    expect(printedLineNet({ quantity: 3, unitHtCents: 999, discountBp: 1000 })).toBe(2697);
  });
});
