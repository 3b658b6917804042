import type { CrdColour, FiscalCategory } from '../stock/crd.ts';
import type { DrmCatalogue } from './catalogue.ts';
import { crdSize } from './crd-size.ts';
import type { DrmComputed } from './drm-return.ts';
import { identityFields } from './identity.ts';
import { hlText } from './volume.ts';

/*
 * The interprofession portals' CSV (domain-facts-wave3 §4 and §0): UTF-8, ',' separator, lines
 * CAVE / CRD / ANNEXE, period AAAAMM, 23 fields per line (CAVE's 21–23 price, buyer's excise
 * number and name stay empty here: no bulk contract outside the interprofession), hl with '.'.
 */

export type DrmDeclarant = {
  interprofessionId?: string | null;
  siret?: string | null;
  cvi?: string | null;
  exciseNumber: string;
};

const FIELDS = 23;

function cell(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function line(fields: string[]): string {
  const all = [...fields];
  while (all.length < FIELDS) all.push('');
  return all.slice(0, FIELDS).map(cell).join(',');
}

/** Field 3: the interprofession id, else the SIRET or the CVI in brackets. */
export function declarantId(d: DrmDeclarant): string {
  if (d.interprofessionId) return d.interprofessionId;
  if (d.siret) return `(${d.siret})`;
  if (d.cvi) return `(${d.cvi})`;
  return '';
}

const CRD_COLOUR_CSV: Partial<Record<CrdColour, string>> = {
  green: 'VERT',
  blue: 'BLEU',
  lieDeVin: 'LIE DE VIN',
};
const CRD_CATEGORY_CSV: Record<FiscalCategory, string> = {
  stillWine: 'TRANQUILLE',
  sparklingWine: 'MOUSSEUX',
  cider: 'TRANQUILLE',
  intermediateAop: 'PI',
  intermediateOther: 'PI',
  spirits: 'ALCOOLS',
};

/** The CSV of a return: `AAAAMM` period, one line per balance figure, CRD and annex. */
export function drmCsv(drm: DrmComputed, declarant: DrmDeclarant, catalogue: DrmCatalogue): string {
  const period = drm.month.replace('-', '');
  const head = (type: string) => [type, period, declarantId(declarant), declarant.exciseNumber];
  const out: string[] = [];
  for (const p of drm.products) {
    const id = identityFields(p.identity);
    const cave = (category: string, code: string, centi: number, details: (string | null)[] = []) =>
      line([...head('CAVE'), ...id, p.regime, category, code, hlText(centi), ...details.map((d) => d ?? '')]);
    out.push(cave('stocks_debut', catalogue.stockCode, Math.round(p.opening * 100)));
    for (const l of p.entries)
      out.push(cave('entrees', l.code, l.centiHl, [l.country, l.contractNumber, l.documentNumber]));
    for (const l of p.exits)
      out.push(cave('sorties', l.code, l.centiHl, [l.country, l.contractNumber, l.documentNumber]));
    out.push(cave('stocks_fin', catalogue.stockCode, Math.round(p.closing * 100)));
  }
  for (const c of drm.crd) {
    const crd = (category: string, kind: string, count: number) =>
      line([
        ...head('CRD'),
        CRD_COLOUR_CSV[c.colour] ?? '',
        CRD_CATEGORY_CSV[c.fiscalCategory],
        crdSize(c.volumeMl),
        '',
        '',
        '',
        '',
        '',
        '',
        'collectif suspendu',
        category,
        kind,
        String(count),
      ]);
    out.push(crd('stock_debut', 'debut', c.opening));
    if (c.entries > 0) out.push(crd('entrees', 'achats', c.entries));
    if (c.uses > 0) out.push(crd('sorties', 'utilisations', c.uses));
    if (c.destructions > 0) out.push(crd('sorties', 'destructions', c.destructions));
    out.push(crd('stock_fin', 'fin', c.closing));
  }
  for (const u of drm.undischarged) {
    const empty = Array.from({ length: 10 }, () => '');
    out.push(
      line([
        ...head('ANNEXE'),
        ...empty,
        'NONAPUREMENT',
        '',
        '',
        u.date,
        u.consigneeExciseNumber ?? '',
        u.documentNumber,
      ]),
    );
  }
  if (out.length === 0) out.push(`# ${period} declaration-neant`);
  return `${out.join('\n')}\n`;
}
