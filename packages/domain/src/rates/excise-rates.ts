/**
 * Excise and CSS rates are data with a validity period, never constants in code
 * (domain-facts.md): a new year adds rows; an order is taxed at the rates of its date.
 */

/** Excise categories of French law with a rate per hl of volume (domain-facts.md). */
export const EXCISE_CATEGORIES = [
  'stillWine',
  'sparklingWine',
  'cider',
  'intermediateAop',
  'intermediateOther',
  'spirits',
  'beer',
] as const;
export type ExciseCategory = (typeof EXCISE_CATEGORIES)[number];

/**
 * How a rate applies to one unit (spec §9): 'vol' per hl of volume; 'ap' per hl of pure
 * alcohol (rate × hl × alcohol % / 100); 'da' per hl and degree (rate × hl × degree); 'dap'
 * per litre and degree (rate × litres × degree).
 */
export type RateBasis = 'vol' | 'ap' | 'da' | 'dap';

export type RateRow<C extends string = string> = {
  category: C;
  basis: RateBasis;
  /** First day the rate applies, YYYY-MM-DD. */
  validFrom: string;
  /** Last day it applies, YYYY-MM-DD; null while in force. */
  validTo: string | null;
  eurPerHl: number;
  /** A fact with a weak source: to check before relying on it (domain-facts.md). */
  verify?: boolean;
  source: string;
};

const EXCISE_SOURCE = 'service-public F32101; CIBS L313-15, L313-20';
const row = (
  category: ExciseCategory,
  year: number,
  eurPerHl: number,
  basis: RateBasis = 'vol',
): RateRow<ExciseCategory> => ({
  category,
  basis,
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  eurPerHl,
  source: EXCISE_SOURCE,
});

/**
 * French excise, 2025 and 2026 (domain-facts.md): per hl of volume, spirits per hl of pure
 * alcohol (volume × strength). Beer is taxed per hl and degree at the producer's own rate.
 */
export const EXCISE_RATES: readonly RateRow<ExciseCategory>[] = [
  row('stillWine', 2025, 4.12),
  row('stillWine', 2026, 4.19),
  row('sparklingWine', 2025, 10.2),
  row('sparklingWine', 2026, 10.38),
  row('cider', 2025, 1.43),
  row('cider', 2026, 1.46),
  row('intermediateAop', 2025, 51.49),
  row('intermediateAop', 2026, 52.39),
  row('intermediateOther', 2025, 205.93),
  row('intermediateOther', 2026, 209.53),
  row('spirits', 2025, 1899.18, 'ap'),
  row('spirits', 2026, 1932.42, 'ap'),
];

/**
 * The CSS rates: spirits per hl of pure alcohol; other drinks above 18 % (intermediate products,
 * beers) per hl of volume; the same reduced to 40 % for customs codes 2204/2205/2206 (wines,
 * vermouths, other fermented drinks: the VDN and the other intermediate products made of wine).
 */
export const CSS_CATEGORIES = ['spirits', 'other', 'reduced'] as const;
export type CssCategory = (typeof CSS_CATEGORIES)[number];

const CSS_SOURCE = 'Code de la sécurité sociale L245-9; eurotax.fr (2024, 2025); indexation cap (2026)';
const cssRow = (
  category: CssCategory,
  year: number,
  eurPerHl: number,
  verify = false,
): RateRow<CssCategory> => ({
  category,
  basis: category === 'spirits' ? 'ap' : 'vol',
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  eurPerHl,
  ...(verify ? { verify } : {}),
  source: CSS_SOURCE,
});

/**
 * CSS (Code de la sécurité sociale L245-9), dated yearly rows (domain-facts.md). The 2026
 * spirits amount is derived from 2025 by the 1.75 % indexation cap and marked `verify` against
 * the customs circular: a shop may set its own amount for it (shop settings, `cssRates`).
 */
export const CSS_RATES: readonly RateRow<CssCategory>[] = [
  cssRow('spirits', 2024, 599.31),
  cssRow('spirits', 2025, 609.8),
  cssRow('spirits', 2026, 620.47, true),
  cssRow('other', 2025, 51.49),
  cssRow('other', 2026, 52.39),
  cssRow('reduced', 2025, 20.61),
  cssRow('reduced', 2026, 20.97),
];

/** The row of `category` in force on `date` (YYYY-MM-DD or an ISO date-time), or null. */
export function rateOn<C extends string>(
  table: readonly RateRow<C>[],
  category: C,
  date: string,
): RateRow<C> | null {
  const day = date.slice(0, 10);
  return (
    table.find(
      (r) => r.category === category && r.validFrom <= day && (r.validTo === null || day <= r.validTo),
    ) ?? null
  );
}

/**
 * Euros due on one unit of `hl` hectolitres at `alcohol` % vol for a rate and its basis
 * (unrounded: the caller rounds once per line).
 */
export function taxPerUnit(basis: RateBasis, eurPerHl: number, hl: number, alcohol: number): number {
  switch (basis) {
    case 'vol':
      return eurPerHl * hl;
    case 'ap':
      return (eurPerHl * hl * alcohol) / 100;
    case 'da':
      return eurPerHl * hl * alcohol;
    case 'dap':
      return eurPerHl * hl * 100 * alcohol;
  }
}
