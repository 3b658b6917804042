import type { PricedFormat, TypologyDef } from '../catalogue/pricing.ts';
import { unitPrice } from '../catalogue/pricing.ts';
import { roundCents } from '../money.ts';
import type { FormatPromotion } from './pricing.types.ts';

/*
 * The prior price of an announced reduction (Code de la consommation L112-1-1; issue 29,
 * decision 0176): the lowest price charged during the 30 days before the reduction began; during
 * successive reductions, the one before the first. Read only from the format's price history,
 * never typed by hand. Pure: the caller gives the history and the day.
 */

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The price charged from a moment on (cents, in the viewer's basis). */
export type PricePoint = { at: string; price: number };

/** What a history row keeps of a format: what its price for one unit is made of. */
export type FormatPriceSnapshot = Pick<PricedFormat, 'price' | 'discountPrice' | 'typologies'> & {
  promotions: readonly FormatPromotion[];
};

/**
 * The price one unit is charged to a typology: its unit price and the best format promotion
 * that asks for nothing (no minimum), the one a card announces.
 */
export function chargedUnitPrice(
  format: FormatPriceSnapshot,
  typologyKey: string,
  typology: TypologyDef,
  vatRate: number,
  hasTVA: boolean,
): number {
  const shown = unitPrice(format, typologyKey, typology, vatRate, { quantity: 1, hasTVA }).shown;
  let off = 0;
  for (const p of format.promotions) {
    const unconditional =
      p.activation === 'always' &&
      p.minProduct <= 1 &&
      p.minPrice <= 0 &&
      p.minProductOrder <= 1 &&
      p.minPriceOrder <= 0;
    if (!unconditional) continue;
    const cut = p.type === '%' ? roundCents((shown * Math.min(100, p.amount)) / 100) : p.amount;
    off = Math.max(off, Math.min(shown, cut));
  }
  return shown - off;
}

export type PriorPrice = { prior: number; since: string };

/**
 * The struck price to show beside the price charged now, or null: none when the current price
 * is not a reduction, or is not below the lowest price of the 30 days before the (first)
 * reduction. `history` is any order; points after `now` are ignored.
 */
export function priorPrice(history: readonly PricePoint[], now: Date): PriorPrice | null {
  const t = (p: PricePoint) => Date.parse(p.at);
  const points = history.filter((p) => t(p) <= now.getTime()).sort((a, b) => t(a) - t(b));
  // Runs of one price: a snapshot that repeats the price (another field changed) is no change.
  const runs: PricePoint[] = [];
  for (const p of points) if (runs.at(-1)?.price !== p.price) runs.push(p);
  if (runs.length < 2) return null;
  const current = runs.at(-1)!;
  let first = runs.length - 1;
  if (runs[first - 1]!.price <= current.price) return null;
  // Successive reductions (each lower, each within 30 days of the one before) count from the first.
  while (
    first >= 2 &&
    runs[first - 2]!.price > runs[first - 1]!.price &&
    t(runs[first]!) - t(runs[first - 1]!) <= PRIOR_PRICE_DAYS * DAY_MS
  )
    first -= 1;
  const start = t(runs[first]!);
  const from = start - PRIOR_PRICE_DAYS * DAY_MS;
  // The prices in force during [start − 30 days, start): the one in force at the window's
  // opening (when the format existed then) and every later one before the reduction.
  const before = runs.slice(0, first);
  const opening = [...before].reverse().find((p) => t(p) <= from);
  const inWindow = before.filter((p) => t(p) > from);
  const charged = [...(opening ? [opening] : []), ...inWindow];
  if (charged.length === 0) return null;
  const lowest = Math.min(...charged.map((p) => p.price));
  return current.price < lowest ? { prior: lowest, since: runs[first]!.at } : null;
}
