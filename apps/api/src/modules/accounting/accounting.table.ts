import type { ClientAccountMode, JournalKind } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shopIdColumn } from '../shops/shops.table.ts';

/*
 * The books (issue 26, decisions 0087–0090): the shop's accounting settings, its chart as dated
 * versions of each key, its journals, the entries written once when a business event happens
 * (never updated but for their lettering, never deleted), each journal's counter per fiscal
 * year (numbers without gap), the lettering counters per client account and the closed months.
 */

const shopId = shopIdColumn;

export const ENTRY_SOURCE_KINDS = [
  'invoice',
  'deposit',
  'creditNote',
  'payment',
  'card',
  'reversal',
  'opening',
] as const;
export type EntrySource = (typeof ENTRY_SOURCE_KINDS)[number];

export const accountingSettings = pgTable('accounting_settings', {
  shopId: shopId().primaryKey(),
  clientAccounts: text('client_accounts').$type<ClientAccountMode>().notNull().default('collective'),
  cashAccounting: boolean('cash_accounting').notNull().default(false),
  fecSeparator: text('fec_separator').$type<'|' | 'tab'>().notNull().default('|'),
  preEntriesLayout: text('pre_entries_layout').$type<'generic'>().notNull().default('generic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    id: id(),
    shopId: shopId(),
    key: text('key').notNull(),
    number: text('number').notNull(),
    label: text('label').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounting_accounts_key_from_idx').on(t.shopId, t.key, t.validFrom)],
);

export const accountingJournals = pgTable(
  'accounting_journals',
  {
    id: id(),
    shopId: shopId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<JournalKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounting_journals_code_idx').on(t.shopId, t.code)],
);

export const accountingCounters = pgTable(
  'accounting_counters',
  {
    shopId: shopId(),
    journalCode: text('journal_code').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.journalCode, t.fiscalYear] })],
);

export const accountingEntries = pgTable(
  'accounting_entries',
  {
    id: id(),
    shopId: shopId(),
    journalCode: text('journal_code').notNull(),
    journalLabel: text('journal_label').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** 'VT000001' */
    number: text('number').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    pieceRef: text('piece_ref').notNull(),
    pieceDate: date('piece_date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    source: text('source').$type<EntrySource>().notNull(),
    /** The invoice, credit note, payment or card charge it was written for. */
    sourceId: uuid('source_id'),
    /** The entry this one reverses. */
    reversesId: uuid('reverses_id'),
    /** Written entries are validated at once (decision 0089). */
    validDate: date('valid_date', { mode: 'string' }).notNull(),
    /** Cash accounting (FEC's 21 fields): the day and the means of the settlement. */
    paymentDay: date('payment_day', { mode: 'string' }),
    paymentMode: text('payment_mode'),
    debit: integer('debit').notNull(),
    credit: integer('credit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounting_entries_number_idx').on(t.shopId, t.journalCode, t.fiscalYear, t.seq),
    uniqueIndex('accounting_entries_source_idx')
      .on(t.shopId, t.source, t.sourceId)
      .where(sql`${t.sourceId} is not null and ${t.source} <> 'card'`),
    index('accounting_entries_shop_date_idx').on(t.shopId, t.entryDate, t.journalCode, t.seq),
    index('accounting_entries_shop_valid_idx').on(t.shopId, t.validDate, t.journalCode, t.seq),
    check('accounting_entries_balanced_check', sql`${t.debit} = ${t.credit}`),
  ],
);
export type EntryRow = typeof accountingEntries.$inferSelect;

export const accountingEntryLines = pgTable(
  'accounting_entry_lines',
  {
    id: id(),
    shopId: shopId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => accountingEntries.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** The chart's key it was booked on ('third.clients', 'sales.product'…). */
    accountKey: text('account_key').notNull(),
    account: text('account').notNull(),
    accountLabel: text('account_label').notNull(),
    auxAccount: text('aux_account'),
    auxLabel: text('aux_label'),
    label: text('label').notNull(),
    debit: integer('debit').notNull(),
    credit: integer('credit').notNull(),
    /** On a client line: the invoice it belongs to (what lettering matches). */
    invoiceId: uuid('invoice_id'),
    letter: text('letter'),
    letteredOn: date('lettered_on', { mode: 'string' }),
  },
  (t) => [
    index('accounting_entry_lines_entry_idx').on(t.entryId),
    index('accounting_entry_lines_invoice_idx').on(t.shopId, t.invoiceId),
    index('accounting_entry_lines_account_idx').on(t.shopId, t.account),
    check(
      'accounting_entry_lines_side_check',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);
export type EntryLineRow = typeof accountingEntryLines.$inferSelect;

/** Each client's auxiliary code (CompAuxNum, 'CLI001'), given at its first entry or set by the shop. */
export const accountingClientCodes = pgTable(
  'accounting_client_codes',
  {
    shopId: shopId(),
    clientId: uuid('client_id').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.clientId] }),
    uniqueIndex('accounting_client_codes_code_idx').on(t.shopId, t.code),
  ],
);

/** The last lettering code given on each client account ('411000/CLI001'), as a number. */
export const accountingLetters = pgTable(
  'accounting_letters',
  {
    shopId: shopId(),
    account: text('account').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.account] })],
);

export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    shopId: shopId(),
    /** 'AAAA-MM' */
    month: text('month').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month] })],
);
