/** '30', '12,5' → a percentage between 1 and 100 (the API's bounds); null otherwise. */
export function percentOf(text: string): number | null {
  const clean = text.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const value = Number(clean);
  return value >= 1 && value <= 100 ? value : null;
}

/** The first and last day of the current month in Paris, as YYYY-MM-DD. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}
