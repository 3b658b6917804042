import { expect, it } from 'vitest';
import {
  isFiltered,
  journalFiltersFromParams,
  paramsFromJournalFilters,
  paramsFromStockFilters,
  stockFiltersFromParams,
} from './stock-filters.ts';

const W = '11111111-1111-4111-8111-111111111111';

it('reads the stock list filters from the URL, dropping what is not theirs', () => {
  const filters = stockFiltersFromParams(
    new URLSearchParams(`warehouse=${W}&product=nope&vintage= 2022 &low=1`),
  );
  expect(filters).toEqual({ warehouseId: W, productId: undefined, vintage: '2022', belowThreshold: true });
  expect(paramsFromStockFilters(filters)).toEqual({ warehouse: W, vintage: '2022', low: '1' });
  expect(isFiltered(stockFiltersFromParams(new URLSearchParams('low=0')))).toBe(false);
});

it('reads the journal filters: a known kind, days as YYYY-MM-DD', () => {
  const filters = journalFiltersFromParams(
    new URLSearchParams('kind=breakage&from=2025-10-01&to=octobre&lot=L2025-01'),
  );
  expect(filters).toEqual({
    warehouseId: undefined,
    productId: undefined,
    kind: 'breakage',
    lot: 'L2025-01',
    from: '2025-10-01',
    to: undefined,
  });
  expect(journalFiltersFromParams(new URLSearchParams('kind=theft')).kind).toBeUndefined();
  expect(paramsFromJournalFilters(filters)).toEqual({
    kind: 'breakage',
    lot: 'L2025-01',
    from: '2025-10-01',
  });
});
