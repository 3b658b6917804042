/*
 * Slots of an event (issue 27 item 2, decision 0101): recurring rules (every Tuesday and Saturday
 * at 10:00 and 15:00 from April to October), one-off dates, closed days and capacity overrides,
 * expanded into the occurrences the API stores as rows. Times are the estate's wall-clock times
 * in France (Europe/Paris), whatever the server's zone; a summer 10:00 is 08:00 UTC.
 */

/** Monday = 1 … Sunday = 7 (ISO 8601, as a French week starts). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type SlotRule = {
  weekdays: readonly number[];
  /** Wall-clock start times, 'HH:MM'. */
  times: readonly string[];
  /** First and last day of the rule, 'YYYY-MM-DD' (both included). */
  from: string;
  to: string;
  /** Places of each occurrence; the event's capacity when absent. */
  capacity?: number | null | undefined;
};

export type OneOffSlot = { date: string; time: string; capacity?: number | null | undefined };

export type Schedule = {
  rules: readonly SlotRule[];
  dates: readonly OneOffSlot[];
  /** Days without any slot (a holiday, the harvest). */
  closedDays: readonly string[];
};

export type Occurrence = { startsAt: Date; endsAt: Date; capacity: number };

/** No schedule materializes further than this many days ahead (decision 0101). */
export const SLOT_HORIZON_DAYS = 400;
const DAY_MS = 24 * 3600 * 1000;

const PARIS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes France is ahead of UTC at the instant `utcMs` (60 in winter, 120 in summer). */
function parisOffsetMinutes(utcMs: number): number {
  const p = Object.fromEntries(PARIS.formatToParts(new Date(utcMs)).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000);
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The instant a wall-clock time of a day in France is. */
export function parisInstant(day: string, time: string): Date {
  const [y, m, d] = dayParts(day);
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - parisOffsetMinutes(wall) * 60000;
  const second = wall - parisOffsetMinutes(first) * 60000;
  return new Date(second);
}

/** The day after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
};

/** ISO weekday of a day: Monday 1 … Sunday 7. */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = dayParts(day);
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (js === 0 ? 7 : js) as Weekday;
}

/** The France day of an instant, YYYY-MM-DD. */
export const parisDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/**
 * The occurrences of a schedule between now and the horizon, soonest first: one per rule day and
 * time, plus the one-off dates (a one-off at the time of a rule's occurrence overrides its
 * capacity), none on a closed day, none already started.
 */
export function expandSchedule(
  schedule: Schedule,
  opts: { capacity: number; durationMinutes: number; now?: Date; horizonDays?: number },
): Occurrence[] {
  const now = opts.now ?? new Date();
  const today = parisDay(now);
  const last = addDays(today, opts.horizonDays ?? SLOT_HORIZON_DAYS);
  const closed = new Set(schedule.closedDays);
  const byStart = new Map<number, Occurrence>();
  const add = (day: string, time: string, capacity: number | null | undefined) => {
    if (closed.has(day) || day > last) return;
    const startsAt = parisInstant(day, time);
    if (startsAt <= now) return;
    const endsAt = new Date(startsAt.getTime() + opts.durationMinutes * 60000);
    byStart.set(startsAt.getTime(), { startsAt, endsAt, capacity: capacity ?? opts.capacity });
  };
  for (const rule of schedule.rules) {
    const weekdays = new Set(rule.weekdays);
    const start = rule.from > today ? rule.from : today;
    const end = rule.to < last ? rule.to : last;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      if (!weekdays.has(weekdayOf(day))) continue;
      for (const time of rule.times) add(day, time, rule.capacity);
    }
  }
  for (const one of schedule.dates) add(one.date, one.time, one.capacity);
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
