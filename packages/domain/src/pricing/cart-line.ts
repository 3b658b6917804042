import { unitPrice } from '../catalogue/pricing.ts';
import { eq75 } from '../catalogue/volume.ts';
import { addVat, removeVat, roundCents } from '../money.ts';
import { lineDuties, type RateTables } from './duties.ts';
import type {
  FormatPromotion,
  PricedLine,
  PriceOrderInput,
  PricingLine,
  TaxedUnit,
} from './pricing.types.ts';

/** A line priced before promotions, in the buyer's basis (TTC or HT by typology). */
export type GrossLine = {
  line: PricingLine;
  vatRate: number;
  showTtc: boolean;
  freeItems: number;
  /** Unit price in the buyer's basis, wrapping included. */
  unitShown: number;
  gross: number;
  /** Priced at a quantity tier or given free units (a promo code may not combine with it). */
  tiered: boolean;
};

const BOTTLE_LIKE = new Set(['bottle', 'box']);

/** Bottle equivalents of one unit of a line (a box: its contents). */
export function lineEq75(line: PricingLine): number {
  if (!BOTTLE_LIKE.has(line.product.productType)) return 0;
  if (line.boxContents?.length) {
    return line.boxContents.reduce(
      (n, c) => n + c.quantity * (c.eq75 ?? eq75(c.unity, c.unityValue ?? 0.75)),
      0,
    );
  }
  return line.format.eq75 ?? eq75(line.format.unity, line.format.unityValue ?? 0.75);
}

export function grossLine(line: PricingLine, input: PriceOrderInput): GrossLine {
  const hasTVA = input.shop.hasTVA;
  const vatRate = hasTVA && !line.product.disableVAT ? input.shop.vatRate[line.product.vatType] : 0;
  const inEq75 = input.typology.def.allRulesInEq75 ?? input.shop.allRulesInEq75 ?? false;
  const tierQuantity = inEq75 ? line.quantity * lineEq75(line) : line.quantity;
  const unit = unitPrice(line.format, input.typology.key, input.typology.def, vatRate, {
    quantity: tierQuantity,
    hasTVA: vatRate > 0,
  });
  const showTtc = input.typology.def.ttc;
  // Loyalty lines are offered: their price is 0, their duties are still due.
  const base = line.isFromFidelity ? 0 : unit.shown;
  const wrapTtc = line.isWrapped ? line.product.wrappingPrice : 0;
  const wrap = showTtc ? wrapTtc : removeVat(wrapTtc, vatRate);
  const unitShown = base + wrap;
  return {
    line,
    vatRate,
    showTtc,
    freeItems: line.isFromFidelity ? 0 : unit.freeItems,
    unitShown,
    gross: unitShown * line.quantity,
    tiered: !line.isFromFidelity && (unit.source === 'tier' || unit.freeItems > 0),
  };
}

export type OrderTotals = { quantity: number; gross: number };

/** Whether a promotion's conditions hold ('always' is the only activation; 0 = no minimum). */
export function promotionApplies(p: FormatPromotion, g: GrossLine, order: OrderTotals): boolean {
  return (
    p.activation === 'always' &&
    g.line.quantity >= p.minProduct &&
    g.gross >= p.minPrice &&
    order.quantity >= p.minProductOrder &&
    order.gross >= p.minPriceOrder
  );
}

/** The best promotion reached (they do not add up), in the buyer's basis, never above the line. */
export function lineDiscount(g: GrossLine, order: OrderTotals): number {
  if (g.line.isFromFidelity) return 0;
  let best = 0;
  for (const p of g.line.format.promotions) {
    if (!promotionApplies(p, g, order)) continue;
    const off =
      p.type === '%' ? roundCents((g.gross * Math.min(100, p.amount)) / 100) : p.amount * g.line.quantity;
    best = Math.max(best, Math.min(g.gross, off));
  }
  return best;
}

const toHt = (g: GrossLine, amount: number) => (g.showTtc ? removeVat(amount, g.vatRate) : amount);
const toTtc = (g: GrossLine, amount: number) => (g.showTtc ? amount : addVat(amount, g.vatRate));

/** The units whose duties a line carries: itself, or one of each of a box's contents. */
function taxedUnits(line: PricingLine): Array<TaxedUnit & { quantity: number }> {
  if (line.boxContents?.length) return line.boxContents;
  return [
    {
      exciseCategory: line.product.exciseCategory,
      unity: line.format.unity,
      unityValue: line.format.unityValue,
      vintage: line.vintage,
      quantity: 1,
    },
  ];
}

/** A line's amounts: VAT on the line's total, duties inside the price, rounding once per amount. */
export function finishLine(
  g: GrossLine,
  promo: number,
  date: string,
  tables: RateTables,
): { priced: PricedLine; missingRate: boolean } {
  const { line } = g;
  const units = line.quantity + g.freeItems;
  const box = Boolean(line.boxContents?.length);
  const duties = lineDuties(taxedUnits(line), units, date, tables);
  const legal = box ? undefined : line.vintage?.legal;
  const customCents = duties.customTax;
  const added = legal?.customTaxAdded === true && customCents > 0;
  const net = g.gross - promo;
  let totalHT = toHt(g, net);
  let totalTTC = toTtc(g, net);
  if (added) {
    totalHT += customCents;
    totalTTC += legal?.customTaxVat ? addVat(customCents, g.vatRate) : customCents;
  }
  return {
    missingRate: duties.missingRate,
    priced: {
      idTmp: line.idTmp,
      isFromFidelity: line.isFromFidelity,
      quantity: line.quantity,
      freeItems: g.freeItems,
      vatRate: g.vatRate,
      unitHT: toHt(g, g.unitShown),
      unitTTC: toTtc(g, g.unitShown),
      promoHT: toHt(g, g.gross) - toHt(g, net),
      promoTTC: toTtc(g, g.gross) - toTtc(g, net),
      totalHT,
      totalTTC,
      bottles: Math.round(units * lineEq75(line) * 1000) / 1000,
      excise: duties.excise,
      css: duties.css,
      exciseRate: box ? null : duties.exciseRate,
      cssRate: box ? null : duties.cssRate,
      customTax:
        customCents > 0 ? { name: legal?.customTaxName ?? 'Taxe', amount: customCents, added } : null,
    },
  };
}
