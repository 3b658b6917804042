import { z } from 'zod';
import { codeIssue, customIssue } from './messages.ts';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const FRENCH = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Milliseconds since the epoch of a UTC wall-clock time (setUTCFullYear keeps years < 100 as typed). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith('-') ? -minutes : minutes;
}

/**
 * Reads a date strictly (no rollover: '2025-02-30' is refused):
 * - a valid Date object (copied);
 * - 'YYYY-MM-DD' or 'DD/MM/YYYY' (the pickers' display) → midnight UTC of that day;
 * - an ISO date-time 'YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:mm]' → that instant; without a
 *   zone it is local time, as `new Date()` reads it.
 */
export function parseDate(input: string | Date): Date | undefined {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? undefined : new Date(input.getTime());
  const text = input.trim();
  const french = FRENCH.exec(text);
  if (french) {
    const [day, month, year] = french.slice(1).map(Number) as [number, number, number];
    return isCalendarDay(year, month, day) ? new Date(utc(year, month, day)) : undefined;
  }
  const iso = ISO.exec(text);
  if (!iso) return undefined;
  const [year, month, day] = iso.slice(1, 4).map(Number) as [number, number, number];
  if (!isCalendarDay(year, month, day)) return undefined;
  if (iso[4] === undefined) return new Date(utc(year, month, day));
  const hour = Number(iso[4]);
  const minute = Number(iso[5]);
  const second = Number(iso[6] ?? 0);
  const ms = Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = iso[8];
  if (zone === undefined) {
    const local = new Date(0);
    local.setFullYear(year, month - 1, day);
    local.setHours(hour, minute, second, ms);
    return local;
  }
  const zoneMinutes = offsetMinutes(zone);
  if (Math.abs(zoneMinutes) > 18 * 60) return undefined;
  return new Date(utc(year, month, day, hour, minute, second, ms) - zoneMinutes * 60_000);
}

/** §5 Date: a valid date given as a Date or a string (see parseDate); outputs a Date. */
export const dateSchema = z
  .union([z.date(), z.string()], {
    error: (issue) =>
      codeIssue(issue, issue.input === undefined || issue.input === null ? 'required' : 'date'),
  })
  .transform((input, ctx) => {
    if (typeof input === 'string' && input.trim() === '') {
      ctx.addIssue({ ...customIssue('required'), input });
      return z.NEVER;
    }
    const date = parseDate(input);
    if (date === undefined) {
      ctx.addIssue({ ...customIssue('date'), input });
      return z.NEVER;
    }
    return date;
  });
