import type { CreditsQuery, OutstandingsQuery, PaymentListQuery } from '@cuvee/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { usedSql } from '../ledger/index.ts';
import { orders } from '../orders/orders.table.ts';
import { receivedPayments } from './receivables.table.ts';
import { creditView, invoiceView, paymentView, today } from './receivables.view.ts';

/*
 * The receivables' lists (decision 0049): each one statement sorted by an index of 0013, its
 * names joined in the same statement (no query per row), paged by limit/offset with a cap.
 */

const creditNotes = alias(invoices, 'credit_notes');
/** What the partial index invoices_shop_open_due_idx holds: invoices still owed. */
const OPEN = sql`${invoices.paymentStatus} in ('pending', 'partial') and ${invoices.kind} <> 'credit'`;
const BALANCE = sql<number>`(${invoices.payable} - ${invoices.paidCents} - ${invoices.creditedCents})`;

async function paymentRows(tx: TenantTx, scope: TenantScope, where: SQL[], limit: number, offset: number) {
  const { owns } = scoped(tx, scope);
  const rows = await tx
    .select({
      p: receivedPayments,
      invoice: invoices,
      orderReference: orders.reference,
      clientName: clients.displayName,
      creditNoteNumber: creditNotes.number,
    })
    .from(receivedPayments)
    .leftJoin(invoices, and(eq(invoices.id, receivedPayments.invoiceId), owns(invoices)))
    .leftJoin(orders, and(eq(orders.id, receivedPayments.orderId), owns(orders)))
    .leftJoin(clients, and(eq(clients.id, receivedPayments.clientId), owns(clients)))
    .leftJoin(creditNotes, and(eq(creditNotes.id, receivedPayments.creditNoteId), owns(creditNotes)))
    .where(and(owns(receivedPayments), ...where))
    .orderBy(desc(receivedPayments.paidOn), desc(receivedPayments.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => paymentView(r.p, r));
}

export async function listPayments(scope: TenantScope, tx: TenantTx, q: z.output<typeof PaymentListQuery>) {
  const where: SQL[] = [];
  if (q.type) where.push(eq(receivedPayments.type, q.type));
  if (q.clientId) where.push(eq(receivedPayments.clientId, q.clientId));
  if (q.from) where.push(gte(receivedPayments.paidOn, q.from));
  if (q.to) where.push(lte(receivedPayments.paidOn, q.to));
  const [payments, [total]] = await Promise.all([
    paymentRows(tx, scope, where, q.limit, q.offset),
    scoped(tx, scope)
      .select({ n: count() })
      .from(receivedPayments)
      .where(...where),
  ]);
  return { payments, total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

async function openInvoices(tx: TenantTx, scope: TenantScope, where: SQL[], limit: number, offset: number) {
  const { owns } = scoped(tx, scope);
  const day = today();
  const rows = await tx
    .select({ i: invoices, name: clients.displayName, email: clients.email })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.id, invoices.clientId), owns(clients)))
    .where(and(owns(invoices), OPEN, gt(BALANCE, 0), ...where))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => invoiceView(r.i, { id: r.i.clientId, name: r.name, email: r.email }, day));
}

/** Per client: open invoices, amount due, of which overdue, oldest due date; and the shop's totals. */
export async function outstandings(scope: TenantScope, tx: TenantTx, q: z.output<typeof OutstandingsQuery>) {
  const { owns } = scoped(tx, scope);
  const day = today();
  const overdue = sql`${invoices.dueDate} < ${day}`;
  const filter = q.clientId ? [eq(invoices.clientId, q.clientId)] : [];
  const due = sql<number>`sum(${BALANCE})::int`;
  const [groups, [totals], [groupCount]] = await Promise.all([
    tx
      .select({
        clientId: invoices.clientId,
        name: sql<string | null>`max(${clients.displayName})`,
        buyer: sql<string | null>`max(${invoices.snapshot}->'buyer'->>'name')`,
        invoices: sql<number>`count(*)::int`,
        due,
        overdue: sql<number>`coalesce(sum(${BALANCE}) filter (where ${overdue}), 0)::int`,
        oldestDueDate: sql<string>`min(${invoices.dueDate})::text`,
        overdueIds: sql<string[] | null>`array_agg(${invoices.id}) filter (where ${overdue})`,
      })
      .from(invoices)
      .leftJoin(clients, and(eq(clients.id, invoices.clientId), owns(clients)))
      .where(and(owns(invoices), OPEN, gt(BALANCE, 0), ...filter))
      .groupBy(invoices.clientId)
      .orderBy(desc(due), asc(invoices.clientId))
      .limit(q.limit)
      .offset(q.offset),
    tx
      .select({
        due: sql<number>`coalesce(sum(${BALANCE}), 0)::int`,
        overdue: sql<number>`coalesce(sum(${BALANCE}) filter (where ${overdue}), 0)::int`,
        invoices: sql<number>`count(*)::int`,
      })
      .from(invoices)
      .where(and(owns(invoices), OPEN, gt(BALANCE, 0), ...filter)),
    tx
      .select({ n: sql<number>`count(distinct ${invoices.clientId})::int` })
      .from(invoices)
      .where(and(owns(invoices), OPEN, gt(BALANCE, 0), ...filter)),
  ]);
  return {
    clients: groups.map((g) => ({
      client: { id: g.clientId, name: g.name ?? g.buyer ?? '' },
      invoices: g.invoices,
      due: g.due,
      overdue: g.overdue,
      oldestDueDate: g.oldestDueDate,
      overdueInvoiceIds: g.overdueIds ?? [],
    })),
    totals: totals ?? { due: 0, overdue: 0, invoices: 0 },
    openInvoices: q.clientId ? await openInvoices(tx, scope, filter, 200, 0) : [],
    total: groupCount?.n ?? 0,
    limit: q.limit,
    offset: q.offset,
  };
}

