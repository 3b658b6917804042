import { rateLabel } from '@cuvee/domain';
import { INK, MUTED, RULE, startPdf, tableHeader } from './documents.pdf-page.ts';
import type { DocumentView, ViewLine } from './documents.view.ts';

/*
 * The PDF of a sales document (decision 0048), drawn with pdfkit in DejaVu Sans (embedded, so
 * that the file reads the same everywhere and PDF/A holds). Invoices, deposits and credit notes
 * are PDF/A-3b with their Factur-X XML attached (documents.pdfa.ts adds it before the end).
 */

/** 123456 → '1 234,56 €' (narrow spaces replaced: DejaVu has them, but viewers copy better). */
export const euros = (cents: number) =>
  `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`;

const partyLines = (p: DocumentView['buyer']) =>
  [
    p.legalName && p.legalName !== p.name ? `${p.name} (${p.legalName})` : p.name,
    p.street,
    p.street2,
    `${p.zipcode} ${p.city}${p.country && p.country !== 'FR' ? ` (${p.country})` : ''}`,
    p.siret ? `SIRET ${p.siret}` : null,
    p.vatNumber ? `TVA intracommunautaire ${p.vatNumber}` : null,
  ].filter((l): l is string => Boolean(l));

/**
 * The duties a line's net amount holds, printed under it (domain-facts: the CSS per line beside
 * the excise); null when it holds none.
 */
export function dutiesNote(line: Pick<ViewLine, 'exciseCents' | 'cssCents'>): string | null {
  const parts = [
    line.exciseCents > 0 ? `droits d'accises ${euros(line.exciseCents)}` : null,
    line.cssCents > 0 ? `cotisation sécurité sociale ${euros(line.cssCents)}` : null,
  ].filter(Boolean);
  return parts.length ? `dont ${parts.join(', ')}` : null;
}

type Col = { title: string; width: number; align: 'left' | 'right'; value: (l: ViewLine) => string };
const COLUMNS: Col[] = [
  { title: 'Désignation', width: 200, align: 'left', value: (l) => l.label },
  { title: 'Qté', width: 35, align: 'right', value: (l) => String(l.quantity) },
  { title: 'P.U. HT', width: 65, align: 'right', value: (l) => euros(l.unitHtCents) },
  { title: 'Remise', width: 45, align: 'right', value: (l) => (l.discountBp ? rateLabel(l.discountBp) : '') },
  { title: 'TVA', width: 45, align: 'right', value: (l) => rateLabel(l.vatRateBp) },
  { title: 'Total HT', width: 105, align: 'right', value: (l) => euros(l.netCents) },
];
const DELIVERY_COLUMNS: Col[] = [
  { title: 'Désignation', width: 400, align: 'left', value: (l) => l.label },
  { title: 'Quantité', width: 95, align: 'right', value: (l) => String(l.quantity) },
];

export type PdfOptions = {
  /** PDF/A-3b with this XML attached as factur-x.xml. */
  facturX?: { xml: string; attach(doc: PDFKit.PDFDocument, xml: string): void };
};

