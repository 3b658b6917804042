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
const row = (category: ExciseCategory, year: number, eurPerHl: number): RateRow<ExciseCategory> => ({
  category,
  basis: 'vol',
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  eurPerHl,
  source: EXCISE_SOURCE,
});

/** French excise per hl of volume, 2025 and 2026 (domain-facts.md). */
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
];

/** The two CSS rates: spirits per hl of pure alcohol, other drinks above 18 % per hl of volume. */
export type CssCategory = 'spirits' | 'other';

/**
 * CSS (Code de la sécurité sociale L245-9). Only the 2019 amounts have a source
 * (domain-facts.md): kept as open rows marked `verify`, to be replaced by dated yearly rows.
 */
export const CSS_RATES: readonly RateRow<CssCategory>[] = [
  {
    category: 'spirits',
    basis: 'ap',
    validFrom: '2019-01-01',
    validTo: null,
    eurPerHl: 557.9,
    verify: true,
    source: 'CSS L245-9 (2019 amount)',
  },
  {
    category: 'other',
    basis: 'vol',
    validFrom: '2019-01-01',
    validTo: null,
    eurPerHl: 47.11,
    verify: true,
    source: 'CSS L245-9 (2019 amount)',
  },
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
