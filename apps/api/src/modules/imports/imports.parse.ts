import { IMPORT_MAX_ROWS } from '@cuvee/contracts';
import { readSheet } from 'read-excel-file/node';
import { HttpError } from '../../lib/http-error.ts';

/** A file read as a header row and data rows, every cell as trimmed text. */
export type ReadFile = { header: string[]; rows: string[][] };

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * CSV text: UTF-8 (with or without BOM), else Windows-1252, the encoding Excel for Windows
 * still writes "CSV (séparateur: point-virgule)" in.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses most: ';' (French Excel), ',' or tab. */
export function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((sep) => [sep, firstLine.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** RFC 4180 records: quoted fields may hold separators, quotes ("") and line breaks. */
export function parseCsv(text: string, sep: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
    if (records.length > IMPORT_MAX_ROWS + 1) break;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** The rows of a CSV or XLSX file; blank lines dropped, 413 beyond the row limit. */
export async function readClientFile(bytes: Buffer, fileName: string): Promise<ReadFile> {
  let records: string[][];
  if (isZip(bytes)) {
    try {
      const sheet = await readSheet(bytes, { parseNumber: (s) => s });
      records = sheet.map((row) => row.map(cellText));
    } catch {
      throw new HttpError(415, "Le classeur XLSX n'a pas pu être lu");
    }
  } else if (/\.(xlsx?|ods|pdf|docx?)$/i.test(fileName) || bytes.includes(0)) {
    throw new HttpError(415, 'Le fichier doit être un CSV ou un classeur XLSX');
  } else {
    const text = decodeText(bytes);
    records = parseCsv(text, detectSeparator(text)).map((row) => row.map((c) => c.trim()));
  }
  const nonBlank = records.filter((row) => row.some((cell) => cell !== ''));
  const [header, ...rows] = nonBlank;
  if (!header || rows.length === 0)
    throw new HttpError(400, 'Le fichier ne contient aucune ligne de clients');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new HttpError(
      413,
      `Le fichier ne doit pas dépasser ${IMPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes`,
    );
  }
  return { header, rows };
}
