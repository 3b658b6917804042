import { describe, expect, it } from 'vitest';
import { todayInFrance } from './calendar.ts';

describe('todayInFrance', () => {
  it('is the day in Paris, not in UTC', () => {
    // 31 Dec 2025 23:30 UTC is already 1 Jan 2026 in Paris (UTC+1): the 2026 rates apply.
    expect(todayInFrance(Date.parse('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 30 June 22:30 UTC is 1 July 00:30 in Paris (UTC+2, summer time).
    expect(todayInFrance(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInFrance(Date.parse('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });
});
