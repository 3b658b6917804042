import type { CommissionBoardResponse, CommissionStatement } from '@cuvee/contracts';
import { COMMISSION_BASIS_LABELS, csvFile, formatEuros, quarterLabel, type SheetCell } from '@cuvee/domain';
import { spreadsheetFile } from '../../lib/spreadsheet.ts';
import { INK, MUTED, startPdf, tableHeader } from '../documents/index.ts';

/*
 * A statement as its agent receives it (R134-3: every element of the calculation) — PDF drawn on
 * the documents module's page, CSV by the one spreadsheet helper (decision 0065) — and the
 * board's export (decision 0151).
 */

const frDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const rate = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;
const KIND = { invoice: 'Facture', credit: 'Avoir' } as const;
const STATUS = { preview: 'En cours', due: 'À payer', late: 'En retard', paid: 'Payé' } as const;
const euros = (cents: number) => ({ euros: cents / 100 });

export const statementFileName = (s: CommissionStatement, ext: string) =>
  `Commissions-${s.quarter}-${s.agent.name.replace(/[^\p{L}\p{N}-]+/gu, '_')}.${ext}`;

/** One line per element and rate: the element, its day, its base, the rate (the total rounded once). */
export function statementCsv(s: CommissionStatement): string {
  const headers = [
    'Pièce',
    'Numéro',
    'Client',
    'Typologie',
    'Acquise le',
    'Famille',
    'Base HT',
    'Taux',
    'Report',
  ];
  const rows: SheetCell[][] = s.elements.flatMap((e) =>
    e.parts.map((p) => [
      KIND[e.kind],
      e.number,
      e.clientName,
      e.typology,
      frDate(e.earnedOn),
      p.family,
      euros(p.htCents),
      rate(p.rateBp),
      e.carriedOver ? 'oui' : '',
    ]),
  );
  rows.push([]);
  for (const r of s.byRate)
    rows.push(['Sous-total', null, null, null, null, null, euros(r.baseCents), rate(r.rateBp), null]);
  rows.push(['Total', null, null, null, null, null, euros(s.baseCents), null, null]);
  rows.push(['Commission due', null, null, null, null, null, euros(s.commissionCents), null, null]);
  rows.push(['À payer au plus tard le', frDate(s.dueOn), null, null, null, null, null, null, null]);
  return csvFile(headers, rows);
}

type Col = { title: string; width: number; align: 'left' | 'right' | 'center' };

export function statementPdf(s: CommissionStatement, shopName: string): Promise<Buffer> {
  const page = startPdf({ title: `Relevé de commissions ${s.quarter}`, author: shopName });
  const { doc, done, left, width } = page;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 10;
  let y = 50;
  const row = (cols: Col[], cells: string[], bold = false) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8.5)
      .fillColor(INK);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.width - 4 })));
    if (y + h + 4 > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      y = tableHeader(page, cols, y);
    }
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    y += h + 4;
  };
  doc.font('bold').fontSize(14).fillColor(INK).text(shopName, left, y, { width: 240 });
  doc
    .font('bold')
    .fontSize(15)
    .text('Relevé des commissions dues', left + 220, y, { width: width - 220, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${quarterLabel(s.quarter)} : du ${frDate(s.periodFrom)} au ${frDate(s.periodTo)}`,
      left + 220,
      doc.y,
      {
        width: width - 220,
        align: 'right',
      },
    )
    .text(`Agent commercial : ${s.agent.name}`, { width: width - 220, align: 'right' })
    .text(`Base : ${s.basis ? COMMISSION_BASIS_LABELS[s.basis] : '—'}`, {
      width: width - 220,
      align: 'right',
    });
  y = doc.y + 18;
  const cols: Col[] = [
    { title: 'Pièce', width: 95, align: 'left' },
    { title: 'Client', width: 130, align: 'left' },
    { title: 'Acquise le', width: 65, align: 'left' },
    { title: 'Famille', width: 70, align: 'left' },
    { title: 'Base HT', width: 80, align: 'right' },
    { title: 'Taux', width: 55, align: 'right' },
  ];
  y = tableHeader(page, cols, y);
  if (s.elements.length === 0) row(cols, ['Aucune vente ce trimestre', '', '', '', '', '']);
  for (const e of s.elements)
    for (const p of e.parts)
      row(cols, [
        `${KIND[e.kind]} ${e.number}${e.carriedOver ? ' (report)' : ''}`,
        e.clientName,
        frDate(e.earnedOn),
        p.family,
        formatEuros(p.htCents),
        rate(p.rateBp),
      ]);
  y += 8;
  for (const r of s.byRate)
    row(
      cols,
      [`Base au taux de ${rate(r.rateBp)}`, '', '', '', formatEuros(r.baseCents), rate(r.rateBp)],
      true,
    );
  row(cols, ['Total HT', '', '', '', formatEuros(s.baseCents), ''], true);
  row(
    cols,
    ['Commission due (arrondie une fois au centime)', '', '', '', formatEuros(s.commissionCents), ''],
    true,
  );
  y += 10;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      s.paidAt
        ? `Payée le ${frDate(s.paidAt)}${s.paidReference ? ` (réf. ${s.paidReference})` : ''}.`
        : `À payer au plus tard le ${frDate(s.dueOn)} (dernier jour du mois qui suit le trimestre, Code de commerce R134-3).`,
      left,
      y,
      { width },
    )
    .fillColor(MUTED)
    .text("L'agent peut demander un extrait des documents comptables pour vérifier ce relevé (R134-3).", {
      width,
    });
  doc.end();
  return done;
}

/** The board's figures, one line per agent. */
export function boardFile(board: CommissionBoardResponse, format: 'csv' | 'xlsx') {
  const headers = [
    'Trimestre',
    'Agent',
    'E-mail',
    'Taux',
    'Base',
    'Éléments',
    'Base HT',
    'Commission',
    'Échéance',
    'État',
    'Payé le',
  ];
  const rows: SheetCell[][] = board.rows.map((r) => [
    board.quarter,
    r.agent.name,
    r.agent.email,
    r.rateBp === null ? null : rate(r.rateBp),
    r.basis ? COMMISSION_BASIS_LABELS[r.basis] : null,
    r.elements,
    euros(r.baseCents),
    euros(r.commissionCents),
    frDate(r.dueOn),
    STATUS[r.status],
    r.paidAt ? frDate(r.paidAt) : null,
  ]);
  return spreadsheetFile(format, headers, rows, `Commissions ${board.quarter}`);
}
