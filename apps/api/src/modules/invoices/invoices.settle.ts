import { allocateAcross, settledStatus, settlementOf, todayInFrance } from '@cuvee/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { bookCardCharge } from '../accounting/index.ts';
import { allocate, allocatedOfCharges, allocationsTo } from '../ledger/index.ts';
import { creditPaidInvoices } from '../loyalty/index.ts';
import { paidCardCharges, settleOrderPayment } from '../orders/index.ts';
import { type InvoiceRow, invoices } from './invoices.table.ts';

/*
 * An invoice's settlement, read from the payments ledger (issue 25, decision 0068): its
 * paid_cents, credited_cents and payment status are the ledger's sums, written here only,
 * in the transaction that allocated; then its order's payment status follows.
 */

/** Locks these documents of the shop, in id order (two settlements never wait on each other in a cycle). */
export async function lockForSettlement(
  tx: TenantTx,
  scope: TenantScope,
  ids: string[],
): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  const { owns } = scoped(tx, scope);
  return tx
    .select()
    .from(invoices)
    .where(and(owns(invoices), inArray(invoices.id, ids)))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** Reads these invoices' allocations again and keeps their sums and statuses; answers the rows. */
export async function refreshSettlement(
  tx: TenantTx,
  scope: TenantScope,
  ids: string[],
): Promise<InvoiceRow[]> {
  const s = scoped(tx, scope);
  const rows = await s.selectAll(invoices, inArray(invoices.id, ids), ne(invoices.kind, 'credit'));
  const ledger = await allocationsTo(
    tx,
    scope,
    rows.map((r) => r.id),
  );
  const out: InvoiceRow[] = [];
  for (const row of rows) {
    const settled = settlementOf(row.payable, ledger.get(row.id) ?? []);
    const status = settledStatus(row.payable, settled, row.paymentStatus === 'cancelled');
    const [updated] = await s
      .update(invoices)
      .set({
        paidCents: settled.paid,
        creditedCents: settled.credited,
        paymentStatus: status,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, row.id))
      .returning();
    out.push(updated!);
  }
  // Loyalty (issue 29, decision 0180): an invoice just paid earns its points, in this transaction.
  await creditPaidInvoices(
    tx,
    scope,
    out.filter(
      (u) => u.paymentStatus === 'paid' && rows.find((r) => r.id === u.id)?.paymentStatus !== 'paid',
    ),
  );
  for (const orderId of new Set(rows.map((r) => r.orderId).filter((o): o is string => Boolean(o))))
    await settleOrderPayment(tx, scope, orderId, await settlementsOfOrder(tx, scope, orderId));
  return out;
}

async function settlementsOfOrder(tx: TenantTx, scope: TenantScope, orderId: string) {
  return scoped(tx, scope)
    .select({ status: invoices.paymentStatus, paid: invoices.paidCents })
    .from(invoices)
    .where(eq(invoices.orderId, orderId), ne(invoices.kind, 'credit'));
}

/**
 * The order's card money not yet on an invoice goes on its open invoices, oldest first
 * (defect 1: a card order charged at validation gets an invoice that reads paid).
 */
export async function applyCardCharges(tx: TenantTx, scope: TenantScope, orderId: string) {
  const charges = await paidCardCharges(tx, scope, orderId);
  if (charges.length === 0) return;
  const given = await allocatedOfCharges(
    tx,
    scope,
    charges.map((c) => c.id),
  );
  const open = await scoped(tx, scope)
    .selectAll(
      invoices,
      eq(invoices.orderId, orderId),
      ne(invoices.kind, 'credit'),
      inArray(invoices.paymentStatus, ['pending', 'partial']),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.seq))
    .for('update');
  const balances = open.map((i) => Math.max(0, i.payable - i.paidCents - i.creditedCents));
  const touched = new Set<string>();
  for (const charge of charges) {
    const parts = allocateAcross(charge.amount - (given.get(charge.id) ?? 0), balances);
    const rows = parts.map((amount, i) => ({
      kind: 'card' as const,
      invoiceId: open[i]!.id,
      orderPaymentId: charge.id,
      amount,
    }));
    parts.forEach((p, i) => {
      balances[i]! -= p;
      if (p > 0) touched.add(open[i]!.id);
    });
    await allocate(tx, scope, rows);
    // The books (decision 0088): the card money received on these invoices.
    const first = open[0]?.snapshot.buyer;
    await bookCardCharge(tx, scope, {
      id: charge.id,
      day: todayInFrance(),
      client: { id: open[0]?.clientId ?? null, name: first?.name ?? '' },
      parts: parts.map((amount, i) => ({ invoiceId: open[i]!.id, invoiceNumber: open[i]!.number, amount })),
    });
  }
  if (touched.size > 0) await refreshSettlement(tx, scope, [...touched]);
}

/** What credit notes naming each invoice took off it, at their full amounts. */
export async function creditNotesTotal(tx: TenantTx, scope: TenantScope, ids: string[]) {
  const out = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const rows = await scoped(tx, scope)
    .select({
      id: invoices.creditedInvoiceId,
      total: sql<number>`coalesce(sum(${invoices.payable}), 0)::int`,
    })
    .from(invoices)
    .where(eq(invoices.kind, 'credit'), inArray(invoices.creditedInvoiceId, ids))
    .groupBy(invoices.creditedInvoiceId);
  for (const r of rows) if (r.id) out.set(r.id, Number(r.total));
  return out;
}

/** Payment reminders went out for these invoices (the receivables' reminders): counted on them. */
export async function markReminded(tx: TenantTx, scope: TenantScope, ids: string[]) {
  if (ids.length === 0) return;
  await scoped(tx, scope)
    .update(invoices)
    .set({ reminderCount: sql`${invoices.reminderCount} + 1`, lastReminderAt: new Date() })
    .where(inArray(invoices.id, ids));
}
