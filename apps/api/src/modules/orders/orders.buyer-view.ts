import type { BuyerInvoice, PaymentInstructions } from '@cuvee/contracts';
import { paymentInstructions } from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { invoices } from '../invoices/index.ts';
import { bankDetailsOf, shopBilling } from '../shops/index.ts';
import { type OrderRow, orders } from './orders.table.ts';

/*
 * What the buyer reads beside their order (issue 24): how to pay the seller (its account or its
 * cheque payee, from the seller's billing settings) and the order's invoices with their PDFs.
 * Read by the buyer's id (decision 0040): another buyer's order answers 404, as it does.
 */

/** How to pay this order, while the buyer pays the seller themselves and has not paid yet. */
export async function paymentInstructionsOf(
  db: DbOrTx,
  order: Pick<OrderRow, 'shopId' | 'paymentType' | 'paymentStatus' | 'reference'>,
): Promise<PaymentInstructions | null> {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return null;
  if (!['transfer', 'check', 'bill', 'other', 'credit'].includes(order.paymentType)) return null;
  const bank = bankDetailsOf(await shopBilling(db, order.shopId));
  return paymentInstructions(order.paymentType, bank, order.reference);
}

const ready = (status: string, key: string | null) =>
  Boolean(key) && (status === 'generated' || status === 'completed');

/** The order's invoices, deposit invoices and credit notes, oldest first. */
export async function buyerInvoicesOf(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'shopId'>,
): Promise<BuyerInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issueDate: invoices.issueDate,
      totalTtc: invoices.totalTtc,
      status: invoices.documentStatus,
      key: invoices.documentKey,
    })
    .from(invoices)
    .where(and(eq(invoices.shopId, order.shopId), eq(invoices.orderId, order.id)))
    .orderBy(asc(invoices.issueDate), asc(invoices.number));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    issueDate: r.issueDate,
    totalTTC: r.totalTtc,
    ready: ready(r.status, r.key),
  }));
}

/** Where the PDF of an invoice of the buyer's own order is kept, and its name; else 404 / 409. */
export async function buyerInvoiceFile(
  db: DbOrTx,
  buyerId: string,
  orderId: string,
  invoiceId: string,
): Promise<{ key: string; fileName: string }> {
  const [row] = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.documentStatus,
      key: invoices.documentKey,
    })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.id, invoices.orderId), eq(orders.shopId, invoices.shopId)))
    .where(and(eq(invoices.id, invoiceId), eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!row) throw new HttpError(404, 'Facture introuvable');
  if (!ready(row.status, row.key))
    throw new HttpError(409, 'La facture est en cours de préparation : réessayez dans un instant');
  const title = row.kind === 'credit' ? 'Avoir' : row.kind === 'deposit' ? "Facture d'acompte" : 'Facture';
  return { key: row.key!, fileName: `${title} ${row.number}.pdf` };
}
