import type { StockLine, StockTotals } from '@cuvee/contracts';

/*
 * How the stock screens show quantities: units as whole numbers, bottle equivalents (eq75)
 * with at most two decimals, hectolitres with up to four (a 75 cl bottle is 0,0075 hl). The
 * API computes them from the ledger (decision 0031); the screen only formats.
 */
type Lang = 'fr' | 'en';
const locale = (lang: Lang) => (lang === 'fr' ? 'fr-FR' : 'en-GB');

export const formatUnits = (n: number, lang: Lang) =>
  n.toLocaleString(locale(lang), { maximumFractionDigits: 0 });
export const formatEq75 = (n: number, lang: Lang) =>
  n.toLocaleString(locale(lang), { maximumFractionDigits: 2 });
export const formatHl = (n: number, lang: Lang) =>
  n.toLocaleString(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A signed movement: '+120', '−24' (a true minus sign), '0'. */
export function formatSigned(n: number, lang: Lang): string {
  if (n > 0) return `+${formatUnits(n, lang)}`;
  if (n < 0) return `−${formatUnits(-n, lang)}`;
  return '0';
}

/** The figures the totals bar shows, in its order. */
export type TotalFigure = { key: keyof StockTotals; value: string };
export function totalFigures(totals: StockTotals, lang: Lang): TotalFigure[] {
  return [
    { key: 'lines', value: formatUnits(totals.lines, lang) },
    { key: 'physical', value: formatUnits(totals.physical, lang) },
    { key: 'reserved', value: formatUnits(totals.reserved, lang) },
    { key: 'available', value: formatUnits(totals.available, lang) },
    { key: 'eq75', value: formatEq75(totals.eq75, lang) },
    { key: 'hl', value: formatHl(totals.hl, lang) },
  ];
}

/** A line's state for its chip: nothing available, at or below its threshold, or fine. */
export type LevelTone = 'out' | 'low' | 'ok';
export function levelTone(line: Pick<StockLine, 'available' | 'belowThreshold'>): LevelTone {
  if (line.available <= 0) return 'out';
  return line.belowThreshold ? 'low' : 'ok';
}

/** A line's name in one phrase: 'Cuvée Prestige — Bouteille 75 cl, 2022, lot L2025-01'. */
export function lineTitle(
  line: Pick<StockLine, 'productName' | 'formatLabel' | 'vintage' | 'lot'>,
  lotWord: string,
): string {
  const parts = [line.formatLabel, line.vintage, line.lot ? `${lotWord} ${line.lot}` : ''].filter(Boolean);
  return `${line.productName} — ${parts.join(', ')}`;
}
