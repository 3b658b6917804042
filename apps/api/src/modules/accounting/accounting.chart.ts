import type {
  AccountBody,
  AccountingSettings,
  ChartAccountView,
  JournalBody,
  JournalView,
} from '@cuvee/contracts';
import {
  ACCOUNT_NUMBER,
  ACCOUNT_NUMBER_REFUSAL,
  type AccountVersion,
  type ChartAccount,
  chartOn,
  DEFAULT_CHART,
  DEFAULT_JOURNALS,
  isAccountKey,
  todayInFrance,
} from '@cuvee/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  accountingAccounts,
  accountingCounters,
  accountingEntries,
  accountingJournals,
  accountingSettings,
} from './accounting.table.ts';

/*
 * The shop's chart, journals and settings (decision 0087): defaults from the French chart until
 * the shop sets its own; an account changes by a new version from a day, so entries already
 * written keep the account they were written on and later ones take the new one.
 */

export const DEFAULT_SETTINGS: AccountingSettings = {
  clientAccounts: 'collective',
  cashAccounting: false,
  fecSeparator: '|',
  preEntriesLayout: 'generic',
};

export async function settingsOf(tx: TenantTx, scope: TenantScope): Promise<AccountingSettings> {
  const [row] = await scoped(tx, scope).selectAll(accountingSettings);
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    clientAccounts: row.clientAccounts,
    cashAccounting: row.cashAccounting,
    fecSeparator: row.fecSeparator,
    preEntriesLayout: row.preEntriesLayout,
  };
}

export async function saveSettings(tx: TenantTx, scope: TenantScope, body: AccountingSettings) {
  const s = scoped(tx, scope);
  await s
    .insert(accountingSettings)
    .values([{ ...body, updatedAt: new Date() }])
    .onConflictDoUpdate({ target: accountingSettings.shopId, set: { ...body, updatedAt: new Date() } });
  return settingsOf(tx, scope);
}

/** Every dated version the shop set, oldest first. */
export async function accountVersions(tx: TenantTx, scope: TenantScope): Promise<AccountVersion[]> {
  return scoped(tx, scope)
    .select({
      key: accountingAccounts.key,
      number: accountingAccounts.number,
      label: accountingAccounts.label,
      validFrom: accountingAccounts.validFrom,
    })
    .from(accountingAccounts)
    .where()
    .orderBy(asc(accountingAccounts.validFrom));
}

/** The chart as it applies on `day`, key by key. */
export async function chartOf(
  tx: TenantTx,
  scope: TenantScope,
  day: string,
): Promise<Map<string, ChartAccount>> {
  return chartOn(await accountVersions(tx, scope), day);
}

function viewOf(account: ChartAccount, versions: AccountVersion[], day: string): ChartAccountView {
  const mine = versions.filter((v) => v.key === account.key);
  const current = mine.filter((v) => v.validFrom <= day).at(-1);
  return {
    key: account.key,
    group: account.group,
    number: account.number,
    label: account.label,
    validFrom: current?.validFrom ?? null,
    custom: Boolean(current),
    versions: mine.map((v) => ({ number: v.number, label: v.label, validFrom: v.validFrom })),
  };
}

export async function listAccounts(tx: TenantTx, scope: TenantScope, on = todayInFrance()) {
  const versions = await accountVersions(tx, scope);
  const chart = chartOn(versions, on);
  return { on, accounts: DEFAULT_CHART.map((a) => viewOf(chart.get(a.key)!, versions, on)) };
}

export async function setAccount(tx: TenantTx, scope: TenantScope, key: string, body: AccountBody) {
  if (!isAccountKey(key)) throw new HttpError(404, 'Ce compte n’existe pas dans le plan comptable');
  if (!ACCOUNT_NUMBER.test(body.number.trim())) throw new HttpError(422, ACCOUNT_NUMBER_REFUSAL);
  const values = { key, number: body.number.trim(), label: body.label.trim(), validFrom: body.validFrom };
  await scoped(tx, scope)
    .insert(accountingAccounts)
    .values([values])
    .onConflictDoUpdate({
      target: [accountingAccounts.shopId, accountingAccounts.key, accountingAccounts.validFrom],
      set: { number: values.number, label: values.label },
    });
  const versions = await accountVersions(tx, scope);
  const on = body.validFrom > todayInFrance() ? body.validFrom : todayInFrance();
  const account = chartOn(versions, on).get(key)!;
  return {
    message: `Le compte ${values.number} (${values.label}) s’applique à partir du ${values.validFrom.split('-').reverse().join('/')}`,
    account: viewOf(account, versions, on),
  };
}

