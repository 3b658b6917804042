import type { TenantScope, TenantTx } from '../db/tenant.ts';
import { recordClientActivity } from '../modules/clients/index.ts';
import { queueDocument } from '../modules/documents/index.ts';
import { euros, frDate, type InvoiceRow, writeCreditNote } from '../modules/invoices/index.ts';
import type { Jobs } from '../modules/jobs/index.ts';
import { reverseCreditedPoints } from '../modules/loyalty/index.ts';
import { recordOrderEvent, transitionOrder } from '../modules/orders/index.ts';

/*
 * Credit and cancel (issue 25, Build 2; decision 0077): each step in its owner module, all in
 * the request's transaction, so a later step's refusal (the lifecycle's 409) undoes the earlier
 * ones — the credit note and its number included. 1. invoices: the credit note, the invoice's
 * amount left. 2. orders: a whole credit cancels the order through its lifecycle (an unshipped
 * order's stock comes back), a partial one is a line of its history. 3. documents: the credit
 * note's PDF, a job queued in the transaction. 4. clients: the timeline's line. 5. loyalty: the
 * invoice's points taken back in proportion of the HT credited (issue 29, decision 0181).
 */
export async function creditAndCancel(
  jobs: Jobs,
  tx: TenantTx,
  scope: TenantScope,
  invoiceId: string,
  body: { amountCents?: number; reason: string },
): Promise<InvoiceRow> {
  const { credit, invoice, order, amount, cancelsOrder } = await writeCreditNote(tx, scope, invoiceId, body);
  const move = {
    actorId: scope.user.id,
    event: 'credited',
    data: {
      invoiceId: invoice.id,
      creditNoteId: credit.id,
      number: credit.number,
      amount,
      reason: body.reason,
    },
  };
  if (cancelsOrder) await transitionOrder(scope, tx, order, 'credit', move);
  else await recordOrderEvent(scope, tx, order, 'credited', move, order.status);
  await queueDocument(jobs, tx, scope, {
    kind: 'credit',
    orderId: order.id,
    invoiceId: credit.id,
    fileName: `Avoir ${credit.number}.pdf`,
  });
  if (invoice.clientId)
    await recordClientActivity(tx, scope, [
      {
        clientId: invoice.clientId,
        kind: 'invoice',
        body: `Avoir ${credit.number} du ${frDate(credit.issueDate)} sur la facture ${invoice.number} : ${euros(amount)} TTC`,
        link: `/dashboard/orders/credits?id=${credit.id}`,
        subjectId: credit.id,
      },
    ]);
  await reverseCreditedPoints(tx, scope, {
    invoiceId: invoice.id,
    creditNoteId: credit.id,
    number: credit.number ?? '',
    creditHt: credit.totalHt,
    invoiceHt: invoice.totalHt,
  });
  return credit;
}
