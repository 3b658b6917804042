import { expect, it } from 'vitest';
import { percentOf, thisMonth } from './amounts.ts';

it('reads a percentage between 1 and 100', () => {
  expect(percentOf('30')).toBe(30);
  expect(percentOf('12,5 %')).toBe(12.5);
  expect(percentOf('0,5')).toBeNull();
  expect(percentOf('101')).toBeNull();
});

it('gives the month of a Paris date, its last day included', () => {
  expect(thisMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  // 23:30 UTC on 31 December is already January in Paris.
  expect(thisMonth(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
});
