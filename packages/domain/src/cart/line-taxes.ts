import { toHectolitres } from '../catalogue/volume.ts';
import { roundCents } from '../money.ts';
import {
  CSS_RATES,
  type CssCategory,
  EXCISE_RATES,
  type ExciseCategory,
  type RateBasis,
  type RateRow,
  rateOn,
  taxPerUnit,
} from '../rates/excise-rates.ts';
import type { AppliedRate, TaxedUnit } from './pricing.types.ts';

/** Spec §9: a unit whose volume is not known is taken as a 75 cl bottle. */
export const DEFAULT_BOTTLE_HL = 0.0075;
/** CSS is due only above this strength (% vol). */
export const CSS_THRESHOLD = 18;
/** CSS is capped at 40 % of the excise for customs codes 2204/2205/2206 (wines, fermented drinks). */
const CSS_CAPPED: ReadonlySet<ExciseCategory> = new Set([
  'stillWine',
  'sparklingWine',
  'cider',
  'intermediateAop',
  'intermediateOther',
]);
/** The basis of a producer's own rate by category: spirits per pure alcohol, beer per degree. */
const OWN_BASIS: Record<ExciseCategory, RateBasis> = {
  stillWine: 'vol',
  sparklingWine: 'vol',
  cider: 'vol',
  intermediateAop: 'vol',
  intermediateOther: 'vol',
  spirits: 'ap',
  beer: 'da',
};

export type RateTables = { excise: readonly RateRow<ExciseCategory>[]; css: readonly RateRow<CssCategory>[] };
export const DEFAULT_RATE_TABLES: RateTables = { excise: EXCISE_RATES, css: CSS_RATES };

/** Hectolitres of one unit (spec §9 conversions); a weight has no volume. */
export function unitHectolitres(unit: Pick<TaxedUnit, 'unity' | 'unityValue'>): number {
  if (unit.unityValue === null || unit.unityValue <= 0) return DEFAULT_BOTTLE_HL;
  return toHectolitres(unit.unity, unit.unityValue);
}

function applied(row: RateRow | null, own: number | undefined, basis: RateBasis): AppliedRate | null {
  if (row)
    return {
      basis: row.basis,
      eurPerHl: row.eurPerHl,
      validFrom: row.validFrom,
      verify: row.verify === true,
    };
  if (own !== undefined && own > 0) return { basis, eurPerHl: own, validFrom: null, verify: false };
  return null;
}

export type UnitTaxes = {
  /** Euros per unit, unrounded (a line rounds once). */
  excise: number;
  css: number;
  exciseRate: AppliedRate | null;
  cssRate: AppliedRate | null;
  /** Alcoholic, taxable, and no rate found: the line says so. */
  missingRate: boolean;
};

const NONE: UnitTaxes = { excise: 0, css: 0, exciseRate: null, cssRate: null, missingRate: false };

/**
 * Excise and CSS of one unit on `date`: the dated row of its category, else the producer's own
 * rate on the vintage; none under duty suspension (DSU) or without a category.
 */
export function unitTaxes(
  unit: TaxedUnit,
  date: string,
  tables: RateTables = DEFAULT_RATE_TABLES,
): UnitTaxes {
  const category = unit.exciseCategory;
  const legal = unit.vintage?.legal ?? {};
  if (!category || legal.typeDA === 'DSU') return NONE;
  const hl = unitHectolitres(unit);
  const alcohol = unit.vintage?.alcohol ?? 0;
  const exciseRate = applied(rateOn(tables.excise, category, date), legal.da, OWN_BASIS[category]);
  const excise = exciseRate ? taxPerUnit(exciseRate.basis, exciseRate.eurPerHl, hl, alcohol) : 0;
  let css = 0;
  let cssRate: AppliedRate | null = null;
  if (alcohol > CSS_THRESHOLD) {
    const cssCategory: CssCategory = category === 'spirits' ? 'spirits' : 'other';
    cssRate = applied(
      rateOn(tables.css, cssCategory, date),
      legal.css,
      cssCategory === 'spirits' ? 'ap' : 'vol',
    );
    css = cssRate ? taxPerUnit(cssRate.basis, cssRate.eurPerHl, hl, alcohol) : 0;
    if (CSS_CAPPED.has(category)) css = Math.min(css, excise * 0.4);
  }
  return { excise, css, exciseRate, cssRate, missingRate: exciseRate === null && hl > 0 };
}

/** Custom tax of one unit, euros (spec §9: unityValue × quantity / 100 × amount). */
export function unitCustomTax(unit: TaxedUnit): number {
  const amount = unit.vintage?.legal.customTaxAmountPerHL ?? 0;
  return amount > 0 ? unitHectolitres(unit) * amount : 0;
}

/** Euros × units → cents, rounded once (money.ts). */
export function lineCents(eurosPerUnit: number, units: number): number {
  return roundCents(eurosPerUnit * units * 100);
}
