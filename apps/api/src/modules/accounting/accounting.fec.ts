import type { FecCheck } from '@cuvee/contracts';
import {
  FEC_LINE_BREAK,
  FecChecker,
  type FecLine,
  type FecOptions,
  fecDate,
  fecDescription,
  fecFieldsOf,
  fecFileName,
  fecHeader,
  fecRow,
} from '@cuvee/domain';
import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { chartOf, listJournals, settingsOf } from './accounting.chart.ts';
import { accountingEntries, accountingEntryLines } from './accounting.table.ts';

/*
 * The FEC of a fiscal year (decision 0090): the shop's SIREN and fiscal year, opening balances
 * first (journal OUV, from every earlier entry of the balance sheet's accounts, the earlier
 * years' result on the profit or loss account), then the year's entries in the order they were
 * validated; read a page of entries at a time, checked line by line before the file is sent,
 * then streamed (the pre-entries of a period: accounting.pre-entries.ts).
 */

const PAGE = 2000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A fiscal year's first and last days, from the shop's logStartMonth/logStartDay (spec §9). */
export function fiscalYearRange(
  year: number,
  settings: { logStartMonth?: number | null; logStartDay?: number | null },
) {
  const m = settings.logStartMonth ?? 1;
  const d = settings.logStartDay ?? 1;
  const from = `${year}-${pad(m)}-${pad(d)}`;
  const next = new Date(Date.UTC(year + 1, m - 1, d));
  next.setUTCDate(next.getUTCDate() - 1);
  return { from, to: next.toISOString().slice(0, 10) };
}

export type FecContext = {
  siren: string;
  from: string;
  to: string;
  fileName: string;
  options: FecOptions;
};

export async function fecContext(tx: TenantTx, scope: TenantScope, year: number): Promise<FecContext> {
  const [shop] = await tx
    .select({ settings: shops.settings, identity: shops.identity })
    .from(shops)
    .where(eq(shops.id, scope.shop!.id));
  const siren = (shop?.identity?.siret ?? '').replace(/\s/g, '').slice(0, 9);
  if (!/^\d{9}$/.test(siren))
    throw new HttpError(
      422,
      'Renseignez le SIRET de la boutique (Paramètres › Infos) : le FEC porte le SIREN dans son nom',
    );
  const { from, to } = fiscalYearRange(year, shop?.settings ?? {});
  const settings = await settingsOf(tx, scope);
  return {
    siren,
    from,
    to,
    fileName: fecFileName(siren, to),
    options: {
      separator: settings.fecSeparator === 'tab' ? '\t' : '|',
      cashAccounting: settings.cashAccounting,
    },
  };
}

/** The balance sheet's accounts (classes 1 to 5) carried forward; the rest is the result. */
async function openingLines(tx: TenantTx, scope: TenantScope, from: string): Promise<FecLine[]> {
  const rows = await tx
    .select({
      account: accountingEntryLines.account,
      accountLabel: sql<string>`max(${accountingEntryLines.accountLabel})`,
      aux: accountingEntryLines.auxAccount,
      auxLabel: sql<string | null>`max(${accountingEntryLines.auxLabel})`,
      balance: sql<number>`sum(${accountingEntryLines.debit} - ${accountingEntryLines.credit})::bigint`,
    })
    .from(accountingEntryLines)
    .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
    .where(
      and(
        scoped(tx, scope).owns(accountingEntryLines),
        scoped(tx, scope).owns(accountingEntries),
        lt(accountingEntries.entryDate, from),
      ),
    )
    .groupBy(accountingEntryLines.account, accountingEntryLines.auxAccount)
    .orderBy(asc(accountingEntryLines.account), asc(accountingEntryLines.auxAccount));
  if (rows.length === 0) return [];
  const chart = await chartOf(tx, scope, from);
  let result = 0;
  const base = {
    journalCode: 'OUV',
    journalLib: 'À-nouveaux',
    ecritureNum: 'OUV000001',
    ecritureDate: from,
    pieceRef: 'AN',
    pieceDate: from,
    validDate: from,
  };
  const out: FecLine[] = [];
  for (const r of rows) {
    const balance = Number(r.balance);
    if (!/^[1-5]/.test(r.account)) {
      result += balance;
      continue;
    }
    if (balance === 0) continue;
    out.push({
      ...base,
      compteNum: r.account,
      compteLib: r.accountLabel,
      compAuxNum: r.aux,
      compAuxLib: r.auxLabel,
      ecritureLib: 'À-nouveau',
      debit: Math.max(0, balance),
      credit: Math.max(0, -balance),
    });
  }
  if (result !== 0) {
    const account = chart.get(result < 0 ? 'other.profit' : 'other.loss')!;
    out.push({
      ...base,
      compteNum: account.number,
      compteLib: account.label,
      ecritureLib: 'Résultat des exercices antérieurs',
      debit: Math.max(0, result),
      credit: Math.max(0, -result),
    });
  }
  return out;
}

