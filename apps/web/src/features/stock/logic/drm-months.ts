/*
 * The DRM's months as the page offers them: a return is for a month that has ended (in Paris,
 * where the cellar is), the previous one by default. The deadline of each month (the 10th of the
 * next month or the next working day) and whether it is late come from the API (packages/domain
 * drm/deadline.ts).
 */

import { todayInFrance as parisDay, previousMonth as previousOf } from '@cuvee/domain/calendar';

/** A month as the API and the URL say it: 'YYYY-MM'. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string | null | undefined): text is Month => Boolean(text && MONTH.test(text));

// The business calendar's helpers, once (packages/domain/src/calendar.ts).
export {
  monthBounds as monthDays,
  monthName as monthLabel,
  todayInFrance as parisDay,
} from '@cuvee/domain/calendar';

/** The month before `now`'s, in Paris. */
export const previousMonth = (now = new Date()): Month => previousOf(parisDay(now).slice(0, 7));

/** Whether the month has ended by `now` (the current month's return is not offered). */
export const hasEnded = (month: Month, now = new Date()): boolean => month <= previousMonth(now);

/** The month the page shows: the URL's when it has ended, else the previous month. */
export const shownMonth = (asked: string | null, now = new Date()): Month =>
  isMonth(asked) && hasEnded(asked, now) ? asked : previousMonth(now);

/** A month's state in the history: filed, still to file, or late (its deadline passed). */
export const monthState = (m: { filing: unknown; late: boolean }): 'filed' | 'toFile' | 'late' =>
  m.filing ? 'filed' : m.late ? 'late' : 'toFile';

/** Hectolitres to the 1/100 as the customs read them: '85,50' / '85.50'. */
export function formatHl100(hl: number, lang: 'fr' | 'en'): string {
  return hl.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
