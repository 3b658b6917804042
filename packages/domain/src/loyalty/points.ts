/*
 * The loyalty programme's arithmetic (issue 29, decisions 0180–0182): points earned on the HT
 * an invoice received (paid, not ordered), rounded once, down, here; what a credit note takes
 * back; the tier reached; the points that expire, oldest first. Pure: the API's loyalty module
 * keeps the ledger and calls these.
 */

/** Points a euro HT earns, in hundredths (100 = 1 point per euro, 10 = 1 point per 10 €). */
export const MAX_POINTS_PER_EURO_X100 = 100_000;

/** Points for an amount HT in cents: rounded down once (a started euro earns nothing). */
export function pointsForHt(htCents: number, pointsPerEuroX100: number): number {
  if (htCents <= 0 || pointsPerEuroX100 <= 0) return 0;
  return Math.floor((htCents * pointsPerEuroX100) / 10_000);
}

/**
 * The HT share of an invoice its payments covered: its HT × paid / payable (capped at the
 * whole). What credit notes took off is not paid, so it earns nothing.
 */
export function paidShareHt(invoice: { totalHt: number; payable: number; paid: number }): number {
  if (invoice.payable <= 0 || invoice.paid <= 0 || invoice.totalHt <= 0) return 0;
  const paid = Math.min(invoice.paid, invoice.payable);
  return Math.round((invoice.totalHt * paid) / invoice.payable);
}

/** The points an invoice paid earns. */
export function pointsEarnedBy(
  invoice: { totalHt: number; payable: number; paid: number },
  pointsPerEuroX100: number,
): number {
  return pointsForHt(paidShareHt(invoice), pointsPerEuroX100);
}

/**
 * Points a credit note takes back (decision 0181): the invoice's earned points in proportion of
 * the HT credited so far (this note included), less what earlier notes took. Credit notes that
 * together credit the whole invoice take back exactly what it earned, never more.
 */
export function pointsToReverse(input: {
  earned: number;
  alreadyReversed: number;
  invoiceHt: number;
  /** Every credit note's HT on this invoice, this one included. */
  creditedHtSoFar: number;
}): number {
  const { earned, alreadyReversed, invoiceHt } = input;
  if (earned <= 0 || invoiceHt <= 0) return 0;
  const share = Math.min(1, Math.max(0, input.creditedHtSoFar / invoiceHt));
  const target = share >= 1 ? earned : Math.round(earned * share);
  return Math.max(0, Math.min(earned - alreadyReversed, target - alreadyReversed));
}

export type TierLike = { id: string; name: string; threshold: number };

/**
 * The tier reached with the points earned (decision 0182): credits less credit notes' reversals;
 * spending a reward or an expiry does not lower it. The next tier and the points left to reach it.
 */
export function tierOf<T extends TierLike>(
  tiers: readonly T[],
  earned: number,
): { current: T | null; next: T | null; toNext: number } {
  const sorted = [...tiers].sort((a, b) => a.threshold - b.threshold);
  let current: T | null = null;
  for (const t of sorted) if (earned >= t.threshold) current = t;
  const next = sorted.find((t) => t.threshold > earned) ?? null;
  return { current, next, toNext: next ? next.threshold - earned : 0 };
}

/** Whether a tier ranks at least as high as another (a reward kept for a tier and above). */
export function reachesTier(
  tiers: readonly TierLike[],
  reached: TierLike | null,
  required: string | null,
): boolean {
  if (!required) return true;
  const need = tiers.find((t) => t.id === required);
  if (!need) return false;
  return reached !== null && reached.threshold >= need.threshold;
}

/**
 * Points that expire now (first earned, first spent): the credits whose date has passed, less
 * every debit so far (rewards, reversals, manual removals and earlier expiries), never below 0.
 * Once written as an expiry, the same call answers 0: the sweep cannot expire twice.
 */
export function pointsToExpire(expiredCredits: number, debitsSoFar: number): number {
  return Math.max(0, expiredCredits - debitsSoFar);
}

/** The day points earned on `day` (YYYY-MM-DD) expire: `months` later, the month's last day at most. */
export function expiryDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
