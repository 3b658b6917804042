/*
 * The DRM's months as the page offers them: a return is for a month that has ended (in Paris,
 * where the cellar is), the previous one by default. The deadline of each month (the 10th of the
 * next month or the next working day) and whether it is late come from the API (packages/domain
 * drm/deadline.ts).
 */

/** A month as the API and the URL say it: 'YYYY-MM'. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string | null | undefined): text is Month => Boolean(text && MONTH.test(text));

/** The day (YYYY-MM-DD) it is in Paris at `now`. */
export function parisDay(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

/** The month before `now`'s, in Paris. */
export function previousMonth(now = new Date()): Month {
  const [y, m] = parisDay(now).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Whether the month has ended by `now` (the current month's return is not offered). */
export const hasEnded = (month: Month, now = new Date()): boolean => month <= previousMonth(now);

/** The month the page shows: the URL's when it has ended, else the previous month. */
export const shownMonth = (asked: string | null, now = new Date()): Month =>
  isMonth(asked) && hasEnded(asked, now) ? asked : previousMonth(now);

/** A month's first and last days (the journal's filter of the month). */
export function monthDays(month: Month): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** 'octobre 2026' / 'October 2026'. */
export function monthLabel(month: Month, lang: 'fr' | 'en'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

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
