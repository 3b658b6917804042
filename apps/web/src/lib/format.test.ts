import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatRelative } from './format.ts';

describe('format', () => {
  it('writes dates DD/MM/YYYY with the time in French and English', () => {
    expect(formatDate('2026-12-01T22:00:00Z', 'fr', 'UTC')).toBe('01/12/2026');
    expect(formatDateTime('2026-12-01T22:05:00Z', 'fr', 'UTC')).toBe('01/12/2026 à 22:05');
    expect(formatDateTime('2026-12-01T22:05:00Z', 'en', 'UTC')).toBe('01/12/2026 at 22:05');
  });
  it('writes a day in words, a calendar day as itself and an instant in France', () => {
    expect(formatLongDate('2026-11-10', 'fr')).toBe('mardi 10 novembre 2026');
    expect(formatLongDate('2026-11-10', 'en')).toBe('Tuesday, 10 November 2026');
    expect(formatLongDate('2026-11-09T23:30:00Z', 'fr')).toBe('mardi 10 novembre 2026');
  });
  it('writes relative times', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(formatRelative('2026-12-01T11:48:00Z', 'fr', now)).toBe('il y a 12 minutes');
    expect(formatRelative('2026-11-30T12:00:00Z', 'fr', now)).toBe('hier');
    expect(formatRelative('2026-12-01T11:59:50Z', 'en', now)).toBe('just now');
  });
});
