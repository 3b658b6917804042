import { describe, expect, it } from 'vitest';
import { formatDate, fromPickerValue, parseDisplayDate, sameDate, toPickerValue } from './date-format.ts';

const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe('formatDate', () => {
  it('writes DD/MM/YYYY in day mode, from the UTC day', () => {
    expect(formatDate(utcDay(2025, 3, 5))).toBe('05/03/2025');
    expect(formatDate(utcDay(2025, 12, 31), 'day')).toBe('31/12/2025');
  });

  it('writes MM/YYYY in month mode', () => {
    expect(formatDate(utcDay(2025, 3, 5), 'month')).toBe('03/2025');
  });

  it('writes nothing for null or an invalid Date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date(Number.NaN), 'month')).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY as midnight UTC', () => {
    expect(parseDisplayDate('05/03/2025')?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(parseDisplayDate(' 5/3/2025 ')?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
  });

  it('refuses impossible or malformed days', () => {
    expect(parseDisplayDate('31/02/2025')).toBeNull();
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('2025-03-05')).toBeNull();
    expect(parseDisplayDate('05/03/25')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseDisplayDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads MM/YYYY as the first of the month', () => {
    expect(parseDisplayDate('03/2025', 'month')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseDisplayDate('3/2025', 'month')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseDisplayDate('13/2025', 'month')).toBeNull();
    expect(parseDisplayDate('05/03/2025', 'month')).toBeNull();
  });

  it('round-trips with formatDate', () => {
    for (const text of ['01/01/2000', '29/02/2024', '31/12/1999']) {
      expect(formatDate(parseDisplayDate(text))).toBe(text);
    }
    expect(formatDate(parseDisplayDate('07/2026', 'month'), 'month')).toBe('07/2026');
  });
});

describe('picker value conversion', () => {
  it('gives the picker the same calendar day, whatever the time zone', () => {
    const value = toPickerValue(utcDay(2025, 3, 5))!;
    expect([value.year(), value.month(), value.date()]).toEqual([2025, 2, 5]);
    expect(toPickerValue(null)).toBeNull();
  });

  it('turns the picked day back into midnight UTC (month mode: the 1st)', () => {
    const picked = toPickerValue(utcDay(2025, 3, 5));
    expect(fromPickerValue(picked)?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(fromPickerValue(picked, 'month')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(fromPickerValue(null)).toBeNull();
  });

  it('compares calendar days', () => {
    expect(sameDate(utcDay(2025, 3, 5), new Date('2025-03-05T12:00:00Z'))).toBe(true);
    expect(sameDate(utcDay(2025, 3, 5), utcDay(2025, 3, 6))).toBe(false);
    expect(sameDate(utcDay(2025, 3, 5), utcDay(2025, 3, 6), 'month')).toBe(true);
    expect(sameDate(null, null)).toBe(true);
  });
});
