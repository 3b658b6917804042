import type { InvoiceDetail, InvoiceSummary, invoicesRoutes, RouteQuery } from '@cuvee/contracts';
import { creditNoteState, invoiceStanding } from '@cuvee/domain';
import { count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import { usedOfCreditNotes } from '../ledger/index.ts';
import { receivedPayments } from '../receivables/receivables.table.ts';
import { todayInFrance } from './invoices.numbering.ts';
import { type InvoiceRow, invoices } from './invoices.table.ts';

type Query = RouteQuery<typeof invoicesRoutes.list>;

/** What the lists show of a document; 'missing' is read from the due date at the time asked. */
export function summaryOf(
  row: InvoiceRow,
  creditedNumber: string | null = null,
  today = todayInFrance(),
  /** For a credit note: what the ledger says was used of it. */
  used = 0,
): InvoiceSummary {
  const cancelled = row.paymentStatus === 'cancelled';
  const credit = row.kind === 'credit';
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    orderId: row.orderId,
    orderReference: row.snapshot.orderReference,
    client: { id: row.clientId, name: row.snapshot.buyer.name },
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalHT: row.totalHt,
    tva: row.tva,
    totalTTC: row.totalTtc,
    payable: row.payable,
    paid: row.paidCents,
    balance: credit ? 0 : Math.max(0, row.payable - row.paidCents - row.creditedCents),
    paymentStatus: credit
      ? row.paymentStatus
      : invoiceStanding({
          payable: row.payable,
          paid: row.paidCents,
          credited: row.creditedCents,
          dueDate: row.dueDate,
          today,
          cancelled,
        }),
    creditStatus: credit ? creditNoteState(row.payable, used, cancelled).status : null,
    creditedInvoice:
      row.creditedInvoiceId && (creditedNumber ?? row.snapshot.creditedInvoice?.number)
        ? { id: row.creditedInvoiceId, number: creditedNumber ?? row.snapshot.creditedInvoice!.number }
        : null,
    documentStatus: row.documentStatus,
    reminderCount: row.reminderCount,
  };
}

/** The filters of the lists, on the shop's index (shop, kind, issue date desc, id desc). */
function filters(q: Query, today: string): SQL[] {
  const where: (SQL | undefined)[] = [eq(invoices.kind, q.kind)];
  if (q.clientId) where.push(eq(invoices.clientId, q.clientId));
  if (q.orderId) where.push(eq(invoices.orderId, q.orderId));
  if (q.from) where.push(gte(invoices.issueDate, q.from));
  if (q.to) where.push(lte(invoices.issueDate, q.to));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(invoices.number, `${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ilike(sql`${invoices.snapshot}->'buyer'->>'name'`, like),
      ),
    );
  }
  const open = inArray(invoices.paymentStatus, ['pending', 'partial']);
  if (q.status === 'missing') where.push(open, lt(invoices.dueDate, today));
  else if (q.status === 'pending' || q.status === 'partial')
    where.push(eq(invoices.paymentStatus, q.status), sql`${invoices.dueDate} >= ${today}`);
  else if (q.status) where.push(eq(invoices.paymentStatus, q.status));
  return where.filter((w): w is SQL => w !== undefined);
}

export async function listInvoices(tx: TenantTx, scope: TenantScope, q: Query) {
  const today = todayInFrance();
  const where = filters(q, today);
  const s = scoped(tx, scope);
  const [rows, [total]] = await Promise.all([
    s
      .selectAll(invoices, ...where)
      .orderBy(desc(invoices.issueDate), desc(invoices.id))
      .limit(q.limit)
      .offset(q.offset),
    s
      .select({ n: count() })
      .from(invoices)
      .where(...where),
  ]);
  const used = await usedOfCreditNotes(
    tx,
    scope,
    rows.filter((r) => r.kind === 'credit').map((r) => r.id),
  );
  return { total: total?.n ?? 0, invoices: rows.map((r) => summaryOf(r, null, today, used.get(r.id))) };
}

export async function getInvoice(tx: TenantTx, scope: TenantScope, id: string): Promise<InvoiceDetail> {
  const s = scoped(tx, scope);
  const [row] = await s.selectAll(invoices, eq(invoices.id, id));
  if (!row) throw notFound('Facture introuvable');
  const [payments, credits] = await Promise.all([
    s
      .select({
        id: receivedPayments.id,
        type: receivedPayments.type,
        amount: receivedPayments.amount,
        paidOn: receivedPayments.paidOn,
        reference: receivedPayments.reference,
      })
      .from(receivedPayments)
      .where(eq(receivedPayments.invoiceId, id))
      .orderBy(receivedPayments.paidOn),
    s
      .selectAll(invoices, eq(invoices.creditedInvoiceId, id), ne(invoices.id, id))
      .orderBy(invoices.issueDate, invoices.seq),
  ]);
  const used = await usedOfCreditNotes(
    tx,
    scope,
    [row, ...credits].filter((r) => r.kind === 'credit').map((r) => r.id),
  );
  const snap = row.snapshot;
  return {
    ...summaryOf(row, null, todayInFrance(), used.get(row.id)),
    lines: snap.lines.map((l) => ({
      position: l.position,
      label: l.label,
      family: l.family,
      quantity: l.quantity,
      unitHtCents: l.unitHtCents,
      discountBp: l.discountBp,
      netCents: l.netCents,
      vatRateBp: l.vatRateBp,
      exciseCents: l.exciseCents,
      cssCents: l.cssCents,
      contents: (l.contents ?? []).map((c) => ({ label: c.label, quantity: c.quantity })),
    })),
    breakdown: snap.totals.breakdown,
    rounding: snap.totals.rounding,
    prepaid: snap.prepaidCents,
    credited: row.kind === 'credit' ? 0 : row.creditedCents,
    payments,
    creditNotes: credits.map((c) => summaryOf(c, row.number, todayInFrance(), used.get(c.id))),
    reason: row.kind === 'credit' ? snap.notes : null,
  };
}
