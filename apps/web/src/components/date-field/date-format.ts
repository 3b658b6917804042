import { parseDate } from '@cuvee/contracts';
import dayjs, { type Dayjs } from 'dayjs';

// A DateField value is a calendar day (or month) held as a Date at midnight UTC — the
// convention of contracts' parseDate('DD/MM/YYYY'). Its UTC fields are the day the user
// chose wherever they are, and `toISOString().slice(0, 10)` is that day.

export type DateMode = 'day' | 'month';

export const DISPLAY_FORMAT: Record<DateMode, string> = { day: 'DD/MM/YYYY', month: 'MM/YYYY' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isValidDate(d: Date | null | undefined): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}

/** 'DD/MM/YYYY' (day) or 'MM/YYYY' (month) of a calendar-day Date; '' for null or an invalid Date. */
export function formatDate(d: Date | null | undefined, mode: DateMode = 'day'): string {
  if (!isValidDate(d)) return '';
  const month = `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
  return mode === 'month' ? month : `${pad(d.getUTCDate())}/${month}`;
}

/**
 * Reads what formatDate writes (one-digit day or month accepted: '5/3/2025'), strictly:
 * '31/02/2025' → null. Day → midnight UTC of that day; month → the 1st of the month.
 */
export function parseDisplayDate(text: string, mode: DateMode = 'day'): Date | null {
  const trimmed = text.trim();
  if (mode === 'month') {
    const match = /^(\d{1,2})\/(\d{4})$/.exec(trimmed);
    if (!match) return null;
    return parseDate(`01/${pad(Number(match[1]))}/${match[2]}`) ?? null;
  }
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  return parseDate(`${pad(Number(match[1]))}/${pad(Number(match[2]))}/${match[3]}`) ?? null;
}

/** The calendar day of a DateField value as a local dayjs, what the picker works with. */
export function toPickerValue(d: Date | null | undefined): Dayjs | null {
  if (!isValidDate(d)) return null;
  return dayjs(`${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
}

/** The picker's local day back to a DateField value (month mode: the 1st). Invalid → null. */
export function fromPickerValue(value: Dayjs | null, mode: DateMode = 'day'): Date | null {
  if (!value?.isValid()) return null;
  const utc = new Date(0);
  utc.setUTCFullYear(value.year(), value.month(), mode === 'month' ? 1 : value.date());
  return utc;
}

/** Same calendar day (or month) — null equals null. */
export function sameDate(a: Date | null, b: Date | null, mode: DateMode = 'day'): boolean {
  return formatDate(a, mode) === formatDate(b, mode);
}
