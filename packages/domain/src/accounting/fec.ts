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

/** The 21-field variant (agricultural profits on cash accounting): the settlement's day and means. */
export const FEC_CASH_FIELDS = [...FEC_FIELDS, 'DateRglt', 'ModeRglt', 'NatOp'] as const;
export type FecField = (typeof FEC_CASH_FIELDS)[number];

export type FecOptions = {
  /** '|' (the default) or a tab. */
  separator?: '|' | '\t';
  /** Agricultural profits on cash accounting: 21 fields. */
  cashAccounting?: boolean;
};

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
  /** Cash accounting only: when and how the entry was settled, and the nature of the operation. */
  dateRglt?: string | null;
  modeRglt?: string | null;
  natOp?: string | null;
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

const separatorOf = (o: FecOptions) => o.separator ?? FIELD;

/** The file's fields: 18, or 21 on cash accounting. */
export const fecFieldsOf = (o: FecOptions): typeof FEC_FIELDS | typeof FEC_CASH_FIELDS =>
  o.cashAccounting ? FEC_CASH_FIELDS : FEC_FIELDS;

/** The header line (without line break). */
export const fecHeader = (o: FecOptions = {}) => fecFieldsOf(o).join(separatorOf(o));

/** One line of the file (without line break). */
export function fecRow(l: FecLine, o: FecOptions = {}): string {
  const sep = separatorOf(o);
  const clean = (v: string) => (sep === FIELD ? v : v.replaceAll('\t', ' '));
  const values = fields(l);
  if (o.cashAccounting) values.push(fecDate(l.dateRglt), fecText(l.modeRglt), fecText(l.natOp));
  return values.map(clean).join(sep);
}

/** Between lines: CRLF, none after the last. */
export const FEC_LINE_BREAK = LINE;

/** The file's text: the header line, then one line per entry line, in the order given. */
export function fecFile(lines: readonly FecLine[], o: FecOptions = {}): string {
  return [fecHeader(o), ...lines.map((l) => fecRow(l, o))].join(LINE);
}

const ALPHA = 'Alphanumérique';
const DAY = 'Date AAAAMMJJ';
const AMOUNT = 'Numérique';

/** Each field's type and meaning, as the description file says them. */
const DESCRIBED: Record<FecField, readonly [string, string]> = {
  JournalCode: [ALPHA, 'Code du journal (voir la table des journaux ci-dessous)'],
  JournalLib: [ALPHA, 'Libellé du journal'],
  EcritureNum: [
    ALPHA,
    'Numéro de l’écriture : code du journal et numéro continu sur 6 chiffres par exercice',
  ],
  EcritureDate: [DAY, 'Date de comptabilisation de l’écriture'],
  CompteNum: [
    ALPHA,
    'Numéro de compte, dont les trois premiers caractères sont des chiffres du plan comptable général',
  ],
  CompteLib: [ALPHA, 'Libellé du compte'],
  CompAuxNum: [ALPHA, 'Compte auxiliaire du client (code client), vide si non utilisé'],
  CompAuxLib: [ALPHA, 'Nom du client du compte auxiliaire, vide si non utilisé'],
  PieceRef: [
    ALPHA,
    'Référence de la pièce justificative (numéro de facture ou d’avoir, référence du règlement)',
  ],
  PieceDate: [DAY, 'Date de la pièce justificative'],
  EcritureLib: [ALPHA, 'Libellé de l’écriture'],
  Debit: [AMOUNT, 'Montant au débit, virgule décimale, sans séparateur de milliers, 0,00 si nul'],
  Credit: [AMOUNT, 'Montant au crédit, virgule décimale, sans séparateur de milliers, 0,00 si nul'],
  EcritureLet: [ALPHA, 'Code de lettrage (A, B… par compte client), vide si non lettré'],
  DateLet: [DAY, 'Date du lettrage, vide si non lettré'],
  ValidDate: [DAY, 'Date de validation de l’écriture (les écritures sont validées dès leur enregistrement)'],
  Montantdevise: [AMOUNT, 'Non utilisé (toutes les écritures sont en euros) : vide'],
  Idevise: [ALPHA, 'Non utilisé : vide'],
  DateRglt: [DAY, 'Date du règlement (comptabilité de trésorerie), vide si non réglée'],
  ModeRglt: [
    ALPHA,
    'Mode de règlement : transfer = virement, check = chèque, cash = espèces, stripe = carte bancaire, stripeSepa = prélèvement SEPA, cb = carte (TPE), creditNote = avoir',
  ],
  NatOp: [ALPHA, 'Nature de l’opération : vide (non utilisé)'],
};

/**
 * The description file that accompanies the FEC (LPF art. A47 A-1, XII): each field, the codes
 * used as values, the character set, the structure, the separators.
 */
export function fecDescription(
  o: FecOptions & {
    siren: string;
    from: string;
    to: string;
    journals: readonly { code: string; label: string }[];
  },
): string {
  const sep = o.separator === '\t' ? 'tabulation' : 'barre verticale « | »';
  const fields = fecFieldsOf(o);
  const out = [
    `Description du fichier des écritures comptables (article A47 A-1 du livre des procédures fiscales)`,
    ``,
    `SIREN : ${o.siren}`,
    `Exercice : du ${fecDate(o.from)} au ${fecDate(o.to)}`,
    `Nom du fichier : ${fecFileName(o.siren, o.to)}`,
    `Jeu de caractères : UTF-8`,
    `Structure : fichier texte à plat, une ligne d’en-tête portant le nom des champs, puis un enregistrement par ligne d’écriture`,
    `Longueur des enregistrements : variable`,
    `Séparateur de champs : ${sep}`,
    `Séparateur d’enregistrements : CR LF (aucun après le dernier)`,
    `Nombres : base 10, virgule décimale, sans séparateur de milliers, signe en premier caractère`,
    `Dates : AAAAMMJJ sans séparateur`,
    `Ordre : écritures d’à-nouveaux (journal OUV) en premier, puis ordre chronologique de validation`,
    `Nombre de champs : ${fields.length}`,
    ``,
    `Champs :`,
    ...fields.map((n, i) => `${i + 1}. ${n} (${DESCRIBED[n][0]}) : ${DESCRIBED[n][1]}`),
    ``,
    `Journaux :`,
    ...o.journals.map((j) => `${j.code} : ${j.label}`),
  ];
  return out.join(LINE);
}

/** `SirenFECAAAAMMJJ.txt`: the SIREN and the fiscal year's closing day. */
export function fecFileName(siren: string, closingDay: string): string {
  if (!/^\d{9}$/.test(siren)) throw new RangeError(`SIREN à 9 chiffres attendu : ${siren}`);
  return `${siren}FEC${fecDate(closingDay)}.txt`;
}
