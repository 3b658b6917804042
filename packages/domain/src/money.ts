import { formatEurosIn } from './number-format.ts';

/**
 * Money is integer cents. Every conversion that can produce a fraction of a cent rounds
 * here, once, half away from zero (the usual commercial rounding in France).
 */
export function roundCents(value: number): number {
  // The epsilon absorbs binary noise such as 1075 * 1.2 = 1289.9999999999998.
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) + 1e-9);
}

/** HT → TTC for a VAT rate in percent (20, 10, 5.5). */
export function addVat(htCents: number, ratePercent: number): number {
  return roundCents((htCents * (100 + ratePercent)) / 100);
}

/** TTC → HT for a VAT rate in percent. */
export function removeVat(ttcCents: number, ratePercent: number): number {
  return roundCents((ttcCents * 100) / (100 + ratePercent));
}

/** A percentage discount (0–100) off an amount. */
export function discount(cents: number, percent: number): number {
  return roundCents((cents * (100 - percent)) / 100);
}

/** 1290 → '12,90 €' in French, '€12.90' in English. */
export function formatEuros(cents: number, locale = 'fr-FR'): string {
  return formatEurosIn(cents, locale);
}