export function renderPdf(view: DocumentView, opts: PdfOptions = {}): Promise<Buffer> {
  const page = startPdf({
    title: `${view.title} ${view.number}`,
    author: view.seller.name,
    pdfA: Boolean(opts.facturX),
  });
  const { doc, done, left, width } = page;

  // Header: the shop on the left, the document on the right.
  doc.font('bold').fontSize(14).fillColor(INK).text(view.seller.name, left, 50, { width: 280 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const l of partyLines({
    ...view.seller,
    name: view.seller.legalName ?? view.seller.name,
    legalName: null,
  }))
    doc.text(l, { width: 280 });
  if (view.seller.exciseNumber) doc.text(`N° d'accise ${view.seller.exciseNumber}`, { width: 280 });
  const headerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(view.title, left + 290, 50, { width: width - 290, align: 'right' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`N° ${view.number}`, { width: width - 290, align: 'right' });
  doc.fontSize(8.5).fillColor(MUTED);
  for (const [label, value] of view.dates)
    doc.text(`${label} : ${value}`, { width: width - 290, align: 'right' });
  for (const ref of view.references) doc.text(ref, { width: width - 290, align: 'right' });

  // Parties: the client, and where it is delivered when that differs.
  let y = Math.max(doc.y, headerBottom) + 20;
  const box = (title: string, x: number, p: DocumentView['buyer']) => {
    doc.font('bold').fontSize(9).fillColor(INK).text(title, x, y, { width: 240 });
    doc.font('regular').fontSize(9);
    for (const l of partyLines(p)) doc.text(l, { width: 240 });
    return doc.y;
  };
  const ends = [box('Client', left + width - 240, view.buyer)];
  if (view.deliveryAddress) ends.push(box('Adresse de livraison', left, view.deliveryAddress));
  y = Math.max(...ends) + 20;

  // Lines, with the excise and the CSS each includes; the header is drawn again on each new page.
  const columns = view.prices ? COLUMNS : DELIVERY_COLUMNS;
  const header = () => {
    y = tableHeader(page, columns, y);
  };
  header();
  for (const line of view.lines) {
    doc.font('regular').fontSize(8.5);
    const labelHeight = doc.heightOfString(line.label, { width: columns[0]!.width - 4 });
    const duties = view.prices ? dutiesNote(line) : null;
    const exciseHeight = duties ? 11 : 0;
    // A box's wines under its label (issue 24), one small line each.
    const contents = (line.contents ?? []).map((c) => `${c.quantity} × ${c.label}`);
    doc.fontSize(7.5);
    const contentHeights = contents.map((c) => doc.heightOfString(c, { width: columns[0]!.width - 12 }) + 1);
    doc.fontSize(8.5);
    const rowHeight = labelHeight + exciseHeight + contentHeights.reduce((n, h) => n + h, 0) + 4;
    if (y + rowHeight > doc.page.height - doc.page.margins.bottom - 10) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    let x = left;
    doc.fillColor(INK);
    for (const c of columns) {
      doc.text(c.value(line), x + 2, y, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    if (duties)
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(duties, left + 2, y + labelHeight + 1, { width: width - 4, lineBreak: false });
    let below = y + labelHeight + exciseHeight + 1;
    for (const [i, text] of contents.entries()) {
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(text, left + 10, below, { width: columns[0]!.width - 12 });
      below += contentHeights[i]!;
    }
    y += rowHeight;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;

  // Totals with VAT per rate, what is due, and how to pay.
  if (view.totals) {
    const t = view.totals;
    const rows: [string, string, boolean?][] = [['Total HT', euros(t.totalHt)]];
    for (const b of t.breakdown)
      rows.push([`TVA ${rateLabel(b.rateBp)} sur ${euros(b.basisCents)}`, euros(b.vatCents)]);
    rows.push(['Total TTC', euros(t.totalTtc), true]);
    if (t.rounding) rows.push(['Arrondi', euros(t.rounding)]);
    if (t.prepaid) rows.push(['Acomptes déjà facturés', `− ${euros(t.prepaid)}`]);
    rows.push([view.kind === 'credit' ? 'Montant de l’avoir' : 'Net à payer', euros(t.due), true]);
    if (y + rows.length * 14 > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    for (const [label, value, strong] of rows) {
      doc
        .font(strong ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(INK);
      doc.text(label, left + width - 300, y, { width: 190, align: 'right' });
      doc.text(value, left + width - 105, y, { width: 105, align: 'right' });
      y += 14;
    }
    y += 8;
  }
  doc.font('regular').fontSize(8).fillColor(INK);
  doc.x = left;
  doc.y = y;
  // How to pay (issue 24): the means, then the account or the cheque's payee, and the terms.
  if (view.paymentMeans && view.totals) {
    doc.font('bold').text(`Moyen de paiement : ${view.paymentMeans}`, { width });
    doc.font('regular');
    for (const line of view.paymentDetails) doc.text(line, { width });
    if (view.paymentTerms) doc.text(`Conditions de paiement : ${view.paymentTerms}`, { width });
    doc.moveDown(0.5);
  }
  doc.fillColor(MUTED);
  for (const m of view.mentions) doc.text(m, { width });
  if (view.seller.legalMentions) doc.text(view.seller.legalMentions, { width });

  if (opts.facturX) opts.facturX.attach(doc, opts.facturX.xml);

  // Page numbers, once every page exists (in the bottom margin: no page break).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${view.title} ${view.number} — page ${i + 1}/${range.count}`, left, doc.page.height - 35, {
        width,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
