import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
} from 'pdf-lib';

/*
 * The text a reader sees in a PDF the API made (tests read what a buyer reads). pdfkit writes
 * embedded fonts as two-byte glyph codes with a ToUnicode map: each page's content streams are
 * decoded, each glyph code mapped back to its characters, one line per text object (BT … ET).
 */

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function streamText(stream: PDFRawStream): string {
  return latin1(decodePDFRawStream(stream).decode());
}

const hexToUnicode = (hex: string) => {
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...codes);
};

/** The ToUnicode CMap: glyph code → characters (bfchar, and bfrange in both of its forms). */
function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(m[1]!, 16), hexToUnicode(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const re = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g;
    for (const m of block[1]!.matchAll(re)) {
      const start = Number.parseInt(m[1]!, 16);
      const end = Number.parseInt(m[2]!, 16);
      const target = m[3]!;
      if (target.startsWith('[')) {
        // A ligature maps to several characters, written with spaces: <0066 0066> for « ff ».
        const values = [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((v) =>
          hexToUnicode(v[1]!.replace(/\s/g, '')),
        );
        values.forEach((v, i) => {
          if (start + i <= end) map.set(start + i, v);
        });
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(first + code - start));
      }
    }
  }
  return map;
}

/** Every page's text, pages separated by a blank line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const cmap = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
      fonts.set(name.decodeText(), cmap instanceof PDFRawStream ? parseCmap(streamText(cmap)) : new Map());
    }
    const contents = page.node.Contents();
    const streams: PDFRawStream[] = [];
    if (contents instanceof PDFArray) {
      for (let i = 0; i < contents.size(); i++) {
        const s = contents.lookup(i);
        if (s instanceof PDFRawStream) streams.push(s);
      }
    } else if (contents instanceof PDFRawStream) streams.push(contents);
    const lines: string[] = [];
    for (const stream of streams) {
      const content = streamText(stream);
      for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
        let font = new Map<number, string>();
        let line = '';
        const ops = /\/([^\s/[\]<>()]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
        for (const op of block[1]!.matchAll(ops)) {
          if (op[1]) font = fonts.get(op[1]) ?? new Map();
          const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [];
          if (op[3] !== undefined) hexes.push(op[3]);
          for (const hex of hexes)
            for (let i = 0; i + 4 <= hex.length; i += 4)
              line += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '';
        }
        if (line) lines.push(line);
      }
    }
    pages.push(lines.join('\n'));
  }
  return pages.join('\n\n');
}