/** Invoices past their due date with something left to pay, the oldest due first. */
export async function unpaids(scope: TenantScope, tx: TenantTx, q: z.output<typeof OutstandingsQuery>) {
  const where = [lt(invoices.dueDate, today()), ...(q.clientId ? [eq(invoices.clientId, q.clientId)] : [])];
  const { owns } = scoped(tx, scope);
  const [rows, [total]] = await Promise.all([
    openInvoices(tx, scope, where, q.limit, q.offset),
    tx
      .select({ n: count() })
      .from(invoices)
      .where(and(owns(invoices), OPEN, gt(BALANCE, 0), ...where)),
  ]);
  return { invoices: rows, total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

/** Credit notes, newest first, with what is left of each to use. */
export async function creditsLeft(scope: TenantScope, tx: TenantTx, q: z.output<typeof CreditsQuery>) {
  const { owns } = scoped(tx, scope);
  const where: SQL[] = [eq(invoices.kind, 'credit')];
  if (q.clientId) where.push(eq(invoices.clientId, q.clientId));
  if (q.usable === 'true')
    where.push(gt(invoices.payable, usedSql(invoices.id)), ne(invoices.paymentStatus, 'cancelled'));
  const [rows, [total]] = await Promise.all([
    tx
      .select({ i: invoices, name: clients.displayName, used: sql<number>`${usedSql(invoices.id)}::int` })
      .from(invoices)
      .leftJoin(clients, and(eq(clients.id, invoices.clientId), owns(clients)))
      .where(and(owns(invoices), ...where))
      .orderBy(desc(invoices.issueDate), desc(invoices.id))
      .limit(q.limit)
      .offset(q.offset),
    scoped(tx, scope)
      .select({ n: count() })
      .from(invoices)
      .where(...where),
  ]);
  return {
    credits: rows.map((r) => creditView(r.i, r.name, Number(r.used))),
    total: total?.n ?? 0,
    limit: q.limit,
    offset: q.offset,
  };
}

/** An order's invoices (credit notes aside) with their balance, and the payments against them. */
export async function paymentsOfOrder(scope: TenantScope, tx: TenantTx, orderId: string) {
  const s = scoped(tx, scope);
  const [order] = await s.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'Commande introuvable');
  const { owns } = s;
  const rows = await tx
    .select({ i: invoices, name: clients.displayName, email: clients.email })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.id, invoices.clientId), owns(clients)))
    .where(and(owns(invoices), eq(invoices.orderId, orderId), ne(invoices.kind, 'credit')))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  const day = today();
  const list = rows.map((r) => invoiceView(r.i, { id: r.i.clientId, name: r.name, email: r.email }, day));
  const ids = list.map((i) => i.id);
  const payments = ids.length
    ? await paymentRows(tx, scope, [inArray(receivedPayments.invoiceId, ids)], 500, 0)
    : [];
  return { invoices: list, payments };
}

/** The home's unpaid figure: how many invoices are past their due date with a balance, and how much. */
export async function unpaidTotals(scope: TenantScope, tx: TenantTx) {
  const { owns } = scoped(tx, scope);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${BALANCE}), 0)::int` })
    .from(invoices)
    .where(and(owns(invoices), OPEN, gt(BALANCE, 0), lt(invoices.dueDate, today())));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}
