import type { EntriesQuery, EntryView, PeriodView } from '@cuvee/contracts';
import { monthName, todayInFrance } from '@cuvee/domain';
import { asc, desc, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { closedMonths } from './accounting.periods.ts';
import {
  accountingEntries,
  accountingEntryLines,
  accountingPeriods,
  type EntryRow,
} from './accounting.table.ts';

type Query = z.output<typeof EntriesQuery>;

/*
 * Reading the books (decision 0088): entries by journal and period, a page at a time, each with
 * its lines and lettering, and the totals of every entry the filters match; the closed months.
 */

function whereOf(scope: TenantScope, q: Query): SQL[] {
  const where: SQL[] = [];
  if (q.journal) where.push(eq(accountingEntries.journalCode, q.journal.toUpperCase()));
  if (q.from) where.push(gte(accountingEntries.entryDate, q.from));
  if (q.to) where.push(lte(accountingEntries.entryDate, q.to));
  const linesOf = (cond: SQL) =>
    sql`exists (select 1 from ${accountingEntryLines} where ${accountingEntryLines.entryId} = ${accountingEntries.id} and ${accountingEntryLines.shopId} = ${accountingEntries.shopId} and ${cond})`;
  if (q.account)
    where.push(linesOf(like(accountingEntryLines.account, `${q.account.replace(/[%_]/g, '')}%`)));
  const client = sql`${accountingEntryLines.accountKey} = 'third.clients'`;
  if (q.lettered === 'yes')
    where.push(
      linesOf(client),
      sql`not ${linesOf(sql`${client} and ${accountingEntryLines.letter} is null`)}`,
    );
  if (q.lettered === 'no') where.push(linesOf(sql`${client} and ${accountingEntryLines.letter} is null`));
  void scope;
  return where;
}

export async function listEntries(tx: TenantTx, scope: TenantScope, q: Query) {
  if (q.from && q.to && q.from > q.to)
    throw new HttpError(400, 'La date de début doit précéder la date de fin');
  const s = scoped(tx, scope);
  const where = whereOf(scope, q);
  const [totals] = await s
    .select({
      n: sql<number>`count(*)::int`,
      debit: sql<number>`coalesce(sum(${accountingEntries.debit}), 0)::bigint`,
      credit: sql<number>`coalesce(sum(${accountingEntries.credit}), 0)::bigint`,
    })
    .from(accountingEntries)
    .where(...where);
  const rows = await s
    .selectAll(accountingEntries, ...where)
    .orderBy(
      desc(accountingEntries.entryDate),
      asc(accountingEntries.journalCode),
      desc(accountingEntries.seq),
    )
    .limit(q.limit)
    .offset(q.offset);
  return {
    entries: await viewsOf(tx, scope, rows),
    totals: {
      debit: Number(totals?.debit ?? 0),
      credit: Number(totals?.credit ?? 0),
      entries: Number(totals?.n ?? 0),
    },
    total: Number(totals?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
  };
}

export async function viewsOf(tx: TenantTx, scope: TenantScope, rows: EntryRow[]): Promise<EntryView[]> {
  if (rows.length === 0) return [];
  const s = scoped(tx, scope);
  const ids = rows.map((r) => r.id);
  const lines = await s
    .selectAll(accountingEntryLines, inArray(accountingEntryLines.entryId, ids))
    .orderBy(asc(accountingEntryLines.position));
  const reversals = await s
    .select({ id: accountingEntries.id, reverses: accountingEntries.reversesId })
    .from(accountingEntries)
    .where(inArray(accountingEntries.reversesId, ids));
  const reversedBy = new Map(reversals.map((r) => [r.reverses, r.id]));
  const closed = await closedMonths(tx, scope);
  return rows.map((r) => {
    const mine = lines.filter((l) => l.entryId === r.id);
    const client = mine.filter((l) => l.accountKey === 'third.clients');
    const lettered = client.filter((l) => l.letter).length;
    return {
      id: r.id,
      journalCode: r.journalCode,
      journalLabel: r.journalLabel,
      number: r.number,
      date: r.entryDate,
      pieceRef: r.pieceRef,
      pieceDate: r.pieceDate,
      label: r.label,
      source: r.source,
      sourceId: r.sourceId,
      reverses: r.reversesId,
      reversedBy: reversedBy.get(r.id) ?? null,
      validDate: r.validDate,
      closed: closed.has(r.entryDate.slice(0, 7)),
      lettering:
        client.length === 0 || lettered === 0 ? 'none' : lettered === client.length ? 'full' : 'partial',
      debit: r.debit,
      credit: r.credit,
      lines: mine.map((l) => ({
        account: l.account,
        accountLabel: l.accountLabel,
        auxAccount: l.auxAccount,
        auxLabel: l.auxLabel,
        label: l.label,
        debit: l.debit,
        credit: l.credit,
        letter: l.letter,
        letteredOn: l.letteredOn,
      })),
    };
  });
}

const periodView = (r: typeof accountingPeriods.$inferSelect): PeriodView => ({
  month: r.month,
  closedAt: r.closedAt.toISOString(),
  closedBy: r.closedBy,
});

export async function listPeriods(tx: TenantTx, scope: TenantScope) {
  const rows = await scoped(tx, scope).selectAll(accountingPeriods).orderBy(desc(accountingPeriods.month));
  return rows.map(periodView);
}

/**
 * Closes a month (decision 0089): no entry may be dated in it afterwards. A month not yet over
 * cannot be closed; closing twice is refused.
 */
export async function closePeriod(tx: TenantTx, scope: TenantScope, month: string, today = todayInFrance()) {
  if (month >= today.slice(0, 7))
    throw new HttpError(
      422,
      `Le mois de ${monthName(month)} n’est pas terminé : il ne peut pas encore être clôturé`,
    );
  const s = scoped(tx, scope);
  const [already] = await s.selectAll(accountingPeriods, eq(accountingPeriods.month, month));
  if (already) throw new HttpError(409, `Le mois de ${monthName(month)} est déjà clôturé`);
  const [row] = await s
    .insert(accountingPeriods)
    .values([{ month, closedBy: scope.user.id }])
    .returning();
  return { message: `Le mois de ${monthName(month)} est clôturé`, period: periodView(row!) };
}
