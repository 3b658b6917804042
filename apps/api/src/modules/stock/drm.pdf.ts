import type { DrmReturn } from '@cuvee/contracts';
import { CRD_COLOUR_LABELS, crdSize, FISCAL_CATEGORY_LABELS, formatEuros, monthName } from '@cuvee/domain';
import { INK, MUTED, startPdf, tableHeader } from '../documents/index.ts';

/*
 * The DRM as a printable PDF (decision 0096): per fiscal product the balance (opening, entries
 * and exits by type, closing, hl to the 1/100), the duties, the CRD account, the e-AD not
 * discharged and the checks — drawn on the documents module's page (pdfkit, DejaVu Sans).
 */

const frDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const hl = (v: number) => `${v.toFixed(2).replace('.', ',')} hl`;

type Col = { title: string; width: number; align: 'left' | 'right' | 'center' };

export function renderDrmPdf(drm: DrmReturn, shopName: string): Promise<Buffer> {
  const page = startPdf({ title: `DRM ${drm.period}`, author: shopName });
  const { doc, done, left, width } = page;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 10;
  let y = 50;
  const room = (h: number) => {
    if (y + h > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
  };
  const row = (cols: Col[], cells: string[], bold = false) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8.5)
      .fillColor(INK);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.width - 4 })));
    room(h + 4);
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    y += h + 4;
  };
  const title = (text: string) => {
    room(40);
    doc.font('bold').fontSize(11).fillColor(INK).text(text, left, y, { width });
    y = doc.y + 6;
  };
  /** A titled table, left out when it has no row. */
  const table = (heading: string, cols: Col[], rows: string[][]) => {
    if (rows.length === 0) return;
    title(heading);
    y = tableHeader(page, cols, y);
    for (const cells of rows) row(cols, cells);
    y += 8;
  };

  doc.font('bold').fontSize(14).fillColor(INK).text(shopName, left, y, { width: 280 });
  doc
    .font('bold')
    .fontSize(16)
    .text('Déclaration récapitulative mensuelle', left + 200, y, { width: width - 200, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${monthName(drm.month)} — ${drm.warehouseName}${drm.exciseNumber ? ` — accises ${drm.exciseNumber}` : ''}`,
      left + 200,
      doc.y,
      { width: width - 200, align: 'right' },
    )
    .text(`À déposer au plus tard le ${frDate(drm.deadline)}`, { width: width - 200, align: 'right' });
  if (drm.filing)
    doc.text(`Déposée le ${frDate(drm.filing.filedAt)} par ${drm.filing.filedBy}`, {
      width: width - 200,
      align: 'right',
    });
  y = doc.y + 18;

  if (drm.neant) {
    title('Déclaration néant : aucun mouvement ce mois');
  }

  const BAL: Col[] = [
    { title: 'Mouvement', width: 300, align: 'left' },
    { title: 'Détail', width: 115, align: 'left' },
    { title: 'Volume', width: 80, align: 'right' },
  ];
  for (const p of drm.products) {
    title(`${p.identity.label} — ${p.regime === 'suspendu' ? 'droits suspendus' : 'droits acquittés'}`);
    y = tableHeader(page, BAL, y);
    row(BAL, ['Stock de début', '', hl(p.opening)], true);
    const moves = [
      ...p.entries.map((l) => ['Entrée', l] as const),
      ...p.exits.map((l) => ['Sortie', l] as const),
    ];
    for (const [side, l] of moves)
      row(BAL, [
        `${side} : ${l.label} (${l.code})`,
        [l.country, l.documentNumber].filter(Boolean).join(' '),
        hl(l.hl),
      ]);
    row(BAL, ['Stock de fin', '', hl(p.closing)], true);
    if (p.dutyCents > 0)
      row(BAL, [
        `Droits : ${hl(p.dutyHl)} × ${p.dutyRate?.toFixed(2).replace('.', ',')} €/hl`,
        '',
        formatEuros(p.dutyCents),
      ]);
    y += 8;
  }
  title(`Droits dus sur cette DRM : ${formatEuros(drm.dutyCents)}`);

  table(
    'Compte CRD (capsules)',
    [
      { title: 'Capsules', width: 195, align: 'left' },
      { title: 'Début', width: 60, align: 'right' },
      { title: 'Entrées', width: 60, align: 'right' },
      { title: 'Utilisées', width: 60, align: 'right' },
      { title: 'Détruites', width: 60, align: 'right' },
      { title: 'Fin', width: 60, align: 'right' },
    ],
    drm.crd.map((c) => [
      `${CRD_COLOUR_LABELS[c.colour].fr}, ${FISCAL_CATEGORY_LABELS[c.fiscalCategory].fr}, ${crdSize(c.volumeMl)}`,
      ...[c.opening, c.entries, c.uses, c.destructions, c.closing].map(String),
    ]),
  );
  table(
    'DAE non apurés en fin de mois',
    [
      { title: 'Expédié le', width: 80, align: 'left' },
      { title: 'Document (ARC)', width: 175, align: 'left' },
      { title: 'Destinataire', width: 120, align: 'left' },
      { title: 'Pays', width: 40, align: 'left' },
      { title: 'Volume', width: 80, align: 'right' },
    ],
    drm.undischarged.map((u) => [
      frDate(u.date),
      u.documentNumber,
      u.consigneeExciseNumber ?? '',
      u.country ?? '',
      hl(u.hl),
    ]),
  );

  if (drm.checks.length > 0) {
    title('Contrôles');
    doc.font('regular').fontSize(8.5).fillColor(INK);
    for (const c of drm.checks) {
      const text = `${c.blocking ? 'Bloquant' : 'Avertissement'} : ${c.message}`;
      room(doc.heightOfString(text, { width }) + 2);
      doc.text(text, left, y, { width });
      y = doc.y + 2;
    }
  }
  doc.end();
  return done;
}
