import { roundCents } from '../money.ts';
import type { VatBreakdownRow } from './totals.ts';

/*
 * Spreading an amount over parts pro rata (decision 0047): a deposit invoice over the order's
 * VAT rates, a partial credit note over the invoice's. Whole cents by the largest remainder, so
 * the parts always add up to the amount exactly.
 */

/** `total` shared in proportion to `weights` (non-negative), in whole cents summing to `total`. */
export function spreadCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x + 1e-9));
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((x, i) => ({ i, r: x - Math.floor(x + 1e-9) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * An amount with VAT spread over a document's VAT rates in proportion of each rate's share of
 * the total with VAT: per rate, the net amount (HT) that amount holds.
 */
export function spreadTtcOverRates(
  amountTtc: number,
  breakdown: readonly VatBreakdownRow[],
): { rateBp: number; netCents: number }[] {
  const shares = spreadCents(
    amountTtc,
    breakdown.map((r) => r.basisCents + r.vatCents),
  );
  return breakdown.map((r, i) => ({
    rateBp: r.rateBp,
    netCents: roundCents((shares[i]! * 10000) / (10000 + r.rateBp)),
  }));
}
