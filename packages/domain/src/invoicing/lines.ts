import { lineNet } from './totals.ts';

/*
 * An invoice line as it is printed (issue 25, defect 8): its net amount is always its unit price
 * HT in whole cents times its quantity, less its discount (BT-131 = BT-129 × BT-146), so a reader
 * multiplying the printed unit price by the quantity finds the printed line total. A consumer's
 * order is priced VAT included: its line HT was the TTC total divided by the rate, which the
 * rounded unit price times the quantity can miss by a cent or more. The invoice keeps the order's
 * total with VAT as what the buyer pays; the cents between are the document's rounding amount
 * (BT-114, `documentTotals(lines, payableTtc)`), shown on the PDF and in the Factur-X.
 */

/** The printed net of a line: quantity × unit HT (cents), less the discount, rounded once. */
export const printedLineNet = (l: { quantity: number; unitHtCents: number; discountBp: number }) =>
  lineNet(l.quantity, l.unitHtCents, l.discountBp);
