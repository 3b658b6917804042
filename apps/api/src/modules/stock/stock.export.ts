import type { JournalExportQuery, Movement } from '@cuvee/contracts';
import { EXCISE_STATUS_LABELS, MOVEMENT_KIND_LABELS, type SheetCell } from '@cuvee/domain';
import type { TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { csvFile, xlsxFile } from '../../lib/spreadsheet.ts';
import type { StockActor } from './stock.lines.ts';
import { movementViews } from './stock.movements.ts';
import { journalFilters } from './stock.queries.ts';

/*
 * The journal as a file (spec: CSV and XLSX export of the movements), through the one
 * spreadsheet helper (decision 0065): French CSV, numbers as numbers, typed texts (a reason,
 * a lot) made inert.
 */

/** More rows than this in one file: narrow the filters (413). */
export const EXPORT_MAX_ROWS = 100_000;

const HEADERS = [
  'Date',
  'Type',
  'Produit',
  'Format',
  'Millésime',
  'Lot',
  'Entrepôt',
  'Quantité',
  'Équivalent 75 cl',
  'Hectolitres',
  'Stock après',
  'Régime fiscal',
  'Catégorie DRM',
  'Motif',
  'Document',
  'Auteur',
] as const;

function cells(m: Movement): SheetCell[] {
  return [
    m.date,
    MOVEMENT_KIND_LABELS[m.kind].fr,
    m.productName,
    m.formatLabel,
    m.vintage,
    m.lot,
    m.warehouseName,
    m.quantity,
    m.eq75,
    m.hl,
    m.balanceAfter,
    EXCISE_STATUS_LABELS[m.exciseStatus].fr,
    m.drmCategory,
    m.reason ?? '',
    m.documentRef ?? '',
    m.author.name,
  ];
}

export async function exportRows(
  actor: StockActor,
  tx: TenantTx,
  q: JournalExportQuery,
): Promise<Movement[]> {
  const rows = await movementViews(actor, tx)(journalFilters(q), EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS)
    throw new HttpError(
      413,
      `L'export est limité à ${EXPORT_MAX_ROWS} mouvements : précisez les filtres (période, entrepôt…)`,
    );
  return rows;
}

export function journalCsv(rows: Movement[]): string {
  return csvFile(HEADERS, rows.map(cells));
}

export function journalXlsx(rows: Movement[]): Promise<Buffer> {
  return xlsxFile(HEADERS, rows.map(cells), 'Mouvements');
}

/** The file's name: mouvements-stock-<day>.csv|xlsx. */
export function exportFileName(format: 'csv' | 'xlsx'): string {
  return `mouvements-stock-${new Date().toISOString().slice(0, 10)}.${format}`;
}
