import { describe, expect, it } from 'vitest';
import { dateSchema, parseDate } from './date.fields.ts';
import { MSG } from './messages.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('parseDate', () => {
  it('reads ISO dates and the French display format as midnight UTC', () => {
    expect(parseDate('2025-11-22')?.toISOString()).toBe('2025-11-22T00:00:00.000Z');
    expect(parseDate('22/11/2025')?.toISOString()).toBe('2025-11-22T00:00:00.000Z');
    expect(parseDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
  it('reads ISO date-times with their zone', () => {
    expect(parseDate('2025-11-22T10:30:00Z')?.toISOString()).toBe('2025-11-22T10:30:00.000Z');
    expect(parseDate('2025-11-22T10:30:15.5+01:00')?.toISOString()).toBe('2025-11-22T09:30:15.500Z');
    expect(parseDate('2025-11-22T10:30-0230')?.toISOString()).toBe('2025-11-22T13:00:00.000Z');
  });
  it('reads a date-time without zone as local time, like new Date()', () => {
    expect(parseDate('2025-11-22T10:30')?.getTime()).toBe(new Date(2025, 10, 22, 10, 30).getTime());
  });
  it('copies valid Date objects', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    const parsed = parseDate(date);
    expect(parsed?.getTime()).toBe(date.getTime());
    expect(parsed).not.toBe(date);
  });
  it('refuses impossible or malformed dates instead of rolling over', () => {
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '31/04/2025',
      '2025-11-22T24:00Z',
      '2025-11-22T10:60Z',
      '22-11-2025',
      '2025/11/22',
      'demain',
      '1732233600000',
    ]) {
      expect(parseDate(bad), bad).toBeUndefined();
    }
    expect(parseDate(new Date('nope'))).toBeUndefined();
  });
});

describe('dateSchema', () => {
  it('outputs a Date', () => {
    expect(parsedValue(dateSchema, '2025-11-22')).toEqual(new Date('2025-11-22T00:00:00Z'));
    expect(parsedValue(dateSchema, new Date(0))).toEqual(new Date(0));
  });
  it('refuses invalid dates with the §5 message and blanks with the required one', () => {
    for (const bad of ['2025-02-30', 'hier', new Date('nope'), 42, {}])
      expect(messageOf(dateSchema, bad)).toBe(MSG.date);
    expect(messageOf(dateSchema, '')).toBe(MSG.required);
    expect(messageOf(dateSchema, undefined)).toBe(MSG.required);
  });
});
