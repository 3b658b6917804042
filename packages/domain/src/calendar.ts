/*
 * The business calendar (issue 25): a sales document is dated by the day it is in France, the
 * producer's time zone, whatever the server's or the browser's. Invoices number and refuse dates
 * by it; the pricing engine picks the dated excise and CSS rates by it.
 */

/** Today in France, YYYY-MM-DD. */
export const todayInFrance = (now: number | Date = Date.now()) =>
  new Date(now).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
