import type { VatType } from '../catalogue/reference.ts';
import { type DocumentTotals, documentTotals, lineNet, vatOf } from '../invoicing/totals.ts';
import { addVat } from '../money.ts';
import { DEFAULT_RATE_TABLES, lineDuties, type RateTables } from './duties.ts';
import type { AppliedRate, TaxedUnit, VatRates } from './pricing.types.ts';

/*
 * A sales document priced line by line (issue 25): the back office's entries and edits, their
 * estimate in the browser, and next the point of sale and purchases. Each line's net HT, VAT and
 * TTC are whole cents rounded once; its excise and CSS, inside the price, are kept apart and
 * taken at the rates in force on the document's date; the totals are EN 16931's (VAT per rate on
 * the lines' sum, documentTotals). The cart prices the same lines through cart-order.ts, whose
 * duties are these (duties.ts).
 */

export type DocumentLineInput = {
  quantity: number;
  /** Unit price HT in cents before the line discount, duties included. */
  unitHt: number;
  /** Line discount in basis points (1000 = 10 %). */
  discountBp: number;
  vatRateBp: number;
  /** What the units are taxed as: one product, or a box's wines for one box; [] for none. */
  taxed: ReadonlyArray<TaxedUnit & { quantity: number }>;
};

export type DocumentInput = {
  /** The document's date, YYYY-MM-DD (today in France for a new one): it picks the rates. */
  date: string;
  lines: readonly DocumentLineInput[];
  /** The delivery charged, HT, at its VAT rate (the shop's standard rate). */
  shipping?: { ht: number; vatRateBp: number } | null;
  rates?: RateTables;
};

export type PricedDocumentLine = {
  quantity: number;
  unitHt: number;
  unitTtc: number;
  discountBp: number;
  vatRateBp: number;
  totalHt: number;
  vat: number;
  totalTtc: number;
  excise: number;
  css: number;
  exciseRate: AppliedRate | null;
  cssRate: AppliedRate | null;
  /** Alcoholic, taxable, and no rate in force on the date. */
  missingRate: boolean;
};

export type PricedDocument = {
  lines: PricedDocumentLine[];
  totals: DocumentTotals;
  /** Duties inside the price, whole document: the excise alone, the CSS alone. */
  excise: number;
  css: number;
  shipping: { ht: number; vatRateBp: number } | null;
};

/** A product's VAT rate in basis points in a shop (0 where the shop charges no VAT). */
export function vatRateBpOf(shop: { hasTVA: boolean; vatRate: VatRates }, vatType: VatType): number {
  return shop.hasTVA ? Math.round(shop.vatRate[vatType] * 100) : 0;
}

/** Delivery is charged at the shop's standard rate (spec §9), none where it charges no VAT. */
export const shippingVatRateBp = (shop: { hasTVA: boolean; vatRate: VatRates }) =>
  vatRateBpOf(shop, 'standard');

export function priceDocumentLine(
  line: DocumentLineInput,
  date: string,
  tables: RateTables = DEFAULT_RATE_TABLES,
): PricedDocumentLine {
  const totalHt = lineNet(line.quantity, line.unitHt, line.discountBp);
  const vat = vatOf(totalHt, line.vatRateBp);
  const duties = lineDuties(line.taxed, line.quantity, date, tables);
  return {
    quantity: line.quantity,
    unitHt: line.unitHt,
    unitTtc: addVat(line.unitHt, line.vatRateBp / 100),
    discountBp: line.discountBp,
    vatRateBp: line.vatRateBp,
    totalHt,
    vat,
    totalTtc: totalHt + vat,
    excise: duties.excise,
    css: duties.css,
    exciseRate: duties.exciseRate,
    cssRate: duties.cssRate,
    missingRate: duties.missingRate,
  };
}

export function priceDocument(input: DocumentInput): PricedDocument {
  const tables = input.rates ?? DEFAULT_RATE_TABLES;
  const lines = input.lines.map((l) => priceDocumentLine(l, input.date, tables));
  const shipping = input.shipping && input.shipping.ht > 0 ? input.shipping : null;
  const totals = documentTotals([
    ...lines.map((l) => ({ netCents: l.totalHt, vatRateBp: l.vatRateBp })),
    ...(shipping ? [{ netCents: shipping.ht, vatRateBp: shipping.vatRateBp }] : []),
  ]);
  return {
    lines,
    totals,
    excise: lines.reduce((n, l) => n + l.excise, 0),
    css: lines.reduce((n, l) => n + l.css, 0),
    shipping,
  };
}
