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

/**
 * A payment group's share of the order charged on its card (decision 0136): card money of the
 * order, paid — the payments ledger puts it on the order's invoices as any card charge
 * (applyCardCharges). Once per PaymentIntent: the same one again answers the row recorded.
 */
export async function recordShareCharge(
  tx: TenantTx,
  scope: TenantScope,
  charge: {
    orderId: string;
    amount: number;
    paymentIntentId: string;
    customerId: string | null;
    paymentMethodId: string | null;
  },
): Promise<string | null> {
  const s = scoped(tx, scope);
  const [order] = await s
    .select({ buyerId: orders.buyerId })
    .from(orders)
    .where(eq(orders.id, charge.orderId));
  if (!order) return null;
  const [known] = await s
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      eq(orderPayments.orderId, charge.orderId),
      eq(orderPayments.providerPaymentIntent, charge.paymentIntentId),
    );
  if (known) return known.id;
  const [row] = await s
    .insert(orderPayments)
    .values([
      {
        buyerId: order.buyerId,
        orderId: charge.orderId,
        type: 'cb',
        status: 'paid',
        amount: charge.amount,
        providerCustomer: charge.customerId,
        providerPaymentMethod: charge.paymentMethodId,
        providerPaymentIntent: charge.paymentIntentId,
      },
    ])
    .returning({ id: orderPayments.id });
  return row?.id ?? null;
}
