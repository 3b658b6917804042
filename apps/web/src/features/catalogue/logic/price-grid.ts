import type { PriceGridChange, PriceGridRow } from '@cuvee/contracts';
import { centsToInput, parseEuros } from './euros.ts';

// The price grid keeps the producer's edits as typed, per (format, typology) cell, until
// they are saved together in one PUT (all or nothing on the server).

export type CellEdit = { price?: string; visible?: boolean };
export type GridEdits = Record<string, CellEdit>;

export const cellKey = (formatId: string, typology: string) => `${formatId}|${typology}`;

/** The cell as stored: its price as the input shows it ('' = the default applies) and visibility. */
export function storedCell(row: PriceGridRow, typology: string): { price: string; visible: boolean } {
  const own = row.typologies[typology];
  return { price: centsToInput(own?.price ?? null), visible: own?.visible !== false };
}

/** The cell as shown: the edit over what is stored. */
export function shownCell(row: PriceGridRow, typology: string, edits: GridEdits) {
  const stored = storedCell(row, typology);
  const edit = edits[cellKey(row.formatId, typology)];
  return { price: edit?.price ?? stored.price, visible: edit?.visible ?? stored.visible };
}

/** Records an edit; an edit that brings the cell back to what is stored is dropped. */
export function withEdit(edits: GridEdits, row: PriceGridRow, typology: string, change: CellEdit): GridEdits {
  const key = cellKey(row.formatId, typology);
  const stored = storedCell(row, typology);
  const next: CellEdit = { ...edits[key], ...change };
  if (next.price !== undefined && samePrice(next.price, stored.price)) delete next.price;
  if (next.visible !== undefined && next.visible === stored.visible) delete next.visible;
  const out = { ...edits };
  if (next.price === undefined && next.visible === undefined) delete out[key];
  else out[key] = next;
  return out;
}

function samePrice(a: string, b: string): boolean {
  if (a.trim() === '' || b.trim() === '') return a.trim() === b.trim();
  const x = parseEuros(a);
  return x !== undefined && x === parseEuros(b);
}

/** Cells whose typed price is not an amount. */
export function invalidCells(edits: GridEdits): string[] {
  return Object.entries(edits)
    .filter(([, e]) => e.price !== undefined && e.price.trim() !== '' && parseEuros(e.price) === undefined)
    .map(([key]) => key);
}

/** The body of PUT /v1/dashboard/price-grid: only what changed, prices in cents (null = back to default). */
export function gridChanges(edits: GridEdits): PriceGridChange[] {
  return Object.entries(edits).map(([key, e]) => {
    const [formatId = '', typology = ''] = key.split('|');
    const change: PriceGridChange = { formatId, typology };
    if (e.price !== undefined) change.price = e.price.trim() === '' ? null : (parseEuros(e.price) ?? null);
    if (e.visible !== undefined) change.visible = e.visible;
    return change;
  });
}
