import { roundCents } from '../money.ts';

/*
 * The totals of a sales document (order, quote, invoice, credit note) as EN 16931 computes
 * them, once for every document (decision 0045): each line's net amount is whole cents; VAT is
 * computed per rate on the sum of the lines at that rate (BR-CO-17), not per line; the total
 * with VAT is the net total plus the VAT. A document priced VAT included (a buyer's order) may
 * differ from that by a cent or two: the difference is the rounding amount (BT-114), so what
 * the client pays is always the order's total.
 */

/** A line as the totals see it: its net amount (HT, after discounts) and its VAT rate. */
export type TotalsLine = { netCents: number; vatRateBp: number };

export type VatBreakdownRow = { rateBp: number; basisCents: number; vatCents: number };

export type DocumentTotals = {
  totalHt: number;
  tva: number;
  /** Net total plus VAT (BT-112). */
  totalTtc: number;
  /** What the client owes beyond the computed total (BT-114), 0 unless priced VAT included. */
  rounding: number;
  /** What the client pays (BT-115 before prepaid amounts). */
  payable: number;
  breakdown: VatBreakdownRow[];
};

/** VAT at a rate in basis points on a basis: 1000 cents at 2000 bp = 200 cents. */
export const vatOf = (basisCents: number, rateBp: number) => roundCents((basisCents * rateBp) / 10000);

/** Totals of lines priced VAT excluded; `payableTtc` when the document was priced VAT included. */
export function documentTotals(lines: readonly TotalsLine[], payableTtc?: number): DocumentTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.netCents);
  const breakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, basisCents]) => ({ rateBp, basisCents, vatCents: vatOf(basisCents, rateBp) }));
  const totalHt = breakdown.reduce((sum, r) => sum + r.basisCents, 0);
  const tva = breakdown.reduce((sum, r) => sum + r.vatCents, 0);
  const totalTtc = totalHt + tva;
  const payable = payableTtc ?? totalTtc;
  return { totalHt, tva, totalTtc, rounding: payable - totalTtc, payable, breakdown };
}

/** A line's net amount: quantity × unit price, less a discount in basis points (1000 = 10 %). */
export function lineNet(quantity: number, unitHtCents: number, discountBp = 0): number {
  return roundCents((quantity * unitHtCents * (10000 - discountBp)) / 10000);
}

/** '20 %', '5,5 %' */
export const rateLabel = (rateBp: number) => `${String(rateBp / 100).replace('.', ',')} %`;
