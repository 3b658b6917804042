import { describe, expect, it } from 'vitest';
import { seasonOf } from './season.ts';

const day = (month: number, date: number) => new Date(2026, month - 1, date, 12);

describe('seasonOf (spec §2)', () => {
  it('changes season on the 21st of March, June, September and December', () => {
    expect(seasonOf(day(3, 20))).toBe('winter');
    expect(seasonOf(day(3, 21))).toBe('spring');
    expect(seasonOf(day(6, 20))).toBe('spring');
    expect(seasonOf(day(6, 21))).toBe('summer');
    expect(seasonOf(day(9, 20))).toBe('summer');
    expect(seasonOf(day(9, 21))).toBe('autumn');
    expect(seasonOf(day(12, 20))).toBe('autumn');
    expect(seasonOf(day(12, 21))).toBe('winter');
    expect(seasonOf(day(1, 1))).toBe('winter');
  });
});
