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
/**
 * Customs codes 2204/2205/2206 (wines, vermouths, other fermented drinks): their CSS is the
 * reduced rate, at most 40 % of their excise (domain-facts.md).
 */
const CSS_CAPPED: ReadonlySet<ExciseCategory> = new Set([
  'stillWine',
  'sparklingWine',
  'cider',
  'intermediateAop',
  'intermediateOther',
]);
/** The CSS share of the excise that codes 2204/2205/2206 never exceed. */
const CSS_CAP_OF_EXCISE = 0.4;
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
    const capped = CSS_CAPPED.has(category);
    const cssCategory: CssCategory = category === 'spirits' ? 'spirits' : capped ? 'reduced' : 'other';
    const dated = rateOn(tables.css, cssCategory, date);
    cssRate = applied(dated, legal.css, cssCategory === 'spirits' ? 'ap' : 'vol');
    css = cssRate ? taxPerUnit(cssRate.basis, cssRate.eurPerHl, hl, alcohol) : 0;
    // A producer's own rate on a 2204–2206 drink is held to the cap the reduced row embodies.
    if (capped && !dated) css = Math.min(css, excise * CSS_CAP_OF_EXCISE);
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

/** What a line's units carry beside their price, in cents, each rounded once on the line. */
export type LineDuties = {
  excise: number;
  css: number;
  /** The vintage's own tax (spec §9 custom tax), inside the price unless the vintage adds it. */
  customTax: number;
  /** The rates applied to a line of one product; null for a box (each wine its own). */
  exciseRate: AppliedRate | null;
  cssRate: AppliedRate | null;
  missingRate: boolean;
};

/**
 * The duties of `count` units of a line on `date`: each unit is one product, or a box's wines
 * (one of each content per box). Excise and CSS are kept apart and each rounded once per line.
 */
export function lineDuties(
  contents: ReadonlyArray<TaxedUnit & { quantity: number }>,
  count: number,
  date: string,
  tables: RateTables = DEFAULT_RATE_TABLES,
): LineDuties {
  let excise = 0;
  let css = 0;
  let custom = 0;
  let missingRate = false;
  const taxes = contents.map((u) => {
    const t = unitTaxes(u, date, tables);
    excise += t.excise * u.quantity;
    css += t.css * u.quantity;
    custom += unitCustomTax(u) * u.quantity;
    missingRate ||= t.missingRate;
    return t;
  });
  const single = contents.length === 1 ? taxes[0] : undefined;
  return {
    excise: lineCents(excise, count),
    css: lineCents(css, count),
    customTax: lineCents(custom, count),
    exciseRate: single?.exciseRate ?? null,
    cssRate: single?.cssRate ?? null,
    missingRate,
  };
}

/** A shop's own amount for a rate marked `verify` (domain-facts: such a fact stays editable). */
export type RateOverride = { tax: 'excise' | 'css'; category: string; validFrom: string; eurPerHl: number };

/**
 * The rate tables with a shop's own amounts: only rows marked `verify` take one, the others are
 * the law's. An overridden row keeps its dates and says whose amount it is.
 */
export function ratesWithOverrides(
  overrides: readonly RateOverride[] | null | undefined,
  tables: RateTables = DEFAULT_RATE_TABLES,
): RateTables {
  if (!overrides?.length) return tables;
  const apply = <C extends string>(tax: RateOverride['tax'], rows: readonly RateRow<C>[]) =>
    rows.map((r) => {
      const own = overrides.find(
        (o) => o.tax === tax && o.category === r.category && o.validFrom === r.validFrom && o.eurPerHl > 0,
      );
      return r.verify && own ? { ...r, eurPerHl: own.eurPerHl, verify: false, source: 'shop' } : r;
    });
  return { excise: apply('excise', tables.excise), css: apply('css', tables.css) };
}
