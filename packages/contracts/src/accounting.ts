import { ACCOUNT_GROUPS, ACCOUNT_NUMBER_REFUSAL, CLIENT_ACCOUNT_MODES, JOURNAL_KINDS } from '@cuvee/domain';
import { z } from 'zod';
import { PageQuery } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * The books (issue 26, decisions 0087–0092): the shop's chart of accounts and journals, the
 * entries written when invoices, credit notes and payments happen (never edited, never
 * deleted), closing a month, the FEC of a fiscal year with its check and description file, and
 * the pre-entries an accountant imports. Money in integer cents, days as YYYY-MM-DD.
 */

const day = z.iso.date(msg('date'));
const ok = z.literal(true);

export const PRE_ENTRY_LAYOUTS = ['generic'] as const;
export const FEC_SEPARATORS = ['|', 'tab'] as const;

/** The shop's accounting settings (settings section `accounting`). */
export const AccountingSettings = z.object({
  /**
   * 'collective': every client on 411000 with an auxiliary account (CompAuxNum = the client's
   * code); 'perClient': an account 411 + the client's code for each client.
   */
  clientAccounts: z.enum(CLIENT_ACCOUNT_MODES, 'Choisissez « collectif » ou « un compte par client »'),
  /** Agricultural profits on cash accounting: the FEC's 21 fields (DateRglt, ModeRglt, NatOp). */
  cashAccounting: z.boolean(),
  /** The FEC's field separator. */
  fecSeparator: z.enum(FEC_SEPARATORS, 'Le séparateur est « | » ou une tabulation'),
  /** The pre-entries' column layout (decision 0091). */
  preEntriesLayout: z.enum(PRE_ENTRY_LAYOUTS, 'Cette disposition d’export est inconnue'),
});
export type AccountingSettings = z.infer<typeof AccountingSettings>;
export const AccountingSettingsBody = AccountingSettings.strict();
export type AccountingSettingsBody = z.input<typeof AccountingSettingsBody>;

/** One account of the chart, as it applies on the day asked (today by default). */
export const ChartAccountView = z.object({
  /** 'sales.product', 'other.tax', 'vatCollected.2000', 'treasury.bank', 'third.clients'… */
  key: z.string(),
  group: z.enum(ACCOUNT_GROUPS),
  number: z.string(),
  label: z.string(),
  /** The day this version applies from; null for the French chart's default. */
  validFrom: day.nullable(),
  /** Whether the shop changed it (else the default). */
  custom: z.boolean(),
  /** Every dated version the shop set, oldest first. */
  versions: z.array(z.object({ number: z.string(), label: z.string(), validFrom: day })),
});
export type ChartAccountView = z.infer<typeof ChartAccountView>;

export const AccountsQuery = z.object({ on: day.optional() });
export type AccountsQuery = z.input<typeof AccountsQuery>;

/**
 * A new version of one account, applying from `validFrom` (entries dated before keep the old
 * one). Its number must start with three digits of the French chart: a rule of the books,
 * answered 422 (`ACCOUNT_NUMBER`).
 */
export const AccountBody = z.strictObject({
  number: z
    .string(msg('required'))
    .trim()
    .min(1, ACCOUNT_NUMBER_REFUSAL)
    .max(20, 'Le numéro de compte a au plus 20 caractères'),
  label: z.string(msg('required')).trim().min(1, 'Donnez un libellé au compte').max(120),
  validFrom: day,
});
export type AccountBody = z.input<typeof AccountBody>;
export const AccountParams = z.object({ key: z.string().min(1).max(40) });

/** A client's auxiliary code (CompAuxNum), given at its first entry ('CLI001'…) or set here. */
export const ClientCodeParams = z.object({ clientId: z.uuid(msg('idInvalid')) });
export const ClientCodeBody = z.strictObject({
  code: z
    .string(msg('required'))
    .trim()
    .regex(/^[A-Z0-9]{1,17}$/, 'Le code client comptable a de 1 à 17 lettres majuscules ou chiffres'),
});
export type ClientCodeBody = z.input<typeof ClientCodeBody>;

