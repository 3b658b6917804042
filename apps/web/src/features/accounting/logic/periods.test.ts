import { describe, expect, it } from 'vitest';
import { entryFiltersOf, fiscalYears, recentMonths } from './periods.ts';

describe('the journals’ periods and filters', () => {
  it('offers the months up to today’s across a new year', () => {
    expect(recentMonths(3, '2027-01-15')).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(fiscalYears('2026-11-28').slice(0, 2)).toEqual([2026, 2025]);
  });

  it('reads the URL’s filters and drops what the API would refuse', () => {
    const read = (q: string) => entryFiltersOf(new URLSearchParams(q), 0);
    expect(read('journal=vt&month=2026-10&lettered=no&account=411')).toEqual({
      journal: 'VT',
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      lettered: 'no',
      account: '411',
      page: 0,
    });
    expect(read('journal=VENTES2026&month=2026-13&lettered=maybe')).toEqual({
      journal: undefined,
      month: undefined,
      from: undefined,
      to: undefined,
      lettered: undefined,
      account: undefined,
      page: 0,
    });
  });
});
