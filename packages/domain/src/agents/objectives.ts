import { quarterBounds, quarterOf } from './commissions.ts';

/*
 * Sales objectives (issue 28 part 4, decision 0160): a target per person or team and period —
 * a month ('2026-11'), a quarter ('2026-T4') or a year ('2026') — in amount HT, bottles and new
 * clients; progress is what the validated orders of the period achieved against it.
 */

export const PERIOD_KINDS = ['month', 'quarter', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-T([1-4])$/;
const YEAR = /^(\d{4})$/;

export const OBJECTIVE_MEASURES = ['amountHtCents', 'bottles', 'newClients'] as const;
export type ObjectiveMeasure = (typeof OBJECTIVE_MEASURES)[number];
export type SalesFigures = { amountHtCents: number; bottles: number; newClients: number; orders: number };
export type ObjectiveTargets = { [K in ObjectiveMeasure]: number | null };

export const NO_SALES: SalesFigures = { amountHtCents: 0, bottles: 0, newClients: 0, orders: 0 };

/** The kind of a period key, or null when it names none (a year between 2000 and 2100). */
export function periodKind(key: string): PeriodKind | null {
  const year = Number(key.slice(0, 4));
  if (!(year >= 2000 && year <= 2100)) return null;
  if (MONTH.test(key)) return 'month';
  if (QUARTER.test(key)) return 'quarter';
  if (YEAR.test(key)) return 'year';
  return null;
}

export const isPeriod = (key: string) => periodKind(key) !== null;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period's first and last days (inclusive), its kind. */
export function periodBounds(key: string): { kind: PeriodKind; from: string; to: string } {
  const kind = periodKind(key);
  if (kind === 'quarter') return { kind, ...quarterBounds(key) };
  if (kind === 'month') {
    const [y, m] = key.split('-').map(Number) as [number, number];
    return { kind, from: `${key}-01`, to: `${key}-${pad(lastDayOf(y, m))}` };
  }
  if (kind === 'year') return { kind, from: `${key}-01-01`, to: `${key}-12-31` };
  throw new Error(`not a period: ${key}`);
}

/** The period of this kind holding the day ('2026-11-28' → '2026-11', '2026-T4', '2026'). */
export function periodOf(kind: PeriodKind, day: string): string {
  if (kind === 'month') return day.slice(0, 7);
  if (kind === 'quarter') return quarterOf(day);
  return day.slice(0, 4);
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** 'novembre 2026', 'T4 2026', '2026'. */
export function periodLabel(key: string): string {
  const kind = periodKind(key);
  if (kind === 'month') return `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  if (kind === 'quarter') return `T${key.slice(6)} ${key.slice(0, 4)}`;
  return key;
}

/** The periods a year's board offers: its months, quarters and the year itself. */
export function periodsOfYear(year: number): string[] {
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const quarters = [1, 2, 3, 4].map((q) => `${year}-T${q}`);
  return [String(year), ...quarters, ...months];
}

/** Achieved against target in basis points (10000 = 100 %, may exceed it); null without a target. */
export function progressBp(achieved: number, target: number | null): number | null {
  if (target == null || target <= 0) return null;
  return Math.round((achieved * 10_000) / target);
}

/** Several people's figures added up: a team's progress is its members' sum. */
export function sumFigures(figures: readonly SalesFigures[]): SalesFigures {
  return figures.reduce(
    (acc, f) => ({
      amountHtCents: acc.amountHtCents + f.amountHtCents,
      bottles: acc.bottles + f.bottles,
      newClients: acc.newClients + f.newClients,
      orders: acc.orders + f.orders,
    }),
    { ...NO_SALES },
  );
}

/** A target is given for at least one measure, each a whole number ≥ 0. */
export function hasTarget(t: ObjectiveTargets): boolean {
  return OBJECTIVE_MEASURES.some((m) => t[m] != null);
}
