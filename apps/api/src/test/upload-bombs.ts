import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * Workbooks built byte by byte for the upload tests (issue 23, finding 2): a decompression bomb
 * (a valid XLSX whose sheet inflates to hundreds of megabytes from a few hundred kilobytes) and a
 * legitimate workbook as large as an import may be, both in about a second (write-excel-file
 * takes ~20 s for 100,000 rows).
 */

type Entry = { name: string; raw: Buffer; crc: number; size: number; declaredSize?: number };

const deflated = (name: string, text: string): Entry => {
  const data = Buffer.from(text, 'utf8');
  return { name, raw: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/** A zip of deflated entries (no zip64: every entry below 4 GB). */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const size = e.declaredSize ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.raw.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.raw.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.raw);
    centrals.push(central, name);
    offset += local.length + name.length + e.raw.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook here shares; the sheet is xl/worksheets/sheet1.xml. */
const frame = (): Entry[] => [
  deflated(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ),
  deflated(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  deflated(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Clients" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
];

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** Column letters of a 0-based index: A, …, Z, AA, … */
const column = (i: number): string =>
  (i < 26 ? '' : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));
const rowXml = (line: number, cells: string[]) =>
  `<row r="${line}">${cells.map((c, i) => `<c r="${column(i)}${line}" t="inlineStr"><is><t>${escapeXml(c)}</t></is></c>`).join('')}</row>`;

/**
 * A valid XLSX whose sheet inflates to `inflatedMb` megabytes (rows of one long cell) while the
 * file weighs about a thousandth of that. Each part is deflated once and flushed so that its
 * compressed bytes stand alone, then repeated: built in well under a second. With `lieAboutSize`,
 * the zip declares the sheet 1 kB large, as an attacker would.
 */
export function xlsxBomb(opts: { inflatedMb?: number; lieAboutSize?: boolean } = {}): Buffer {
  const mb = opts.inflatedMb ?? 300;
  const cell = Buffer.alloc(1024 * 1024, 'A');
  const rows = mb;
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = Buffer.from(`${SHEET_HEAD}${rowXml(1, ['Raison sociale'])}`);
  const close = Buffer.from('</t></is></c></row>');
  const tail = Buffer.from(SHEET_TAIL);
  const cellRaw = deflateRawSync(cell, flush);
  const closeRaw = deflateRawSync(close, flush);
  const raw: Buffer[] = [deflateRawSync(head, flush)];
  let crc = crc32(head);
  let size = head.length;
  for (let line = 2; line < rows + 2; line++) {
    const open = Buffer.from(`<row r="${line}"><c r="A${line}" t="inlineStr"><is><t>`);
    raw.push(deflateRawSync(open, flush), cellRaw, closeRaw);
    crc = crc32(close, crc32(cell, crc32(open, crc)));
    size += open.length + cell.length + close.length;
  }
  raw.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  size += tail.length;
  const sheet: Entry = {
    name: 'xl/worksheets/sheet1.xml',
    raw: Buffer.concat(raw),
    crc,
    size,
    ...(opts.lieAboutSize && { declaredSize: 1024 }),
  };
  return zip([...frame(), sheet]);
}

/**
 * A legitimate workbook of `header` and `rows` (inline strings, as several tools write them),
 * with a notes column of random text of `noteLength` characters per row so that the file does not
 * compress below the size wanted.
 */
export function xlsxWorkbook(header: string[], rows: string[][], noteLength = 0): Buffer {
  const noise = noteLength
    ? randomBytes(Math.ceil((rows.length * noteLength * 3) / 4)).toString('base64')
    : '';
  const parts: string[] = [SHEET_HEAD, rowXml(1, noteLength ? [...header, 'Notes'] : header)];
  rows.forEach((cells, i) => {
    const note = noise.slice(i * noteLength, (i + 1) * noteLength);
    parts.push(rowXml(i + 2, noteLength ? [...cells, note] : cells));
  });
  parts.push(SHEET_TAIL);
  const data = Buffer.from(parts.join(''), 'utf8');
  const sheet: Entry = {
    name: 'xl/worksheets/sheet1.xml',
    raw: deflateRawSync(data, { level: 1 }),
    crc: crc32(data),
    size: data.length,
  };
  return zip([...frame(), sheet]);
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A valid PNG declaring `side`×`side` grey pixels (16,000² = 256 megapixels, under sharp's default
 * limit of 268) that weighs ~250 kB: every pixel black, every row the same, deflated once and
 * repeated as in xlsxBomb.
 */
export function pngBomb(side = 16_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // 8 bits per sample
  header.writeUInt8(0, 9); // greyscale
  const rowsPerChunk = 64;
  const chunks = Math.ceil(side / rowsPerChunk);
  const chunk = Buffer.alloc((side + 1) * rowsPerChunk); // filter byte 0 then black pixels
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const chunkRaw = deflateRawSync(chunk, flush);
  const total = chunk.length * chunks;
  // Adler-32 of zeros only: a = 1, b = the byte count (mod 65521).
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((total % 65521) * 65536 + 1) >>> 0, 0);
  const image = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: chunks }, () => chunkRaw),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
  header.writeUInt32BE(Math.ceil(total / (side + 1)), 4); // rows actually written
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', image),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small workbook one of whose cells sits at column XFD (16,384): read naively, each of its
 * `rows` rows becomes 16,384 cells wide.
 */
export function xlsxWideBomb(rows = 100_000): Buffer {
  const parts = [
    SHEET_HEAD,
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Nom</t></is></c><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row>',
  ];
  for (let line = 2; line <= rows + 1; line++) {
    parts.push(`<row r="${line}"><c r="A${line}" t="inlineStr"><is><t>Durand</t></is></c></row>`);
  }
  parts.push(SHEET_TAIL);
  const data = Buffer.from(parts.join(''), 'utf8');
  return zip([
    ...frame(),
    { name: 'xl/worksheets/sheet1.xml', raw: deflateRawSync(data), crc: crc32(data), size: data.length },
  ]);
}