export const JournalView = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(JOURNAL_KINDS),
  /** Entries written in it so far (its last number). */
  entries: z.number().int(),
});
export type JournalView = z.infer<typeof JournalView>;
export const JournalParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,6}$/, 'Le code du journal a de 1 à 6 lettres majuscules ou chiffres'),
});
/** Creates or renames a journal (a journal with entries keeps its kind). */
export const JournalBody = z.strictObject({
  label: z.string(msg('required')).trim().min(1, 'Donnez un libellé au journal').max(80),
  kind: z.enum(JOURNAL_KINDS, 'Ce type de journal est inconnu'),
});
export type JournalBody = z.input<typeof JournalBody>;

export const LETTERING_STATES = ['none', 'partial', 'full'] as const;
export const ENTRY_SOURCES = [
  'invoice',
  'deposit',
  'creditNote',
  'payment',
  'card',
  'reversal',
  'opening',
] as const;

export const EntryLineView = z.object({
  account: z.string(),
  accountLabel: z.string(),
  /** The client's auxiliary account (collective mode) and its name. */
  auxAccount: z.string().nullable(),
  auxLabel: z.string().nullable(),
  label: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  /** The lettering code ('A', 'B'…) and day, once the invoice it belongs to is settled. */
  letter: z.string().nullable(),
  letteredOn: day.nullable(),
});
export type EntryLineView = z.infer<typeof EntryLineView>;

export const EntryView = z.object({
  id: z.string(),
  journalCode: z.string(),
  journalLabel: z.string(),
  /** 'VT000001': the journal's code and its number, without gap. */
  number: z.string(),
  date: day,
  pieceRef: z.string(),
  pieceDate: day,
  label: z.string(),
  source: z.enum(ENTRY_SOURCES),
  /** The invoice or payment it was written for. */
  sourceId: z.string().nullable(),
  /** The entry this one reverses, and the one reversing this one. */
  reverses: z.string().nullable(),
  reversedBy: z.string().nullable(),
  /** Entries are validated (irreversible) when written (decision 0089). */
  validDate: day,
  /** Whether its month is closed. */
  closed: z.boolean(),
  lettering: z.enum(LETTERING_STATES),
  debit: z.number().int(),
  credit: z.number().int(),
  lines: z.array(EntryLineView),
});
export type EntryView = z.infer<typeof EntryView>;

export const EntriesQuery = PageQuery.extend({
  journal: z.string().trim().max(6).optional(),
  from: day.optional(),
  to: day.optional(),
  /** 'yes': entries whose client lines are all lettered; 'no': some client line is not. */
  lettered: z.enum(['yes', 'no'], 'Choisissez « oui » ou « non »').optional(),
  /** An account number or its beginning ('411', '7070'). */
  account: z.string().trim().max(20).optional(),
});
export type EntriesQuery = z.input<typeof EntriesQuery>;

export const PeriodView = z.object({
  /** 'AAAA-MM' */
  month: z.string(),
  closedAt: z.string(),
  closedBy: z.string().nullable(),
});
export type PeriodView = z.infer<typeof PeriodView>;
export const ClosePeriodBody = z.strictObject({
  month: z
    .string(msg('required'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Le mois est attendu sous la forme AAAA-MM (par exemple 2026-10)'),
});
export type ClosePeriodBody = z.input<typeof ClosePeriodBody>;

/** A fiscal year, named as the invoice numbers name it: the calendar year it starts in. */
export const FiscalYearQuery = z.object({
  year: z.coerce
    .number('L’exercice est une année, par exemple 2026')
    .int('L’exercice est une année, par exemple 2026')
    .min(2000, 'L’exercice est une année entre 2000 et 2100')
    .max(2100, 'L’exercice est une année entre 2000 et 2100'),
});
export type FiscalYearQuery = z.input<typeof FiscalYearQuery>;

export const FecCheck = z.object({
  success: ok,
  fileName: z.string(),
  /** The fiscal year's first and last days. */
  from: day,
  to: day,
  fields: z.union([z.literal(18), z.literal(21)]),
  lines: z.number().int(),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
  /** Blocking: the export is refused while any remains (French). */
  errors: z.array(z.string()),
  /** Worth a look (French). */
  warnings: z.array(z.string()),
});
export type FecCheck = z.infer<typeof FecCheck>;

export const PreEntriesQuery = z.object({
  from: day,
  to: day,
  format: z.enum(['csv', 'xlsx'], 'Le format est csv ou xlsx').default('csv'),
  journal: z.string().trim().max(6).optional(),
});
export type PreEntriesQuery = z.input<typeof PreEntriesQuery>;
