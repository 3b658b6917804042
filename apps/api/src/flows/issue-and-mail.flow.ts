import { nextOrderStatus } from '@cuvee/domain';
import type { TenantScope, TenantTx } from '../db/tenant.ts';
import { recordClientActivity } from '../modules/clients/index.ts';
import { queueDocument } from '../modules/documents/index.ts';
import {
  euros,
  frDate,
  type InvoiceRow,
  type IssueBody,
  todayInFrance,
  writeInvoice,
} from '../modules/invoices/index.ts';
import { mailBuyer, type OrderOutbox, recordOrderEvent, transitionOrder } from '../modules/orders/index.ts';

/*
 * Bill at once, issue and mail (issue 25, Build 2; decision 0077): each step in its owner
 * module, all in the request's transaction, so a later step's refusal undoes the earlier ones
 * (the invoice's number comes back). 1. invoices: the invoice with its number. 2. orders: the
 * order invoiced through its lifecycle (a deposit: a line of its history). 3. documents: the
 * PDF's job. 4. orders' buyer mails: the invoice mailed once its PDF is made, a job queued in
 * the transaction (decision 0054). 5. clients: the timeline's line.
 */
export async function issueAndMail(
  out: OrderOutbox,
  tx: TenantTx,
  scope: TenantScope,
  body: IssueBody,
  /** Today in France; a test's clock may set it (no route passes it). */
  today = todayInFrance(),
): Promise<InvoiceRow> {
  const { invoice, order, due, payable, issueDate } = await writeInvoice(tx, scope, body, today);
  const kind = invoice.kind === 'deposit' ? 'deposit' : 'invoice';
  const event = { actorId: scope.user.id, data: { invoiceId: invoice.id, number: invoice.number } };
  if (kind === 'invoice') await transitionOrder(scope, tx, order, 'invoice', { ...event, event: 'invoiced' });
  else await recordOrderEvent(scope, tx, order, 'deposit', event);
  const pdf = await queueDocument(out.jobs, tx, scope, {
    kind,
    orderId: order.id,
    invoiceId: invoice.id,
    fileName: `Facture ${invoice.number}.pdf`,
  });
  if (kind === 'invoice')
    await mailBuyer(out, tx, scope, { ...order, status: nextOrderStatus('invoice', order) }, 'invoiced', {
      invoice: { number: invoice.number, documentId: pdf.id, dueDate: due, payable },
    });
  if (order.clientId) {
    const what = kind === 'deposit' ? "Facture d'acompte" : 'Facture';
    await recordClientActivity(tx, scope, [
      {
        clientId: order.clientId,
        kind: 'invoice',
        body: `${what} ${invoice.number} du ${frDate(issueDate)} : ${euros(invoice.totalTtc)} TTC (commande ${order.reference})`,
        link: `/dashboard/orders/bills?id=${invoice.id}`,
        subjectId: invoice.id,
      },
    ]);
  }
  return invoice;
}
