/*
 * What is typed when shipping (the desk's dialog, the order page's): parcels as a whole number
 * of 1 to 999, a weight in kilos with the French comma.
 */

/** '2' → 2; anything else (empty, '0', '1,5', 'deux') → NaN. */
export function parsedParcels(v: string): number {
  const n = /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return n >= 1 ? n : Number.NaN;
}

/** '18,5' kg → 18500 g; '' → undefined; anything else (or 0) → NaN. */
export function parsedGrams(v: string): number | undefined {
  const text = v.trim().replace(',', '.');
  if (!text) return undefined;
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(text)) return Number.NaN;
  const grams = Math.round(Number(text) * 1000);
  return grams > 0 ? grams : Number.NaN;
}

/** Grams → the kilos a weight field shows ('18,5'); nothing known → ''. */
export const kilos = (grams: number | null) =>
  grams ? (Math.round(grams / 100) / 10).toString().replace('.', ',') : '';
