/*
 * The FEC, fichier des écritures comptables (LPF art. A47 A-1; issue 26): every accounting entry
 * of a fiscal year as a flat file the tax office reads. Written here once, from entries whose
 * amounts are integer cents: the 18 fields in their order, '|' between fields, CRLF between
 * lines and none after the last, a comma as decimal mark and no thousands separator, dates as
 * AAAAMMJJ, '0,00' on the empty side (as the DGFiP's checker and Odoo's writer expect).
 */

export const FEC_FIELDS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** One line of an entry; dates are ISO days ('2026-10-05'), amounts integer cents. */
export type FecLine = {
  journalCode: string;
  journalLib: string;
  ecritureNum: string;
  ecritureDate: string;
  compteNum: string;
  compteLib: string;
  compAuxNum?: string | null;
  compAuxLib?: string | null;
  /** The supporting document (an invoice's number); '-' when there is none. */
  pieceRef?: string | null;
  pieceDate: string;
  ecritureLib: string;
  debit: number;
  credit: number;
  /** The lettering code matching this line with its settlement, and when it was lettered. */
  ecritureLet?: string | null;
  dateLet?: string | null;
  validDate: string;
};

const FIELD = '|';
const LINE = '\r\n';

/** '2026-10-05' → '20261005'. */
export const fecDate = (day: string | null | undefined) => (day ? day.replaceAll('-', '') : '');

/** 57600 → '576,00'; -1080 → '-10,80' (the sign first, no thousands separator). */
export function fecAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`montant en centimes attendu : ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A text as one field: no separator, tab or line break inside it. */
export const fecText = (value: string | null | undefined) =>
  (value ?? '')
    .replace(/[|\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

function fields(l: FecLine): string[] {
  return [
    fecText(l.journalCode),
    fecText(l.journalLib),
    fecText(l.ecritureNum),
    fecDate(l.ecritureDate),
    fecText(l.compteNum),
    fecText(l.compteLib),
    fecText(l.compAuxNum),
    fecText(l.compAuxLib),
    fecText(l.pieceRef) || '-',
    fecDate(l.pieceDate),
    fecText(l.ecritureLib),
    fecAmount(l.debit),
    fecAmount(l.credit),
    fecText(l.ecritureLet),
    fecDate(l.dateLet),
    fecDate(l.validDate),
    '',
    '',
  ];
}

/** The file's text: the header line, then one line per entry line, in the order given. */
export function fecFile(lines: readonly FecLine[]): string {
  return [FEC_FIELDS.join(FIELD), ...lines.map((l) => fields(l).join(FIELD))].join(LINE);
}

/** `SirenFECAAAAMMJJ.txt`: the SIREN and the fiscal year's closing day. */
export function fecFileName(siren: string, closingDay: string): string {
  if (!/^\d{9}$/.test(siren)) throw new RangeError(`SIREN à 9 chiffres attendu : ${siren}`);
  return `${siren}FEC${fecDate(closingDay)}.txt`;
}
