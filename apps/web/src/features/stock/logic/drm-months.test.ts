import { describe, expect, it } from 'vitest';
import { formatHl100, hasEnded, monthState, previousMonth, shownMonth } from './drm-months.ts';

describe('the DRM months', () => {
  const now = new Date('2026-11-28T13:00:00Z');

  it('shows the previous month by default and never a month not yet ended', () => {
    expect(previousMonth(now)).toBe('2026-10');
    expect(hasEnded('2026-11', now)).toBe(false);
    expect(hasEnded('2026-10', now)).toBe(true);
    expect(shownMonth(null, now)).toBe('2026-10');
    expect(shownMonth('2026-11', now)).toBe('2026-10');
    expect(shownMonth('2026-13', now)).toBe('2026-10');
    expect(shownMonth('2026-08', now)).toBe('2026-08');
    // Across a year: in January, December of the year before.
    expect(previousMonth(new Date('2027-01-03T09:00:00Z'))).toBe('2026-12');
    // 1 December at 00:30 in Paris is still 30 November in UTC: Paris decides.
    expect(previousMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
  });

  it('reads a month as filed, to file or late', () => {
    expect(monthState({ filing: { filedAt: '2026-11-05' }, late: false })).toBe('filed');
    expect(monthState({ filing: null, late: true })).toBe('late');
    expect(monthState({ filing: null, late: false })).toBe('toFile');
  });

  it('writes hectolitres to the 1/100 in French and in English', () => {
    expect(formatHl100(69.81, 'fr')).toBe('69,81');
    expect(formatHl100(85.5, 'fr')).toBe('85,50');
    expect(formatHl100(1234.5, 'en')).toBe('1,234.50');
  });
});
