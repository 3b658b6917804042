import { inflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';

/*
 * Reading a client file into rows, with the limits that keep a hostile file from costing more
 * than a legitimate one (issue 23, finding 2). This runs inside the parse worker
 * (imports.worker.ts), never on the API's event loop: it imports nothing of the app, and uses
 * only TypeScript that Node strips (no enums, no parameter properties).
 */

/** A file read as a header row and data rows, every cell as trimmed text. */
export type ReadFile = { header: string[]; rows: string[][] };

export type ReadLimits = {
  /** Data rows (the header excluded). */
  maxRows: number;
  /** Bytes of the workbook's XML parts once inflated, all parts together. */
  maxInflatedBytes: number;
  /** Columns of a sheet (the widest cell reference). */
  maxColumns: number;
  /** Cells of a sheet's grid: its last row times its widest column (read-excel-file fills the gaps). */
  maxCells: number;
  /** Parts (files) in the workbook's zip. */
  maxEntries: number;
};

/** A file refused: the status and the French message the caller answers. */
export class FileRefusal extends Error {
  status: 400 | 413 | 415 | 422;
  constructor(status: 400 | 413 | 415 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

const fr = (n: number) => n.toLocaleString('fr-FR');
const unreadable = () => new FileRefusal(415, "Le classeur XLSX n'a pas pu être lu");
export const tooManyRows = (limits: ReadLimits) =>
  new FileRefusal(413, `Le fichier ne doit pas dépasser ${fr(limits.maxRows)} lignes`);
export const tooLargeInflated = (limits: ReadLimits) =>
  new FileRefusal(
    413,
    `Le classeur est trop volumineux une fois décompressé (plus de ${fr(Math.round(limits.maxInflatedBytes / 1024 / 1024))} Mo)`,
  );

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
export function parseCsv(text: string, sep: string, maxRecords = Number.POSITIVE_INFINITY): string[][] {
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
    if (records.length > maxRecords) break;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

type ZipPart = { name: string; method: number; flags: number; declaredSize: number; data: Buffer };

/** The parts a zip's central directory lists (its declared sizes are read, never trusted). */
function zipParts(bytes: Buffer, limits: ReadLimits): ZipPart[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  // Zip64 (parts or a file beyond 4 GB): no workbook of 10 MB needs it.
  if (count === 0xffff || dirOffset === 0xffffffff) throw unreadable();
  if (count > limits.maxEntries) throw new FileRefusal(422, 'Le classeur contient trop de fichiers internes');
  const parts: ZipPart[] = [];
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== 0x02014b50) throw unreadable();
    const flags = bytes.readUInt16LE(p + 8);
    const method = bytes.readUInt16LE(p + 10);
    const compressedSize = bytes.readUInt32LE(p + 20);
    const declaredSize = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const local = bytes.readUInt32LE(p + 42);
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressedSize > bytes.length) throw unreadable();
    parts.push({ name, method, flags, declaredSize, data: bytes.subarray(start, start + compressedSize) });
  }
  return parts;
}

/**
 * The workbook's XML parts, inflated under one budget of bytes: inflation stops as soon as the
 * budget is passed (zlib's maxOutputLength), whatever sizes the zip declares.
 */
function inflateXmlParts(bytes: Buffer, limits: ReadLimits): Record<string, Uint8Array> {
  // The parts read-excel-file reads; pictures and printer settings are skipped unread.
  const parts = zipParts(bytes, limits).filter((p) => p.name.endsWith('.xml') || p.name.endsWith('.rels'));
  const declared = parts.reduce((sum, p) => sum + p.declaredSize, 0);
  if (declared > limits.maxInflatedBytes) throw tooLargeInflated(limits);
  const files: Record<string, Uint8Array> = Object.create(null);
  let budget = limits.maxInflatedBytes;
  for (const part of parts) {
    if (part.flags & 1 || part.name in files) throw unreadable(); // encrypted, or a part twice
    let data: Buffer;
    if (part.method === 0) data = part.data;
    else if (part.method === 8) {
      try {
        data = inflateRawSync(part.data, { maxOutputLength: Math.max(1, budget) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeInflated(limits);
        throw unreadable();
      }
    } else throw unreadable();
    budget -= data.length;
    if (budget < 0) throw tooLargeInflated(limits);
    files[part.name] = data;
  }
  return files;
}

/** Column number (1-based) of a cell reference's letters. */
const columnOf = (letters: string) => {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
};

/**
 * The size of a sheet's grid as its row and cell references say (`r="C12"`, `<row r="12">`),
 * checked before read-excel-file builds it: one cell at column XFD would make every row 16,384
 * cells wide, one at row 1,048,576 a million rows.
 */
function checkGrid(part: Uint8Array, limits: ReadLimits) {
  const xml = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
  let lastRow = 0;
  let widest = 0;
  for (const needle of [' r="', " r='"]) {
    for (let i = xml.indexOf(needle); i >= 0; i = xml.indexOf(needle, i + 4)) {
      let j = i + 4;
      let letters = '';
      while (j < xml.length && xml[j]! >= 65 && xml[j]! <= 90 && letters.length < 4)
        letters += String.fromCharCode(xml[j++]!);
      let digits = 0;
      while (j < xml.length && xml[j]! >= 48 && xml[j]! <= 57 && digits < 1e9)
        digits = digits * 10 + xml[j++]! - 48;
      if (letters) widest = Math.max(widest, columnOf(letters));
      lastRow = Math.max(lastRow, digits);
    }
  }
  if (widest > limits.maxColumns) {
    throw new FileRefusal(413, `Le classeur ne doit pas dépasser ${fr(limits.maxColumns)} colonnes`);
  }
  // Blank rows are dropped after reading; a sheet may end with some, never with millions.
  if (lastRow > 2 * (limits.maxRows + 1)) throw tooManyRows(limits);
  if (lastRow * widest > limits.maxCells) {
    throw new FileRefusal(413, `Le classeur contient trop de cellules (plus de ${fr(limits.maxCells)})`);
  }
}

/** Parts that hold no sheet data (their text could look like a cell reference). */
const NOT_SHEETS =
  /(\.rels|sharedStrings\.xml|styles\.xml|workbook\.xml|\[Content_Types\]\.xml)$|(^|\/)(theme|docProps)\//;

async function readXlsx(bytes: Buffer, limits: ReadLimits): Promise<string[][]> {
  const files = inflateXmlParts(bytes, limits);
  for (const [name, part] of Object.entries(files)) if (!NOT_SHEETS.test(name)) checkGrid(part, limits);
  // read-excel-file reads only what was inflated and checked here: the parts, stored uncompressed.
  const stored = Buffer.from(zipSync(files, { level: 0 }));
  try {
    const sheet = await readSheet(stored, { parseNumber: (s) => s });
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** The rows of a CSV or XLSX file; blank lines dropped, refused beyond the limits. */
export async function readFileRows(bytes: Buffer, fileName: string, limits: ReadLimits): Promise<ReadFile> {
  let records: string[][];
  if (isZip(bytes)) records = await readXlsx(bytes, limits);
  else if (/\.(xlsx?|ods|pdf|docx?)$/i.test(fileName) || bytes.includes(0)) {
    throw new FileRefusal(415, 'Le fichier doit être un CSV ou un classeur XLSX');
  } else {
    const text = decodeText(bytes);
    records = parseCsv(text, detectSeparator(text), limits.maxRows + 1).map((row) =>
      row.map((c) => c.trim()),
    );
  }
  const nonBlank = records.filter((row) => row.some((cell) => cell !== ''));
  const [header, ...rows] = nonBlank;
  if (!header || rows.length === 0)
    throw new FileRefusal(400, 'Le fichier ne contient aucune ligne de clients');
  if (rows.length > limits.maxRows) throw tooManyRows(limits);
  return { header, rows };
}
