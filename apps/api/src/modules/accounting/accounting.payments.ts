import { todayInFrance, treasuryOf } from '@cuvee/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { journalOfKind } from './accounting.chart.ts';
import { type DraftLine, writeEntry } from './accounting.entry.ts';
import { letterSettled } from './accounting.letters.ts';
import { accountingEntries, accountingEntryLines } from './accounting.table.ts';

/*
 * The entries of money received and given back (decisions 0088 and 0090), in the event's own
 * transaction: a payment in the bank or cash journal, a credit note used as payment, a card
 * charge put on invoices, a payment's reversal; each letters the invoices it settles.
 */

const PAYMENT_WORD: Record<string, string> = {
  transfer: 'Virement',
  check: 'Chèque',
  cash: 'Espèces',
  bill: 'Règlement',
  stripe: 'Carte',
  stripeSepa: 'Prélèvement',
  cb: 'Carte',
  cbnc: 'Carte',
  creditNote: 'Avoir',
};

export type BookedPayment = {
  id: string;
  type: string;
  amount: number;
  paidOn: string;
  reference: string | null;
  invoice: { id: string; number: string };
  client: { id: string | null; name: string };
  /** A credit note used as payment: its number and the invoice it named. */
  creditNote?: { id: string; number: string; creditedInvoiceId: string | null } | null;
};

/**
 * A payment received (decision 0088): the bank journal (the cash journal for cash) debits the
 * treasury account of its type and credits the client on the invoice it settles; a credit note
 * used as payment moves the client's credit from the credit note to the invoice (misc journal).
 * A day in a closed month is refused (422): the user typed it.
 */
export async function bookPayment(tx: TenantTx, scope: TenantScope, p: BookedPayment) {
  const word = PAYMENT_WORD[p.type] ?? 'Règlement';
  const label = `${word} ${p.client.name} ${p.invoice.number}`.trim();
  const settle: DraftLine = {
    key: 'third.clients',
    amount: -p.amount,
    label,
    client: p.client,
    invoiceId: p.invoice.id,
  };
  const other: DraftLine = p.creditNote
    ? {
        key: 'third.clients',
        amount: p.amount,
        label: `Avoir ${p.creditNote.number} sur ${p.invoice.number}`,
        client: p.client,
        invoiceId: p.creditNote.creditedInvoiceId ?? p.creditNote.id,
      }
    : { key: `treasury.${treasuryOf(p.type)}`, amount: p.amount, label };
  const entry = await writeEntry(tx, scope, {
    journal: p.creditNote ? 'misc' : p.type === 'cash' ? 'cash' : 'bank',
    date: p.paidOn,
    pieceRef: p.reference || p.invoice.number,
    pieceDate: p.paidOn,
    label,
    source: 'payment',
    sourceId: p.id,
    paymentDay: p.paidOn,
    paymentMode: p.type,
    strictDate: true,
    lines: [other, settle],
  });
  await letterSettled(tx, scope, [
    p.invoice.id,
    ...(p.creditNote ? [p.creditNote.creditedInvoiceId ?? p.creditNote.id] : []),
  ]);
  return entry;
}

/** A card charge put on invoices (the card processor's account, bank journal). */
export async function bookCardCharge(
  tx: TenantTx,
  scope: TenantScope,
  charge: {
    id: string;
    day: string;
    client: { id: string | null; name: string };
    parts: { invoiceId: string; invoiceNumber: string; amount: number }[];
  },
) {
  const parts = charge.parts.filter((p) => p.amount > 0);
  if (parts.length === 0) return null;
  const total = parts.reduce((s, p) => s + p.amount, 0);
  const numbers = parts.map((p) => p.invoiceNumber).join(' ');
  const label = `Carte ${charge.client.name} ${numbers}`.trim();
  const entry = await writeEntry(tx, scope, {
    journal: 'bank',
    date: charge.day,
    pieceRef: parts[0]!.invoiceNumber,
    pieceDate: charge.day,
    label,
    source: 'card',
    sourceId: charge.id,
    paymentDay: charge.day,
    paymentMode: 'stripe',
    lines: [
      { key: 'treasury.cardProcessor', amount: total, label },
      ...parts.map((p) => ({
        key: 'third.clients',
        amount: -p.amount,
        label,
        client: charge.client,
        invoiceId: p.invoiceId,
      })),
    ],
  });
  await letterSettled(
    tx,
    scope,
    parts.map((p) => p.invoiceId),
  );
  return entry;
}

/**
 * A payment reversed (decision 0090): an entry mirroring the payment's, on the same accounts,
 * dated today (the first open day when today's month is closed); both stay in the books. The
 * invoices it had settled are unlettered and lettered again from what is left.
 */
export async function bookReversal(
  tx: TenantTx,
  scope: TenantScope,
  r: { paymentId: string; reason?: string | null; day?: string },
) {
  const s = scoped(tx, scope);
  const [original] = await s.selectAll(
    accountingEntries,
    eq(accountingEntries.source, 'payment'),
    eq(accountingEntries.sourceId, r.paymentId),
  );
  if (!original) return null;
  const lines = await s
    .selectAll(accountingEntryLines, eq(accountingEntryLines.entryId, original.id))
    .orderBy(asc(accountingEntryLines.position));
  const label = `Contrepassation ${original.number} ${original.label}`.slice(0, 200);
  const day = r.day ?? todayInFrance();
  const entry = await writeEntry(tx, scope, {
    journal:
      original.journalCode === (await journalOfKind(tx, scope, 'cash')).code
        ? 'cash'
        : lines.some((l) => l.accountKey.startsWith('treasury.'))
          ? 'bank'
          : 'misc',
    date: day,
    pieceRef: original.pieceRef,
    pieceDate: day,
    label: r.reason ? `${label} (${r.reason})`.slice(0, 250) : label,
    source: 'reversal',
    sourceId: r.paymentId,
    reversesId: original.id,
    paymentDay: day,
    paymentMode: original.paymentMode,
    lines: lines.map((l) => ({
      key: l.accountKey,
      amount: l.credit - l.debit,
      label,
      invoiceId: l.invoiceId,
      fixed: {
        account: l.account,
        accountLabel: l.accountLabel,
        auxAccount: l.auxAccount,
        auxLabel: l.auxLabel,
      },
    })),
  });
  const invoiceIds = [...new Set(lines.flatMap((l) => (l.invoiceId ? [l.invoiceId] : [])))];
  if (invoiceIds.length > 0) {
    await s
      .update(accountingEntryLines)
      .set({ letter: null, letteredOn: null })
      .where(
        inArray(accountingEntryLines.invoiceId, invoiceIds),
        eq(accountingEntryLines.accountKey, 'third.clients'),
      );
    await letterSettled(tx, scope, invoiceIds);
  }
  return entry;
}
