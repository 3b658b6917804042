import { isCardPayment, type PaymentStatus } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Payments } from '../payments/index.ts';
import type { SalesActor } from './orders.list.ts';
import { type OrderRow, orderPayments, orders } from './orders.table.ts';

/*
 * A buyer's card order is charged when the producer validates it (spec §4, decision 0039): the
 * saved payment method, off-session, for the order's total. Declined, the order stays pending
 * with its payment in error, and the producer reads spec §8's message (422) — that state is
 * kept (the route commits it), so the screen shows it and a retry charges again.
 */

export const CHARGE_FAILED =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.';
export const CARD_MISSING =
  "La carte du client n'a pas encore été enregistrée : la commande ne peut pas être débitée";

/** The charge was refused: what it wrote stays, the caller answers 422. */
export class ChargeFailed extends HttpError {
  constructor() {
    super(422, CHARGE_FAILED);
  }
}

/** Charges the order's saved card when it has one to charge; answers the payment status to set. */
export async function chargeOnValidation(
  actor: SalesActor,
  tx: TenantTx,
  payments: Payments,
  order: OrderRow,
): Promise<PaymentStatus | null> {
  if (!isCardPayment(order.paymentType) || order.paymentStatus === 'paid') return null;
  const s = scoped(tx, actor);
  const [payment] = await s.selectAll(orderPayments, eq(orderPayments.orderId, order.id)).limit(1);
  // An order entered in the back office with a card type was paid elsewhere (a terminal).
  if (!order.buyerId || !payment) return null;
  if (!payment.providerPaymentMethod || !payment.providerCustomer) throw new HttpError(409, CARD_MISSING);
  const result = await payments.chargeOffSession({
    customerId: payment.providerCustomer,
    paymentMethodId: payment.providerPaymentMethod,
    amount: order.totalTtc,
    currency: 'eur',
    // A second try after a decline is a new charge; a double click is the same one.
    idempotencyKey: `cuvee-validate-${order.id}-${order.paymentStatus}`,
    orderRef: order.reference,
  });
  const status: PaymentStatus =
    result.status === 'succeeded' ? 'paid' : result.status === 'processing' ? 'processing' : 'error';
  await s
    .update(orderPayments)
    .set({ status, providerPaymentIntent: result.paymentIntentId ?? null })
    .where(eq(orderPayments.id, payment.id));
  if (status === 'error') {
    await s.update(orders).set({ paymentStatus: 'error' }).where(eq(orders.id, order.id));
    throw new ChargeFailed();
  }
  return status;
}
