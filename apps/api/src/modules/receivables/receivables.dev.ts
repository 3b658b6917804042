import type { InvoiceSnapshot } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { orders } from '../orders/orders.table.ts';
import { invoiceView, today } from './receivables.view.ts';

/*
 * Development only (registered outside production, like the dev outbox): an invoice of a demo
 * client on a validated order, for the browser journeys of payments while issuing is built in
 * parallel. Numbered 'F-DEV-…' in a range issuing never reaches (its counter starts at 1).
 */
export async function devInvoice(
  scope: TenantScope,
  tx: TenantTx,
  body: { clientEmail: string; payable: number; dueDate: string },
) {
  const s = scoped(tx, scope);
  const [client] = await s
    .select({ id: clients.id, name: clients.displayName, email: clients.email })
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, body.clientEmail.toLowerCase()));
  if (!client) throw new HttpError(404, 'Client introuvable');
  const seq = 900_000 + Math.floor(Math.random() * 99_999);
  const ht = Math.round(body.payable / 1.2);
  const [order] = await s
    .insert(orders)
    .values([
      {
        clientId: client.id,
        kind: 'order',
        reference: `C-DEV-${seq}`,
        status: 'validated',
        paymentType: 'transfer',
        idempotencyKey: `dev-invoice-${seq}`,
        channel: 'dashboard',
        totalHt: ht,
        tva: body.payable - ht,
        totalTtc: body.payable,
        price: {},
        shipping: {
          modeId: null,
          kind: 'pickup',
          name: 'Retrait',
          collectionPoint: null,
          priceCents: 0,
          parcels: 1,
          franco: false,
          instructions: null,
        },
      },
    ])
    .returning();
  const number = `F-DEV-${seq}`;
  const issueDate = body.dueDate < today() ? body.dueDate : today();
  const snapshot = {
    kind: 'invoice',
    number,
    issueDate,
    dueDate: body.dueDate,
    currency: 'EUR',
    buyer: { name: client.name, email: client.email, clientId: client.id, isPro: true },
    orderReference: order!.reference,
    creditedInvoice: null,
    lines: [],
  } as unknown as InvoiceSnapshot;
  const [row] = await s
    .insert(invoices)
    .values([
      {
        kind: 'invoice',
        orderId: order!.id,
        clientId: client.id,
        series: 'F',
        fiscalYear: Number(issueDate.slice(0, 4)),
        seq,
        number,
        issueDate,
        dueDate: body.dueDate,
        totalHt: ht,
        tva: body.payable - ht,
        totalTtc: body.payable,
        payable: body.payable,
        snapshot,
        documentStatus: 'generated',
      },
    ])
    .returning();
  return invoiceView(row!, client);
}
