/** '12,50', '12.50' or '1 200' → cents; null when not a positive amount of at most 2 decimals. */
export function centsOf(text: string): number | null {
  const clean = text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return cents > 0 ? cents : null;
}

/** 1250 → '12,50', as the amount field shows a balance. */
export const eurosText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
