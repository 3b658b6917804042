import { toHectolitres, type Unity } from '../catalogue/volume.ts';

/**
 * A movement's quantities (decision 0031): units counted, and stored as whole numbers so that
 * the ledger's sums are exact — bottle equivalents in thousandths (eq75 ×1000) and volume in
 * millilitres. One 75 cl bottle is 1 eq75, 750 ml, 0.0075 hl (domain-facts).
 */
export type FormatVolume = { unity: Unity; unityValue: number };
export type Measures = { units: number; eq75Milli: number; volumeMl: number };

/** Millilitres in one unit of the format (0 for a weight). */
export function unitMillilitres(format: FormatVolume): number {
  return Math.round(toHectolitres(format.unity, format.unityValue) * 100_000);
}

/** Bottle equivalents of one unit, in thousandths (a magnum 2000, a half bottle 500). */
export function unitEq75Milli(format: FormatVolume): number {
  return Math.round((unitMillilitres(format) * 1000) / 750);
}

/** The quantities of `units` (signed) of a format. */
export function measuresOf(format: FormatVolume, units: number): Measures {
  return { units, eq75Milli: units * unitEq75Milli(format), volumeMl: units * unitMillilitres(format) };
}

/** Hectolitres from millilitres, rounded to the 1/100 000 hl the DRM counts in (1 ml). */
export function hectolitres(volumeMl: number): number {
  return volumeMl / 100_000;
}

/** Bottle equivalents from thousandths. */
export function eq75FromMilli(eq75Milli: number): number {
  return eq75Milli / 1000;
}
