import type { RecordPaymentBody } from '@cuvee/contracts';
import { formatEuros, PAYMENT_TYPE_LABELS } from '@cuvee/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients, recordClientActivity } from '../clients/index.ts';
import { EARLIEST_DAY, type InvoiceRow, invoices } from '../invoices/index.ts';
import { notify } from '../notifications/index.ts';
import { orderEvents, orders } from '../orders/orders.table.ts';
import { activeOwnerIds } from '../shops/index.ts';
import { receivedPayments } from './receivables.table.ts';
import {
  balanceOf,
  creditLeft,
  invoiceView,
  paymentView,
  storedPaymentStatus,
  today,
} from './receivables.view.ts';

/*
 * Recording money received (decision 0049). The invoice (and the credit note used) are locked
 * `for update` first, so parallel recordings of one invoice run one after the other and none
 * can take it past its balance.
 */

type Body = z.output<typeof RecordPaymentBody>;

const NOT_FOUND = 'Facture introuvable';

/** Locks these invoices of the shop, in id order (two payments never wait on each other in a cycle). */
async function lockInvoices(tx: TenantTx, scope: TenantScope, ids: string[]): Promise<InvoiceRow[]> {
  const { owns } = scoped(tx, scope);
  return tx
    .select()
    .from(invoices)
    .where(and(owns(invoices), inArray(invoices.id, ids)))
    .orderBy(asc(invoices.id))
    .for('update');
}

async function clientOf(tx: TenantTx, scope: TenantScope, clientId: string | null) {
  if (!clientId) return { id: null, name: null, email: null };
  const [c] = await scoped(tx, scope)
    .select({ id: clients.id, name: clients.displayName, email: clients.email })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c ?? { id: clientId, name: null, email: null };
}

/** The order is paid when every invoice of it is (credit notes and cancelled ones aside). */
async function syncOrderPayment(tx: TenantTx, scope: TenantScope, orderId: string | null) {
  if (!orderId) return;
  const s = scoped(tx, scope);
  const rows = await s
    .select({ status: invoices.paymentStatus, paid: invoices.paidCents })
    .from(invoices)
    .where(
      eq(invoices.orderId, orderId),
      ne(invoices.kind, 'credit'),
      ne(invoices.paymentStatus, 'cancelled'),
    );
  if (rows.length === 0) return;
  const all = rows.every((r) => r.status === 'paid');
  const some = rows.some((r) => r.paid > 0);
  if (all) await s.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
  else if (some) await s.update(orders).set({ paymentStatus: 'partial' }).where(eq(orders.id, orderId));
  else
    await s
      .update(orders)
      .set({ paymentStatus: 'pending' })
      .where(eq(orders.id, orderId), inArray(orders.paymentStatus, ['paid', 'partial']));
}

async function notifyOwners(tx: TenantTx, scope: TenantScope, content: string, invoiceId: string) {
  const owners = await activeOwnerIds(tx, scope, scope.user.id);
  await notify(
    tx,
    owners.map((userId) => ({
      userId,
      shopId: scoped(tx, scope).shopId,
      type: 'paymentReceived' as const,
      content,
      redirectLink: '/dashboard/payments',
      subjectId: invoiceId,
    })),
  );
}

