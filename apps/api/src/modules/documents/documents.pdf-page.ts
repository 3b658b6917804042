import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/*
 * What every PDF the documents module draws shares (decision 0048): an A4 page with DejaVu Sans
 * embedded (the file reads the same everywhere and PDF/A holds), the colours, and a table header
 * drawn again on each new page. The sales documents (documents.pdf.ts) and the picking list
 * (documents.picking.pdf.ts) draw their own content on it.
 */

const require = createRequire(import.meta.url);
const FONTS = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const INK = '#222222';
export const MUTED = '#666666';
export const RULE = '#bbbbbb';

export type PdfPage = {
  doc: PDFKit.PDFDocument;
  /** The file, once `doc.end()` is called. */
  done: Promise<Buffer>;
  left: number;
  width: number;
};

export function startPdf(options: {
  title: string;
  author: string;
  /** PDF/A-3b (an invoice with its Factur-X XML). */
  pdfA?: boolean;
}): PdfPage {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'fr-FR',
    ...(options.pdfA ? { subset: 'PDF/A-3b' as const, tagged: false } : {}),
    info: { Title: options.title, Author: options.author, Creator: 'Cuvée', Producer: 'Cuvée' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  const left = doc.page.margins.left;
  return { doc, done, left, width: doc.page.width - left - doc.page.margins.right };
}

/** A table's column titles at `y`, ruled below; answers where the rows start. */
export function tableHeader(
  page: PdfPage,
  columns: readonly { title: string; width: number; align: 'left' | 'right' | 'center' }[],
  y: number,
): number {
  const { doc, left, width } = page;
  let x = left;
  doc.font('bold').fontSize(8.5).fillColor(INK);
  for (const c of columns) {
    doc.text(c.title, x + 2, y, { width: c.width - 4, align: c.align });
    x += c.width;
  }
  const ruled = doc.y + 3;
  doc
    .moveTo(left, ruled)
    .lineTo(left + width, ruled)
    .strokeColor(RULE)
    .stroke();
  return ruled + 4;
}
