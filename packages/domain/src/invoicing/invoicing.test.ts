import { describe, expect, it } from 'vitest';
import { fiscalYearOf, invoiceNumber } from './numbering.ts';
import { invoicePaymentStatus } from './snapshot.ts';
import { documentTotals, lineNet, rateLabel } from './totals.ts';

describe('document totals', () => {
  it('computes VAT per rate on the sum of the lines, not per line', () => {
    // Three lines of 0,05 € at 20 %: per line the VAT would be 3 × 0,01; on the sum it is 0,03.
    const lines = [1, 2, 3].map(() => ({ netCents: 5, vatRateBp: 2000 }));
    expect(documentTotals(lines)).toMatchObject({ totalHt: 15, tva: 3, totalTtc: 18, rounding: 0 });
    // 0,07 € twice at 5,5 %: 0,14 × 5,5 % = 0,0077 → 0,01 (per line it would be 0).
    expect(
      documentTotals([
        { netCents: 7, vatRateBp: 550 },
        { netCents: 7, vatRateBp: 550 },
      ]).tva,
    ).toBe(1);
  });

  it('gives one breakdown row per rate, highest rate first', () => {
    const totals = documentTotals([
      { netCents: 10000, vatRateBp: 550 },
      { netCents: 2500, vatRateBp: 2000 },
      { netCents: 500, vatRateBp: 2000 },
    ]);
    expect(totals.breakdown).toEqual([
      { rateBp: 2000, basisCents: 3000, vatCents: 600 },
      { rateBp: 550, basisCents: 10000, vatCents: 550 },
    ]);
    expect(totals.totalTtc).toBe(14150);
  });

  it('keeps what a VAT-included order asked as payable, the cent of difference as rounding', () => {
    const totals = documentTotals([{ netCents: 1075, vatRateBp: 2000 }], 1291);
    expect(totals).toMatchObject({ totalTtc: 1290, rounding: 1, payable: 1291 });
  });

  it('rounds a discounted line once', () => {
    expect(lineNet(3, 1299, 1000)).toBe(3507); // 38,97 − 10 % = 35,073
    expect(lineNet(6, 1000)).toBe(6000);
  });

  it('prints rates the French way', () => {
    expect(rateLabel(550)).toBe('5,5 %');
    expect(rateLabel(2000)).toBe('20 %');
  });
});

describe('invoice numbers', () => {
  it('restart with the fiscal year, which begins on the shop’s start day', () => {
    expect(fiscalYearOf('2026-03-15')).toBe(2026);
    expect(fiscalYearOf('2026-08-31', { logStartMonth: 9, logStartDay: 1 })).toBe(2025);
    expect(fiscalYearOf('2026-09-01', { logStartMonth: 9, logStartDay: 1 })).toBe(2026);
    expect(fiscalYearOf('2026-09-14', { logStartMonth: 9, logStartDay: 15 })).toBe(2025);
  });

  it('are padded and prefixed by series', () => {
    expect(invoiceNumber('F', 2026, 42)).toBe('F-2026-00042');
    expect(invoiceNumber('AV', 2026, 3)).toBe('AV-2026-00003');
  });
});

describe('where an invoice stands', () => {
  const base = { payableCents: 12000, dueDate: '2026-12-31', today: '2026-11-25' };
  it.each([
    [0, 'pending'],
    [5000, 'partial'],
    [12000, 'paid'],
    [13000, 'paid'],
  ] as const)('paid %i → %s', (paidCents, status) => {
    expect(invoicePaymentStatus({ ...base, paidCents })).toBe(status);
  });
  it('is unpaid once past its due date', () => {
    expect(invoicePaymentStatus({ ...base, paidCents: 5000, today: '2027-01-01' })).toBe('missing');
  });
  it('is cancelled once credited', () => {
    expect(invoicePaymentStatus({ ...base, paidCents: 0, cancelled: true })).toBe('cancelled');
  });
});