/** The default journals, written once for the shop (idempotent, in the caller's transaction). */
export async function ensureJournals(tx: TenantTx, scope: TenantScope) {
  await scoped(tx, scope)
    .insert(accountingJournals)
    .values(DEFAULT_JOURNALS.map((j) => ({ ...j })))
    .onConflictDoNothing();
}

export async function listJournals(tx: TenantTx, scope: TenantScope): Promise<JournalView[]> {
  const s = scoped(tx, scope);
  const rows = await s.selectAll(accountingJournals).orderBy(asc(accountingJournals.code));
  const present = new Set(rows.map((r) => r.code));
  const all = [
    ...rows.map((r) => ({ code: r.code, label: r.label, kind: r.kind })),
    ...DEFAULT_JOURNALS.filter((j) => !present.has(j.code)),
  ].sort((a, b) => a.code.localeCompare(b.code));
  const counts = await s
    .select({ code: accountingEntries.journalCode, n: sql<number>`count(*)::int` })
    .from(accountingEntries)
    .where()
    .groupBy(accountingEntries.journalCode);
  const byCode = new Map(counts.map((c) => [c.code, Number(c.n)]));
  return all.map((j) => ({ ...j, entries: byCode.get(j.code) ?? 0 }));
}

export async function saveJournal(tx: TenantTx, scope: TenantScope, code: string, body: JournalBody) {
  await ensureJournals(tx, scope);
  const s = scoped(tx, scope);
  const [existing] = await s.selectAll(accountingJournals, eq(accountingJournals.code, code));
  if (existing && existing.kind !== body.kind) {
    const [used] = await s
      .select({ n: sql<number>`count(*)::int` })
      .from(accountingEntries)
      .where(eq(accountingEntries.journalCode, code));
    if (Number(used?.n ?? 0) > 0)
      throw new HttpError(422, `Le journal ${code} contient des écritures : son type ne change plus`);
  }
  if (existing)
    await s
      .update(accountingJournals)
      .set({ label: body.label, kind: body.kind })
      .where(eq(accountingJournals.code, code));
  else await s.insert(accountingJournals).values([{ code, label: body.label, kind: body.kind }]);
  const journal = (await listJournals(tx, scope)).find((j) => j.code === code)!;
  return { message: `Le journal ${code} est enregistré`, journal };
}

/** The journal a kind of entry goes to: the first of that kind by code. */
export async function journalOfKind(
  tx: TenantTx,
  scope: TenantScope,
  kind: 'sales' | 'bank' | 'cash' | 'misc',
) {
  await ensureJournals(tx, scope);
  const [row] = await scoped(tx, scope)
    .selectAll(accountingJournals, eq(accountingJournals.kind, kind))
    .orderBy(asc(accountingJournals.code))
    .limit(1);
  if (!row) throw new HttpError(422, `Aucun journal de type « ${kind} » : créez-en un dans la comptabilité`);
  return row;
}

/** The next number of a journal in a fiscal year (the counter's row locked until the end). */
export async function takeEntryNumber(
  tx: TenantTx,
  scope: TenantScope,
  journalCode: string,
  fiscalYear: number,
) {
  const [row] = await scoped(tx, scope)
    .insert(accountingCounters)
    .values([{ journalCode, fiscalYear, last: 1 }])
    .onConflictDoUpdate({
      target: [accountingCounters.shopId, accountingCounters.journalCode, accountingCounters.fiscalYear],
      set: { last: sql`${accountingCounters.last} + 1` },
    })
    .returning({ last: accountingCounters.last });
  return row!.last;
}