export async function recordPayment(scope: TenantScope, tx: TenantTx, body: Body) {
  if (body.paidOn > today()) throw new HttpError(400, 'La date du règlement ne peut pas être dans le futur');
  if (body.paidOn < EARLIEST_DAY)
    throw new HttpError(
      400,
      `La date du règlement ne peut pas précéder le ${EARLIEST_DAY.split('-').reverse().join('/')}`,
    );
  const ids = [body.invoiceId, ...(body.creditNoteId ? [body.creditNoteId] : [])];
  const locked = await lockInvoices(tx, scope, ids);
  const invoice = locked.find((i) => i.id === body.invoiceId);
  if (!invoice) throw new HttpError(404, NOT_FOUND);
  if (invoice.kind === 'credit')
    throw new HttpError(422, 'Un avoir ne se règle pas : utilisez-le pour régler une facture');
  if (invoice.paymentStatus === 'cancelled')
    throw new HttpError(409, 'Cette facture est annulée par un avoir : elle ne se règle plus');
  const balance = balanceOf(invoice);
  if (balance === 0) throw new HttpError(422, 'Cette facture est déjà réglée');
  if (body.amount > balance)
    throw new HttpError(
      422,
      `Le montant dépasse le reste dû de la facture ${invoice.number} (${formatEuros(balance)})`,
    );
  const s = scoped(tx, scope);
  let creditNumber: string | null = null;
  if (body.creditNoteId) {
    const credit = locked.find((i) => i.id === body.creditNoteId);
    if (credit?.kind !== 'credit') throw new HttpError(404, 'Avoir introuvable');
    if (credit.clientId !== invoice.clientId)
      throw new HttpError(422, 'Cet avoir appartient à un autre client que celui de la facture');
    const { left, status } = creditLeft(credit);
    if (status === 'cancelled') throw new HttpError(409, 'Cet avoir est annulé');
    if (body.amount > left)
      throw new HttpError(
        422,
        `Il ne reste que ${formatEuros(left)} à utiliser sur l'avoir ${credit.number}`,
      );
    await s
      .update(invoices)
      .set({ creditedCents: sql`${invoices.creditedCents} + ${body.amount}` })
      .where(eq(invoices.id, credit.id));
    creditNumber = credit.number;
  }
  const [payment] = await s
    .insert(receivedPayments)
    .values([
      {
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        orderId: invoice.orderId,
        creditNoteId: body.creditNoteId ?? null,
        type: body.type,
        amount: body.amount,
        paidOn: body.paidOn,
        reference: body.reference || null,
        note: body.note || null,
        createdBy: scope.user.id,
      },
    ])
    .returning();
  const paid = { ...invoice, paidCents: invoice.paidCents + body.amount };
  const [updated] = await s
    .update(invoices)
    .set({ paidCents: paid.paidCents, paymentStatus: storedPaymentStatus(paid) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await syncOrderPayment(tx, scope, invoice.orderId);
  await paymentEvent(tx, scope, invoice.orderId, 'payment', {
    amount: body.amount,
    type: body.type,
    number: invoice.number,
  });
  const client = await clientOf(tx, scope, invoice.clientId);
  const label = PAYMENT_TYPE_LABELS[body.type].fr;
  const text = `Règlement de ${formatEuros(body.amount)} (${label}) reçu sur la facture ${invoice.number}`;
  if (invoice.clientId)
    await recordClientActivity(tx, scope, [
      {
        clientId: invoice.clientId,
        kind: 'payment',
        body: text,
        link: '/dashboard/payments',
        subjectId: invoice.id,
      },
    ]);
  await notifyOwners(tx, scope, `${text}${client.name ? ` — ${client.name}` : ''}`, invoice.id);
  return {
    message: `Le règlement de ${formatEuros(body.amount)} a été enregistré`,
    payment: paymentView(payment!, {
      invoice: updated!,
      orderReference: invoice.snapshot.orderReference ?? null,
      clientName: client.name,
      creditNoteNumber: creditNumber,
    }),
    invoice: invoiceView(updated!, client),
  };
}

/** A payment recorded or removed, in the history of the invoice's order. */
async function paymentEvent(
  tx: TenantTx,
  scope: TenantScope,
  orderId: string | null,
  action: 'payment' | 'paymentRemoved',
  data: { amount: number; type: string; number: string },
) {
  if (!orderId) return;
  await scoped(tx, scope)
    .insert(orderEvents)
    .values([{ orderId, actorId: scope.user.id, action, data }]);
}

/** A payment entered by mistake: removed, and the invoice (and credit note) owe it again. */
export async function removePayment(scope: TenantScope, tx: TenantTx, id: string) {
  const s = scoped(tx, scope);
  const [payment] = await s.selectAll(receivedPayments, eq(receivedPayments.id, id));
  if (!payment) throw new HttpError(404, 'Règlement introuvable');
  const ids = [payment.invoiceId, payment.creditNoteId].filter((v): v is string => Boolean(v));
  const locked = ids.length ? await lockInvoices(tx, scope, ids) : [];
  await s.delete(receivedPayments).where(eq(receivedPayments.id, id));
  const credit = locked.find((i) => i.id === payment.creditNoteId);
  if (credit)
    await s
      .update(invoices)
      .set({ creditedCents: Math.max(0, credit.creditedCents - payment.amount) })
      .where(eq(invoices.id, credit.id));
  const invoice = locked.find((i) => i.id === payment.invoiceId);
  if (!invoice) return { message: 'Le règlement a été supprimé', invoice: null };
  const back = { ...invoice, paidCents: Math.max(0, invoice.paidCents - payment.amount) };
  const [updated] = await s
    .update(invoices)
    .set({
      paidCents: back.paidCents,
      ...(invoice.paymentStatus === 'cancelled' ? {} : { paymentStatus: storedPaymentStatus(back) }),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await syncOrderPayment(tx, scope, invoice.orderId);
  await paymentEvent(tx, scope, invoice.orderId, 'paymentRemoved', {
    amount: payment.amount,
    type: payment.type,
    number: invoice.number,
  });
  const client = await clientOf(tx, scope, invoice.clientId);
  return {
    message: `Le règlement de ${formatEuros(payment.amount)} a été supprimé : la facture ${invoice.number} le doit de nouveau`,
    invoice: invoiceView(updated!, client),
  };
}
