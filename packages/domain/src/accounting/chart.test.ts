import { describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER, chartOn, DEFAULT_CHART, treasuryOf } from './chart.ts';
import { checkFec } from './fec.check.ts';
import { fecFile, fecHeader } from './fec.ts';

describe('the chart of accounts (decision 0087)', () => {
  it('holds an account per type of spec §3, VAT rate, treasury kind, clients and deposits', () => {
    const keys = DEFAULT_CHART.map((a) => a.key);
    for (const k of [
      'sales.touristTax',
      'sales.dryMatter',
      'other.minusGap',
      'vatDeductible.550',
      'treasury.chequesToCash',
    ])
      expect(keys).toContain(k);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of DEFAULT_CHART) expect(ACCOUNT_NUMBER.test(a.number), a.key).toBe(true);
  });

  it('answers on a day the latest version dated on or before it, else the default', () => {
    const versions = [
      { key: 'sales.product', number: '701000', label: 'Ventes de produits finis', validFrom: '2026-01-01' },
      { key: 'sales.product', number: '701100', label: 'Ventes de vins', validFrom: '2026-07-01' },
    ];
    expect(chartOn(versions, '2025-12-31').get('sales.product')?.number).toBe('7070');
    expect(chartOn(versions, '2026-03-01').get('sales.product')?.number).toBe('701000');
    expect(chartOn(versions, '2026-07-01').get('sales.product')?.number).toBe('701100');
  });

  it('refuses an account number not starting with three digits', () => {
    expect(ACCOUNT_NUMBER.test('411CLI001')).toBe(true);
    expect(ACCOUNT_NUMBER.test('41A000')).toBe(false);
    expect(ACCOUNT_NUMBER.test('')).toBe(false);
  });

  it('puts each payment type on its treasury account', () => {
    expect(['transfer', 'check', 'cash', 'stripe', 'cb'].map(treasuryOf)).toEqual([
      'bank',
      'chequesToCash',
      'cash',
      'cardProcessor',
      'cardProcessor',
    ]);
  });
});

describe('the FEC variants', () => {
  const line = {
    journalCode: 'BQ',
    journalLib: 'Banque',
    ecritureNum: 'BQ000001',
    ecritureDate: '2026-10-26',
    compteNum: '512000',
    compteLib: 'Banque',
    pieceDate: '2026-10-26',
    ecritureLib: 'Virement',
    validDate: '2026-10-26',
    dateRglt: '2026-10-26',
    modeRglt: 'transfer',
  };
  it('writes 21 fields for cash accounting and a tab when asked; the check reads both', () => {
    const text = fecFile(
      [
        { ...line, debit: 100, credit: 0 },
        { ...line, compteNum: '411000', compteLib: 'Clients', debit: 0, credit: 100 },
      ],
      { separator: '\t', cashAccounting: true },
    );
    expect(fecHeader({ cashAccounting: true }).split('|')).toHaveLength(21);
    expect(text.split('\r\n')[1]!.split('\t')).toHaveLength(21);
    expect(text.split('\r\n')[1]!.endsWith('\t20261026\ttransfer\t')).toBe(true);
    expect(checkFec(text).errors).toEqual([]);
  });
});
