import type { FecCheck } from '@cuvee/contracts';
import {
  FEC_LINE_BREAK,
  FecChecker,
  type FecLine,
  type FecOptions,
  fecDate,
  fecDescription,
  fecFileName,
  fecHeader,
  fecRow,
  type SheetCell,
} from '@cuvee/domain';
import { and, asc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { spreadsheetFile } from '../../lib/spreadsheet.ts';
import { shops } from '../shops/index.ts';
import { chartOf, listJournals, settingsOf } from './accounting.chart.ts';
import { accountingEntries, accountingEntryLines, type EntryRow } from './accounting.table.ts';

/*
 * The FEC of a fiscal year (decision 0090): the shop's SIREN and fiscal year, opening balances
 * first (journal OUV, from every earlier entry of the balance sheet's accounts, the earlier
 * years' result on the profit or loss account), then the year's entries in the order they were
 * validated; read a page of entries at a time, checked line by line before the file is sent,
 * then streamed. The pre-entries of a period (decision 0091) through the one spreadsheet helper.
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
    .where(and(eq(accountingEntryLines.shopId, scope.shop!.id), lt(accountingEntries.entryDate, from)))
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

/** The year's lines, a page of entries at a time, in the order they were validated. */
async function* yearLines(
  tx: TenantTx,
  scope: TenantScope,
  from: string,
  to: string,
): AsyncGenerator<FecLine> {
  const s = scoped(tx, scope);
  let after: EntryRow | null = null;
  for (;;) {
    const where: SQL[] = [gte(accountingEntries.validDate, from), lte(accountingEntries.validDate, to)];
    if (after)
      where.push(
        or(
          gt(accountingEntries.validDate, after.validDate),
          and(
            eq(accountingEntries.validDate, after.validDate),
            gt(accountingEntries.journalCode, after.journalCode),
          ),
          and(
            eq(accountingEntries.validDate, after.validDate),
            eq(accountingEntries.journalCode, after.journalCode),
            gt(accountingEntries.seq, after.seq),
          ),
        )!,
      );
    const entries: EntryRow[] = await s
      .selectAll(accountingEntries, ...where)
      .orderBy(
        asc(accountingEntries.validDate),
        asc(accountingEntries.journalCode),
        asc(accountingEntries.seq),
      )
      .limit(PAGE);
    if (entries.length === 0) return;
    const lines = await s
      .selectAll(
        accountingEntryLines,
        inArray(
          accountingEntryLines.entryId,
          entries.map((e) => e.id),
        ),
      )
      .orderBy(asc(accountingEntryLines.position));
    const byEntry = new Map<string, (typeof lines)[number][]>();
    for (const l of lines) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
    for (const e of entries)
      for (const l of byEntry.get(e.id) ?? [])
        yield {
          journalCode: e.journalCode,
          journalLib: e.journalLabel,
          ecritureNum: e.number,
          ecritureDate: e.entryDate,
          compteNum: l.account,
          compteLib: l.accountLabel,
          compAuxNum: l.auxAccount,
          compAuxLib: l.auxLabel,
          pieceRef: e.pieceRef,
          pieceDate: e.pieceDate,
          ecritureLib: l.label,
          debit: l.debit,
          credit: l.credit,
          ecritureLet: l.letter,
          dateLet: l.letteredOn,
          validDate: e.validDate,
          dateRglt: e.paymentDay,
          modeRglt: e.paymentMode,
          natOp: null,
        };
    if (entries.length < PAGE) return;
    after = entries.at(-1)!;
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
    fields: ctx.options.cashAccounting ? 21 : 18,
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

/**
 * The generic pre-entries layout (decision 0091): one row per entry line — Journal, Date
 * (JJ/MM/AAAA), N° écriture, Pièce, Compte, Compte auxiliaire, Libellé, Débit, Crédit, Lettrage —
 * the columns most accountants' import tools map (Sage, Cegid, ACD, Quadra).
 */
export const PRE_ENTRY_HEADERS = [
  'Journal',
  'Date',
  'N° écriture',
  'Pièce',
  'Compte',
  'Compte auxiliaire',
  'Libellé',
  'Débit',
  'Crédit',
  'Lettrage',
] as const;

const MAX_PRE_ENTRY_DAYS = 400;

export async function preEntries(
  tx: TenantTx,
  scope: TenantScope,
  q: { from: string; to: string; format: 'csv' | 'xlsx'; journal?: string },
) {
  if (q.from > q.to) throw new HttpError(400, 'La date de début doit précéder la date de fin');
  if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > MAX_PRE_ENTRY_DAYS)
    throw new HttpError(400, `La période ne peut pas dépasser ${MAX_PRE_ENTRY_DAYS} jours`);
  const where: SQL[] = [
    eq(accountingEntryLines.shopId, scope.shop!.id),
    gte(accountingEntries.entryDate, q.from),
    lte(accountingEntries.entryDate, q.to),
  ];
  if (q.journal) where.push(eq(accountingEntries.journalCode, q.journal.toUpperCase()));
  const rows = await tx
    .select({ e: accountingEntries, l: accountingEntryLines })
    .from(accountingEntryLines)
    .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
    .where(and(...where))
    .orderBy(
      asc(accountingEntries.entryDate),
      asc(accountingEntries.journalCode),
      asc(accountingEntries.seq),
      asc(accountingEntryLines.position),
    );
  const cells: SheetCell[][] = rows.map(({ e, l }) => [
    e.journalCode,
    e.entryDate.split('-').reverse().join('/'),
    e.number,
    e.pieceRef,
    l.account,
    l.auxAccount,
    l.label,
    { euros: l.debit / 100 },
    { euros: l.credit / 100 },
    l.letter,
  ]);
  const bytes = await spreadsheetFile(q.format, PRE_ENTRY_HEADERS, cells, 'Écritures');
  return { bytes, fileName: `ecritures_${q.from}_${q.to}.${q.format}` };
}
