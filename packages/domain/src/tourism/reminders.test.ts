import { describe, expect, it } from 'vitest';
import { reminderWindow } from './reminders.ts';

describe('reminderWindow', () => {
  it('is tomorrow in France, even late in the evening when UTC is already tomorrow', () => {
    // 23:30 in Paris on 10 June (summer time) is 21:30 UTC: tomorrow is 11 June.
    const w = reminderWindow(new Date('2026-06-10T21:30:00Z'));
    expect(w.from.toISOString()).toBe('2026-06-10T22:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-06-11T22:00:00.000Z');
    // 00:30 in Paris on 11 June: tomorrow is 12 June.
    expect(reminderWindow(new Date('2026-06-10T22:30:00Z')).from.toISOString()).toBe(
      '2026-06-11T22:00:00.000Z',
    );
  });

  it('lasts 23 hours the day the clocks go forward', () => {
    const w = reminderWindow(new Date('2026-03-28T10:00:00Z'));
    expect(w.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
