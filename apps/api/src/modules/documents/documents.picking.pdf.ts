import type { PickingData } from './documents.bundle.ts';
import { INK, MUTED, RULE, startPdf, tableHeader } from './documents.pdf-page.ts';

/*
 * The picking list's PDF (issue 24): the orders it serves, then warehouse by warehouse what to
 * take out — each product and lot summed across the orders, a box to tick, the orders it goes
 * to. Drawn like the sales documents (pdfkit, DejaVu Sans embedded, decision 0048).
 */

const frDate = (iso: string) => iso.split('-').reverse().join('/');

type Col = { title: string; width: number; align: 'left' | 'right' | 'center' };
const COLUMNS: Col[] = [
  { title: '', width: 22, align: 'center' },
  { title: 'Produit', width: 235, align: 'left' },
  { title: 'Lot', width: 60, align: 'left' },
  { title: 'Quantité', width: 55, align: 'right' },
  { title: 'Commandes', width: 123, align: 'left' },
];

export function renderPickingList(data: PickingData): Promise<Buffer> {
  const page = startPdf({ title: 'Liste de préparation', author: data.shopName });
  const { doc, done, left, width } = page;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 10;
  let y = 50;

  doc.font('bold').fontSize(14).fillColor(INK).text(data.shopName, left, y, { width: 280 });
  doc
    .font('bold')
    .fontSize(18)
    .text('Liste de préparation', left + 250, y, { width: width - 250, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Du ${frDate(data.date)} — ${data.orders.length} commande${data.orders.length > 1 ? 's' : ''}`, {
      width: width - 250,
      align: 'right',
    });
  y = doc.y + 18;

  // The orders served, so that the pickers know which boxes they fill.
  doc.font('bold').fontSize(10).fillColor(INK).text('Commandes', left, y);
  y = doc.y + 4;
  doc.font('regular').fontSize(8.5);
  for (const o of data.orders) {
    const line = `${o.reference} — ${o.client}${o.destination ? `, ${o.destination}` : ''} (${o.mode})`;
    const h = doc.heightOfString(line, { width });
    if (y + h > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.fillColor(INK).text(line, left, y, { width });
    y += h + 2;
  }
  y += 12;

  const header = () => {
    y = tableHeader(page, COLUMNS, y);
  };

  for (const group of data.list.groups) {
    if (y + 60 > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const title = group.warehouse ?? 'Hors stock (sans réservation)';
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`${title} — ${group.units} unité${group.units > 1 ? 's' : ''}`, left, y, { width });
    y = doc.y + 6;
    header();
    for (const row of group.rows) {
      doc.font('regular').fontSize(8.5);
      const orders = row.orders.join(', ');
      const h =
        Math.max(
          doc.heightOfString(row.label, { width: COLUMNS[1]!.width - 4 }),
          doc.heightOfString(orders, { width: COLUMNS[4]!.width - 4 }),
        ) + 5;
      if (y + h > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
        header();
      }
      const values = ['☐', row.label, row.lot || '—', String(row.units), orders];
      let x = left;
      doc.fillColor(INK);
      COLUMNS.forEach((c, i) => {
        doc
          .font(i === 3 ? 'bold' : 'regular')
          .text(values[i]!, x + 2, y, { width: c.width - 4, align: c.align });
        x += c.width;
      });
      y += h;
    }
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(RULE)
      .stroke();
    y += 16;
  }
  if (y + 20 > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`Total à préparer : ${data.list.units} unité${data.list.units > 1 ? 's' : ''}`, left, y, {
      width,
      align: 'right',
    });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `Liste de préparation du ${frDate(data.date)} — page ${i + 1}/${range.count}`,
        left,
        doc.page.height - 35,
        {
          width,
          align: 'center',
        },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
