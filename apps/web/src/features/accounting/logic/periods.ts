import { monthBounds as monthRange, todayInFrance as parisToday } from '@cuvee/domain/calendar';
import type { EntryFilters } from '../api/accounting.queries.ts';

/*
 * The months and fiscal years the journals' screen offers, and its filters as the URL holds
 * them: `?journal=VT&month=2026-10&lettered=no&account=411&page=2`.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

// The business calendar's month helpers, once (packages/domain/src/calendar.ts).
export {
  monthBounds as monthRange,
  monthName as monthLabel,
  todayInFrance as parisToday,
} from '@cuvee/domain/calendar';

/** The `count` months up to today's, newest first ('2026-11', '2026-10', …). */
export function recentMonths(count: number, today: string = parisToday()): string[] {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

/** The fiscal years a FEC may be asked for, by the year of their closing day: this one and five before. */
export const fiscalYears = (today: string = parisToday()) =>
  Array.from({ length: 6 }, (_, i) => Number(today.slice(0, 4)) - i);

/** The journals' filters read from the URL; an unreadable one is left out. */
export function entryFiltersOf(params: URLSearchParams, page: number): EntryFilters & { month?: string } {
  const journal = params.get('journal')?.trim().toUpperCase() || undefined;
  const month = params.get('month') ?? '';
  const lettered = params.get('lettered');
  const account = params.get('account')?.trim() || undefined;
  const range = MONTH.test(month) ? monthRange(month) : undefined;
  return {
    journal: journal && /^[A-Z0-9]{1,6}$/.test(journal) ? journal : undefined,
    month: range ? month : undefined,
    from: range?.from,
    to: range?.to,
    lettered: lettered === 'yes' || lettered === 'no' ? lettered : undefined,
    account: account && account.length <= 20 ? account : undefined,
    page,
  };
}
