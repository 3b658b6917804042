import { csvFile, inertText, type SheetCell } from '@cuvee/domain';
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';

/*
 * The API's spreadsheet files (decision 0065): the CSV text and the formula guard come from
 * packages/domain; the XLSX is written here with write-excel-file (a Node library). Every export
 * answers through these two, so none can forget the guard.
 */

export { csvFile };

function xlsxCell(cell: SheetCell): Cell {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'number') return { value: cell, type: Number };
  if (typeof cell === 'string') return { value: inertText(cell), type: String };
  return { value: cell.euros, type: Number, format: '#,##0.00' };
}

/** A one-sheet workbook: bold headers, text cells guarded, numbers as numbers. */
export function xlsxFile(
  headers: readonly string[],
  rows: readonly (readonly SheetCell[])[],
  sheet: string,
): Promise<Buffer> {
  const header: Row = headers.map((h) => ({ value: h, fontWeight: 'bold' }));
  const data: Row[] = rows.map((r) => r.map(xlsxCell));
  return writeXlsxFile([header, ...data], { sheet }).toBuffer();
}

/** The file in the asked format. */
export async function spreadsheetFile(
  format: 'csv' | 'xlsx',
  headers: readonly string[],
  rows: readonly (readonly SheetCell[])[],
  sheet: string,
): Promise<Buffer> {
  return format === 'csv' ? Buffer.from(csvFile(headers, rows), 'utf8') : xlsxFile(headers, rows, sheet);
}
