import { describe, expect, it } from 'vitest';
import { monthBounds, monthName, nextMonth, previousMonth, todayInFrance } from './calendar.ts';

describe('todayInFrance', () => {
  it('is the day in Paris, not in UTC', () => {
    // 31 Dec 2025 23:30 UTC is already 1 Jan 2026 in Paris (UTC+1): the 2026 rates apply.
    expect(todayInFrance(Date.parse('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 30 June 22:30 UTC is 1 July 00:30 in Paris (UTC+2, summer time).
    expect(todayInFrance(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInFrance(Date.parse('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });
});

describe('months', () => {
  it('steps over the year and bounds a month, leap years included', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('names a month as a reader says it, in French by default', () => {
    expect(monthName('2026-10')).toBe('octobre 2026');
    expect(monthName('2026-08', 'en')).toBe('August 2026');
  });
});
