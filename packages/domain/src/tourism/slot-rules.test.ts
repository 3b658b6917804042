import { describe, expect, it } from 'vitest';
import { expandSchedule, parisInstant, weekdayOf } from './slot-rules.ts';

const at = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 16);

describe('slot rules (a real season)', () => {
  // Every Tuesday and Saturday at 10:00 and 15:00 from April to October 2027, seen on 1 March 2027.
  const season = {
    rules: [{ weekdays: [2, 6], times: ['10:00', '15:00'], from: '2027-04-01', to: '2027-10-31' }],
    dates: [{ date: '2027-04-04', time: '11:00', capacity: 30 }],
    closedDays: ['2027-05-01', '2027-07-13'],
  };
  const now = new Date('2027-03-01T12:00:00Z');
  const slots = expandSchedule(season, { capacity: 12, durationMinutes: 90, now });

  it('gives two slots on each Tuesday and Saturday of the season, none on a closed day', () => {
    // 2027-04-01 … 2027-10-31: 30 Tuesdays and 31 Saturdays; 1 May (a Saturday) and 13 July (a Tuesday) closed.
    const ruleSlots = slots.filter((s) => s.capacity === 12);
    expect(ruleSlots).toHaveLength((30 + 31 - 2) * 2);
    expect(ruleSlots.every((s) => [2, 6].includes(weekdayOf(at(s.startsAt).slice(0, 10))))).toBe(true);
    expect(slots.some((s) => at(s.startsAt).startsWith('2027-05-01'))).toBe(false);
    expect(at(slots[0]!.startsAt)).toBe('2027-04-03 10:00');
    expect(at(slots.at(-1)!.startsAt)).toBe('2027-10-30 15:00');
  });

  it('keeps wall-clock times across the change to summer and winter time', () => {
    // 10:00 in Paris is 08:00 UTC in summer (April) and 09:00 UTC after 31 October.
    expect(parisInstant('2027-04-03', '10:00').toISOString()).toBe('2027-04-03T08:00:00.000Z');
    expect(parisInstant('2027-11-02', '10:00').toISOString()).toBe('2027-11-02T09:00:00.000Z');
    expect(slots.every((s) => ['10:00', '15:00', '11:00'].includes(at(s.startsAt).slice(11)))).toBe(true);
  });

  it('adds one-off dates with their own capacity and lasts the duration', () => {
    const one = slots.find((s) => at(s.startsAt) === '2027-04-04 11:00');
    expect(one?.capacity).toBe(30);
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 90 * 60_000)).toBe(true);
  });

  it('never gives a slot already started, nor beyond the horizon', () => {
    const midSeason = expandSchedule(season, {
      capacity: 12,
      durationMinutes: 90,
      now: new Date('2027-10-30T10:00:00Z'),
    });
    expect(midSeason.map((s) => at(s.startsAt))).toEqual(['2027-10-30 15:00']);
    const short = expandSchedule(season, { capacity: 12, durationMinutes: 90, now, horizonDays: 40 });
    expect(at(short.at(-1)!.startsAt)).toBe('2027-04-10 15:00');
  });
});
