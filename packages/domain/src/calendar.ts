/*
 * The business calendar (issue 25): a sales document is dated by the day it is in France, the
 * producer's time zone, whatever the server's or the browser's. Invoices number and refuse dates
 * by it; the pricing engine picks the dated excise and CSS rates by it.
 */

/** Today in France, YYYY-MM-DD. */
export const todayInFrance = (now: number | Date = Date.now()) =>
  new Date(now).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** First and last day of a month (YYYY-MM). */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A month (YYYY-MM) as a reader says it: 'octobre 2026', 'October 2026'. */
export function monthName(month: string, lang: 'fr' | 'en' = 'fr'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
