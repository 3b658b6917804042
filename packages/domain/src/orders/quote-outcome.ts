import type { OrderKind } from './lifecycle.ts';
import type { OrderStatus, QuoteOutcome } from './statuses.ts';

/*
 * Where a quote stands for its client (issue 24). A quote sent and not answered is 'sent' until
 * its last day of validity, then 'expired' (no job needs to have run: the date decides); an
 * accepted quote became an order (decision 0045, its D- number kept), so it is 'accepted'
 * whatever happens to that order afterwards.
 */

export type QuoteState = {
  kind: OrderKind;
  status: OrderStatus;
  quoteReference: string | null;
  /** The quote's last day (YYYY-MM-DD), or null. */
  validUntil: string | null;
};

/** Today in France (YYYY-MM-DD): a quote is valid through its last day, French time. */
export const frenchDay = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Whether the quote's last day is behind us (a quote without one never expires by date). */
export const isPastValidity = (validUntil: string | null, today: string) =>
  validUntil !== null && validUntil < today;

/** The quote's outcome; null for an order or a sample that never was a quote. */
export function quoteOutcome(q: QuoteState, today: string): QuoteOutcome | null {
  if (q.kind !== 'quote') return q.quoteReference ? 'accepted' : null;
  switch (q.status) {
    case 'draft':
      return 'draft';
    case 'pending':
      return isPastValidity(q.validUntil, today) ? 'expired' : 'sent';
    case 'refused':
      return 'refused';
    case 'expired':
      return 'expired';
    default:
      return 'cancelled';
  }
}