type PageRow = {
  journal_code: string;
  journal_label: string;
  number: string;
  entry_date: string;
  piece_ref: string;
  piece_date: string;
  valid_date: string;
  seq: number;
  payment_day: string | null;
  payment_mode: string | null;
  account: string;
  account_label: string;
  aux_account: string | null;
  aux_label: string | null;
  label: string;
  debit: number;
  credit: number;
  letter: string | null;
  lettered_on: string | null;
};

/**
 * The year's lines, a page of entries at a time in the order they were validated: one statement
 * per page (the page's entries by the index on shop, ValidDate, journal and number, a row
 * comparison after the last one read, joined to their lines).
 */
async function* yearLines(
  tx: TenantTx,
  scope: TenantScope,
  from: string,
  to: string,
): AsyncGenerator<FecLine> {
  const shopId = scope.shop!.id;
  let after: { day: string; journal: string; seq: number } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (e.shop_id, e.valid_date, e.journal_code, e.seq) > (${shopId}::uuid, ${after.day}::date, ${after.journal}, ${after.seq})`
      : sql``;
    const result = await tx.execute(sql`
      select e.journal_code, e.journal_label, e.number, e.entry_date::text as entry_date, e.piece_ref,
        e.piece_date::text as piece_date, e.valid_date::text as valid_date, e.seq, e.payment_day::text as payment_day,
        e.payment_mode, l.account, l.account_label, l.aux_account, l.aux_label, l.label, l.debit, l.credit, l.letter,
        l.lettered_on::text as lettered_on
      from (select * from ${accountingEntries} e where e.shop_id = ${shopId} and e.valid_date >= ${from}::date
              and e.valid_date <= ${to}::date ${cursor}
            order by e.valid_date, e.journal_code, e.seq limit ${PAGE}) e
      join ${accountingEntryLines} l on l.entry_id = e.id and l.shop_id = ${shopId}
      order by e.valid_date, e.journal_code, e.seq, l.position`);
    const rows = (result as unknown as { rows: PageRow[] }).rows;
    if (rows.length === 0) return;
    let entries = 0;
    let last = '';
    for (const r of rows) {
      if (r.number !== last) entries += 1;
      last = r.number;
      yield {
        journalCode: r.journal_code,
        journalLib: r.journal_label,
        ecritureNum: r.number,
        ecritureDate: r.entry_date,
        compteNum: r.account,
        compteLib: r.account_label,
        compAuxNum: r.aux_account,
        compAuxLib: r.aux_label,
        pieceRef: r.piece_ref,
        pieceDate: r.piece_date,
        ecritureLib: r.label,
        debit: Number(r.debit),
        credit: Number(r.credit),
        ecritureLet: r.letter,
        dateLet: r.lettered_on,
        validDate: r.valid_date,
        dateRglt: r.payment_day,
        modeRglt: r.payment_mode,
        natOp: null,
      };
    }
    if (entries < PAGE) return;
    const end = rows.at(-1)!;
    after = { day: end.valid_date, journal: end.journal_code, seq: Number(end.seq) };
  }
}

/** Every line of the file but the header: the opening balances, then the year. */
export async function* fecLines(tx: TenantTx, scope: TenantScope, ctx: FecContext): AsyncGenerator<string> {
  for (const l of await openingLines(tx, scope, ctx.from)) yield fecRow(l, ctx.options);
  for await (const l of yearLines(tx, scope, ctx.from, ctx.to)) yield fecRow(l, ctx.options);
}

/** The product's check of the year's file, line by line (nothing held whole). */
export async function checkYear(tx: TenantTx, scope: TenantScope, year: number): Promise<FecCheck> {
  const ctx = await fecContext(tx, scope, year);
  const checker = new FecChecker({ from: fecDate(ctx.from), to: fecDate(ctx.to) });
  checker.header(fecHeader(ctx.options));
  let lines = 0;
  for await (const row of fecLines(tx, scope, ctx)) {
    checker.line(row);
    lines += 1;
  }
  const report = checker.report();
  return {
    success: true,
    fileName: ctx.fileName,
    from: ctx.from,
    to: ctx.to,
    fields: fecFieldsOf(ctx.options).length,
    lines,
    totals: report.totals,
    errors: report.errors,
    warnings: report.warnings,
  };
}

/** The whole text, for callers that want it (tests, small years); the route streams instead. */
export async function fecText(tx: TenantTx, scope: TenantScope, year: number) {
  const ctx = await fecContext(tx, scope, year);
  const parts = [fecHeader(ctx.options)];
  for await (const row of fecLines(tx, scope, ctx)) parts.push(row);
  return { ctx, text: parts.join(FEC_LINE_BREAK) };
}

export async function descriptionOf(tx: TenantTx, scope: TenantScope, year: number) {
  const ctx = await fecContext(tx, scope, year);
  const journals = await listJournals(tx, scope);
  return {
    fileName: ctx.fileName.replace(/\.txt$/, '_description.txt'),
    text: fecDescription({ ...ctx.options, siren: ctx.siren, from: ctx.from, to: ctx.to, journals }),
  };
}
