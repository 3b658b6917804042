import { nextMonth } from '../calendar.ts';

/**
 * When a month's DRM is due (domain-facts-wave3 §4): by the 10th of the following month, or
 * the next working day when the 10th is a Saturday, a Sunday or a public holiday.
 */

/** Easter Sunday of a year (Meeus/Jones/Butcher), as YYYY-MM-DD. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(new Date(Date.UTC(year, month - 1, day)));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** Metropolitan France's public holidays of a year. */
export function frenchHolidays(year: number): Set<string> {
  const e = easter(year);
  return new Set([
    `${year}-01-01`,
    addDays(e, 1),
    `${year}-05-01`,
    `${year}-05-08`,
    addDays(e, 39),
    addDays(e, 50),
    `${year}-07-14`,
    `${year}-08-15`,
    `${year}-11-01`,
    `${year}-11-11`,
    `${year}-12-25`,
  ]);
}

export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !frenchHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day a month's DRM is due: the 10th of the next month or the next working day. */
export function drmDeadline(month: string): string {
  let day = `${nextMonth(month)}-10`;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** A month has ended on `today` (YYYY-MM-DD) when today is in a later month. */
export function monthEnded(month: string, today: string): boolean {
  return today.slice(0, 7) > month;
}
