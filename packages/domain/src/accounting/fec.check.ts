import { FEC_CASH_FIELDS, FEC_FIELDS } from './fec.ts';

/*
 * What the DGFiP's checker (Test Compta Demat, trt_txt.pl) refuses in a FEC, and what A47 A-1
 * requires of its entries: read back from the file's text, so that a file the product writes is
 * checked as the tax office would read it (issue 26).
 */

export type FecReport = {
  /** Blocking: the file would be refused. */
  errors: string[];
  /** Worth a look: the checker warns. */
  warnings: string[];
  /** Each entry's debit and credit, in cents, by its journal and number. */
  entries: Map<string, { debit: number; credit: number }>;
  totals: { debit: number; credit: number };
};

const AMOUNT = /^-?\d+(,\d{1,2})?$/;
const DAY = /^(\d{4})(\d{2})(\d{2})$/;
const MANDATORY = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'ValidDate',
];

const cents = (text: string) => {
  const [units = '0', decimals = ''] = text.replace('-', '').split(',');
  const value = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
};

function realDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/**
 * The check, a line at a time (a year's file is streamed, never held whole): the header first,
 * then each line; `report()` at the end. The separator is the header's ('|' or a tab).
 */
export class FecChecker {
  private readonly errors: string[] = [];
  private readonly warnings: string[] = [];
  private readonly entries = new Map<string, { debit: number; credit: number }>();
  private readonly totals = { debit: 0, credit: 0 };
  private names: string[] = [];
  private separator = '|';
  private at = 0;

  constructor(private readonly period?: { from: string; to: string }) {}

  header(head: string) {
    this.at = 1;
    this.separator = head.includes('\t') && !head.includes('|') ? '\t' : '|';
    this.names = head.split(this.separator);
    const joined = this.names.join('|');
    if (joined !== FEC_FIELDS.join('|') && joined !== FEC_CASH_FIELDS.join('|'))
      this.errors.push(
        'Ligne d’en-tête : les 18 champs attendus (21 en comptabilité de trésorerie), dans l’ordre',
      );
  }

  line(row: string) {
    this.at += 1;
    const at = `ligne ${this.at}`;
    const { names, errors, warnings, period } = this;
    const values = row.split(this.separator);
    if (values.length !== names.length) {
      errors.push(`${at} : ${values.length} champs au lieu de ${names.length}`);
      return;
    }
    const v = Object.fromEntries(names.map((n, k) => [n, values[k] ?? ''])) as Record<string, string>;
    for (const name of MANDATORY) if (!v[name]) errors.push(`${at} : ${name} vide`);
    for (const name of ['EcritureDate', 'PieceDate', 'ValidDate', 'DateLet', 'DateRglt']) {
      if (v[name] && !realDay(v[name]!)) errors.push(`${at} : ${name} n’est pas une date AAAAMMJJ`);
    }
    for (const name of ['Debit', 'Credit']) {
      if (!AMOUNT.test(v[name] ?? ''))
        errors.push(`${at} : ${name} n’est pas un montant à virgule (${v[name]})`);
    }
    if (!/^\d{3}/.test(v.CompteNum ?? '')) warnings.push(`${at} : CompteNum ne commence pas par 3 chiffres`);
    const debit = AMOUNT.test(v.Debit ?? '') ? cents(v.Debit!) : 0;
    const credit = AMOUNT.test(v.Credit ?? '') ? cents(v.Credit!) : 0;
    if ((debit === 0) === (credit === 0)) warnings.push(`${at} : ni débit seul ni crédit seul`);
    if (period && v.EcritureDate && (v.EcritureDate < period.from || v.EcritureDate > period.to))
      warnings.push(`${at} : EcritureDate hors de l’exercice`);
    const key = `${v.JournalCode} ${v.EcritureNum}`;
    const entry = this.entries.get(key) ?? { debit: 0, credit: 0 };
    entry.debit += debit;
    entry.credit += credit;
    this.entries.set(key, entry);
    this.totals.debit += debit;
    this.totals.credit += credit;
  }

  report(): FecReport {
    const errors = [...this.errors];
    for (const [key, e] of this.entries)
      if (e.debit !== e.credit)
        errors.push(`Écriture ${key} déséquilibrée : débit ${e.debit}, crédit ${e.credit} (centimes)`);
    if (this.totals.debit !== this.totals.credit)
      errors.push(
        `Le fichier est déséquilibré : débit ${this.totals.debit}, crédit ${this.totals.credit} (centimes)`,
      );
    return { errors, warnings: [...this.warnings], entries: this.entries, totals: { ...this.totals } };
  }
}

/** Checks a FEC's text ('|' or tab separated); `period` bounds its entry dates (AAAAMMJJ). */
export function checkFec(text: string, period?: { from: string; to: string }): FecReport {
  const checker = new FecChecker(period);
  const [head = '', ...rows] = text.split(/\r\n|\n|\r/);
  checker.header(head);
  for (const row of rows) checker.line(row);
  return checker.report();
}
