import type { RecordPaymentBody } from '@cuvee/contracts';
import { allocationRefusal, creditNoteState, formatEuros, PAYMENT_TYPE_LABELS } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bookPayment, bookReversal } from '../accounting/index.ts';
import { clients, recordClientActivity } from '../clients/index.ts';
import { EARLIEST_DAY, lockForSettlement, refreshSettlement } from '../invoices/index.ts';
import { allocate, releaseReceivedPayment, usedOfCreditNotes } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { recordOrderEvent } from '../orders/index.ts';
import { activeOwnerIds } from '../shops/index.ts';
import { receivedPayments } from './receivables.table.ts';
import { balanceOf, invoiceView, paymentView, today } from './receivables.view.ts';

/*
 * Recording money received (decision 0049): a payment row of the receivables, allocated to its
 * invoice in the payments ledger (decision 0068); the invoices module keeps the invoice's
 * settlement and its order's payment status. The invoice (and the credit note used) are locked
 * `for update` first, so parallel recordings of one invoice run one after the other and none
 * can take it past its balance, nor a credit note past what is left of it.
 */

type Body = z.output<typeof RecordPaymentBody>;

const NOT_FOUND = 'Facture introuvable';

async function clientOf(tx: TenantTx, scope: TenantScope, clientId: string | null) {
  if (!clientId) return { id: null, name: null, email: null };
  const [c] = await scoped(tx, scope)
    .select({ id: clients.id, name: clients.displayName, email: clients.email })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c ?? { id: clientId, name: null, email: null };
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
  const locked = await lockForSettlement(tx, scope, ids);
  const invoice = locked.find((i) => i.id === body.invoiceId);
  if (!invoice) throw new HttpError(404, NOT_FOUND);
  if (invoice.kind === 'credit')
    throw new HttpError(422, 'Un avoir ne se règle pas : utilisez-le pour régler une facture');
  if (invoice.paymentStatus === 'cancelled')
    throw new HttpError(409, 'Cette facture est annulée par un avoir : elle ne se règle plus');
  let creditNumber: string | null = null;
  let creditedInvoiceId: string | null = null;
  let sourceLeft = body.amount;
  let sourceLabel = '';
  if (body.creditNoteId) {
    const credit = locked.find((i) => i.id === body.creditNoteId);
    if (credit?.kind !== 'credit') throw new HttpError(404, 'Avoir introuvable');
    if (credit.clientId !== invoice.clientId)
      throw new HttpError(422, 'Cet avoir appartient à un autre client que celui de la facture');
    const used = (await usedOfCreditNotes(tx, scope, [credit.id])).get(credit.id) ?? 0;
    const state = creditNoteState(credit.payable, used, credit.paymentStatus === 'cancelled');
    if (state.status === 'cancelled') throw new HttpError(409, 'Cet avoir est annulé');
    sourceLeft = state.left;
    sourceLabel = `l'avoir ${credit.number}`;
    creditNumber = credit.number;
    creditedInvoiceId = credit.creditedInvoiceId;
  }
  const refusal = allocationRefusal({
    amount: body.amount,
    balance: balanceOf(invoice),
    sourceLeft,
    invoiceNumber: invoice.number,
    sourceLabel,
    euros: formatEuros,
  });
  if (refusal) throw new HttpError(422, refusal);
  const s = scoped(tx, scope);
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
  await allocate(tx, scope, [
    {
      kind: 'payment',
      invoiceId: invoice.id,
      receivedPaymentId: payment!.id,
      creditNoteId: body.creditNoteId ?? null,
      amount: body.amount,
    },
  ]);
  const [updated] = await refreshSettlement(tx, scope, [invoice.id]);
  const client = await clientOf(tx, scope, invoice.clientId);
  // The books (decision 0088): the payment's entry and its lettering, in this transaction; a day
  // in a closed month is refused there (422) and nothing of the payment stays.
  await bookPayment(tx, scope, {
    id: payment!.id,
    type: body.type,
    amount: body.amount,
    paidOn: body.paidOn,
    reference: body.reference || null,
    invoice: { id: invoice.id, number: invoice.number },
    client: { id: invoice.clientId, name: invoice.snapshot.buyer.name },
    creditNote: body.creditNoteId
      ? { id: body.creditNoteId, number: creditNumber ?? '', creditedInvoiceId }
      : null,
  });
  await paymentEvent(tx, scope, invoice.orderId, 'payment', {
    amount: body.amount,
    type: body.type,
    number: invoice.number,
  });
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
  if (orderId) await recordOrderEvent(scope, tx, { id: orderId }, action, { actorId: scope.user.id, data });
}

/**
 * A payment entered by mistake is reversed, never deleted (decision 0090): it stays listed as
 * reversed, its allocations are released so the invoice (and the credit note used) owe it
 * again, and the books get a reversing entry beside the original.
 */
export async function reversePayment(scope: TenantScope, tx: TenantTx, id: string, reason?: string) {
  const s = scoped(tx, scope);
  const [found] = await s.selectAll(receivedPayments, eq(receivedPayments.id, id));
  if (!found) throw new HttpError(404, 'Règlement introuvable');
  const ids = [found.invoiceId, found.creditNoteId].filter((v): v is string => Boolean(v));
  const locked = await lockForSettlement(tx, scope, ids);
  // Read again under the invoice's lock: two reversals of one payment run one after the other.
  const [payment] = await s.selectAll(receivedPayments, eq(receivedPayments.id, id));
  if (payment!.reversedAt) throw new HttpError(409, 'Ce règlement est déjà contrepassé');
  await releaseReceivedPayment(tx, scope, payment!.id);
  const [reversed] = await s
    .update(receivedPayments)
    .set({ reversedAt: new Date(), reversalReason: reason || null })
    .where(eq(receivedPayments.id, id))
    .returning();
  const invoice = locked.find((i) => i.id === payment!.invoiceId);
  const [updated] = invoice ? await refreshSettlement(tx, scope, [invoice.id]) : [];
  // The books: a reversing entry beside the payment's, both kept (decision 0090).
  await bookReversal(tx, scope, { paymentId: payment!.id, reason: reason || null });
  if (invoice)
    await paymentEvent(tx, scope, invoice.orderId, 'paymentRemoved', {
      amount: payment!.amount,
      type: payment!.type,
      number: invoice.number,
    });
  const client = await clientOf(tx, scope, payment!.clientId);
  const credit = locked.find((i) => i.id === payment!.creditNoteId);
  return {
    message: invoice
      ? `Le règlement de ${formatEuros(payment!.amount)} a été contrepassé : la facture ${invoice.number} le doit de nouveau`
      : `Le règlement de ${formatEuros(payment!.amount)} a été contrepassé`,
    payment: paymentView(reversed!, {
      invoice: updated ?? null,
      orderReference: invoice?.snapshot.orderReference ?? null,
      clientName: client.name,
      creditNoteNumber: credit?.number ?? null,
    }),
    invoice: updated ? invoiceView(updated, client) : null,
  };
}
