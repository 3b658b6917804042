import { fiscalYearOf } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { shops } from '../shops/index.ts';
import { chartOf, journalOfKind, settingsOf, takeEntryNumber } from './accounting.chart.ts';
import { clientAccount, clientCodeOf } from './accounting.client-codes.ts';
import { closedMonths, entryDayOf } from './accounting.periods.ts';
import { accountingEntries, accountingEntryLines, type EntrySource } from './accounting.table.ts';

/*
 * One entry written (decision 0088): balanced or refused, dated in an open month (decision
 * 0089), numbered per journal and fiscal year without gap (the counter's row locked until the
 * transaction ends), each line on the shop's account of the day.
 */

export type DraftLine = {
  key: string;
  /** Signed: positive on the debit side, negative on the credit side. */
  amount: number;
  label: string;
  invoiceId?: string | null;
  /** A client line: its client, for the auxiliary account. */
  client?: { id: string | null; name: string } | null;
  /** An account copied as it was (a reversal). */
  fixed?: { account: string; accountLabel: string; auxAccount: string | null; auxLabel: string | null };
};

export type Draft = {
  journal: 'sales' | 'bank' | 'cash' | 'misc';
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  source: EntrySource;
  sourceId: string | null;
  reversesId?: string | null;
  paymentDay?: string | null;
  paymentMode?: string | null;
  /** A date the user typed: a closed month refuses it (422) instead of moving it. */
  strictDate?: boolean;
  lines: DraftLine[];
};

async function shopSettings(tx: TenantTx, scope: TenantScope) {
  const [row] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, scope.shop!.id));
  return row?.settings ?? {};
}

/** A rate in basis points as an entry's label says it: 2000 → '20 %'. */
export const pct = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

/** Writes one entry; returns its row, or null when every amount is 0. */
export async function writeEntry(tx: TenantTx, scope: TenantScope, draft: Draft) {
  const lines = draft.lines.filter((l) => l.amount !== 0);
  if (lines.length === 0) return null;
  const debit = lines.reduce((s, l) => s + Math.max(0, l.amount), 0);
  const credit = lines.reduce((s, l) => s + Math.max(0, -l.amount), 0);
  if (debit !== credit) throw new Error(`Écriture déséquilibrée : ${debit} ≠ ${credit}`);
  const date = entryDayOf(draft.date, await closedMonths(tx, scope), draft.strictDate ?? false);
  const fiscalYear = fiscalYearOf(date, await shopSettings(tx, scope));
  const journal = await journalOfKind(tx, scope, draft.journal);
  const chart = await chartOf(tx, scope, date);
  const settings = await settingsOf(tx, scope);
  const seq = await takeEntryNumber(tx, scope, journal.code, fiscalYear);
  const s = scoped(tx, scope);
  const [entry] = await s
    .insert(accountingEntries)
    .values([
      {
        journalCode: journal.code,
        journalLabel: journal.label,
        fiscalYear,
        seq,
        number: `${journal.code}${String(seq).padStart(6, '0')}`,
        entryDate: date,
        pieceRef: draft.pieceRef || '-',
        pieceDate: draft.pieceDate,
        label: draft.label,
        source: draft.source,
        sourceId: draft.sourceId,
        reversesId: draft.reversesId ?? null,
        validDate: date,
        paymentDay: draft.paymentDay ?? null,
        paymentMode: draft.paymentMode ?? null,
        debit,
        credit,
      },
    ])
    .returning();
  const rows = [];
  for (const [i, l] of lines.entries()) {
    let account: {
      account: string;
      accountLabel: string;
      auxAccount: string | null;
      auxLabel: string | null;
    };
    if (l.fixed) account = l.fixed;
    else if (l.client !== undefined && l.client !== null) {
      const code = l.client.id ? await clientCodeOf(tx, scope, l.client.id) : null;
      account = clientAccount(chart, settings.clientAccounts, code, l.client.name);
    } else {
      // A VAT rate the chart has no account for goes on the collected VAT's root account.
      const a =
        chart.get(l.key) ??
        (l.key.startsWith('vatCollected.')
          ? { number: '445710', label: `TVA collectée ${pct(Number(l.key.split('.')[1]))}` }
          : null);
      if (!a) throw new Error(`Compte inconnu : ${l.key}`);
      account = { account: a.number, accountLabel: a.label, auxAccount: null, auxLabel: null };
    }
    rows.push({
      entryId: entry!.id,
      position: i + 1,
      accountKey: l.key,
      ...account,
      label: l.label,
      debit: Math.max(0, l.amount),
      credit: Math.max(0, -l.amount),
      invoiceId: l.invoiceId ?? null,
    });
  }
  await s.insert(accountingEntryLines).values(rows);
  return entry!;
}
