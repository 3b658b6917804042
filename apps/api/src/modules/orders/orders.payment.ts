import { orderPaymentFromInvoices, type PaymentStatus } from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { orderPayments, orders } from './orders.table.ts';

/*
 * What the payments ledger asks of an order (issue 25, decision 0068): its payment status read
 * again from its invoices' settlements, and its card charges that brought money in; a line of
 * its history when money moves is recordOrderEvent's (orders.transition.ts). The invoices and
 * receivables modules call these; they never write the orders' tables themselves.
 */

/** Sets the order's payment status from its invoices as the ledger settles them. */
export async function settleOrderPayment(
  tx: TenantTx,
  scope: TenantScope,
  orderId: string,
  invoices: readonly { status: PaymentStatus; paid: number }[],
) {
  const s = scoped(tx, scope);
  const [order] = await s.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const next = orderPaymentFromInvoices(order.status, invoices);
  if (next !== order.status)
    await s.update(orders).set({ paymentStatus: next }).where(eq(orders.id, orderId));
}

/** The order's card charges that succeeded: money the ledger puts on its invoices. */
export async function paidCardCharges(tx: TenantTx, scope: TenantScope, orderId: string) {
  return scoped(tx, scope)
    .select({ id: orderPayments.id, amount: orderPayments.amount })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'paid')));
}
