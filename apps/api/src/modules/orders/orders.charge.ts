import type { ChargeResult } from '@cuvee/contracts';
import { isCardPayment, orderActionRefusal } from '@cuvee/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';
import { lockedOrder, moveOrder, recordEvent } from './orders.lifecycle.ts';
import type { SalesActor } from './orders.list.ts';
import { type OrderRow, orderEvents, orderPayments, orders } from './orders.table.ts';

/*
 * A buyer's card order is charged when the producer validates it (spec §4, decision 0039), by
 * the flow validate-and-charge (issue 25, decision 0069): the request marks the payment 'en
 * cours' and queues the charge in its transaction; the job charges the saved card off-session
 * outside any transaction, then records here what Stripe answered. Declined, the order stays
 * pending with its payment in error, and the producer reads spec §8's message — a retry
 * charges again, with a new idempotency key.
 */

export const CHARGE_FAILED =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.';
export const CARD_MISSING =
  "La carte du client n'a pas encore été enregistrée : la commande ne peut pas être débitée";
export const CHARGE_REQUESTED =
  'Le paiement par carte est en cours : la commande sera validée dès qu’il aura abouti';

/** What the charge's job needs: which payment, which attempt (its idempotency key), who asked. */
export type ChargeRequest = {
  shopId: string;
  orderId: string;
  orderPaymentId: string;
  attempt: number;
  actorId: string;
};

/** The key Stripe keeps for a charge: the order payment's id (then its attempt after a decline). */
export const chargeKey = (r: Pick<ChargeRequest, 'orderPaymentId' | 'attempt'>) =>
  r.attempt === 1 ? r.orderPaymentId : `${r.orderPaymentId}-${r.attempt}`;

async function cardPaymentOf(tx: TenantTx, scope: TenantScope, order: OrderRow) {
  if (!isCardPayment(order.paymentType) || order.paymentStatus === 'paid' || !order.buyerId) return null;
  const [payment] = await scoped(tx, scope)
    .selectAll(orderPayments, eq(orderPayments.orderId, order.id))
    .limit(1);
  // An order entered in the back office with a card type was paid elsewhere (a terminal).
  return payment ?? null;
}

/**
 * The validation's first step for a card order still to charge (its access decided by the
 * route's contract, orders.validate): checked by the lifecycle, its payment marked 'processing' for the order's total, the request
 * recorded. Null when the order has no card to charge (the move then validates it at once).
 */
export async function requestCharge(
  actor: SalesActor,
  tx: TenantTx,
  id: string,
): Promise<ChargeRequest | null> {
  const order = await lockedOrder(actor, tx, id);
  const refusal = orderActionRefusal('validate', order);
  if (refusal) throw new HttpError(409, refusal);
  const payment = await cardPaymentOf(tx, actor, order);
  if (!payment) return null;
  if (!payment.providerPaymentMethod || !payment.providerCustomer) throw new HttpError(409, CARD_MISSING);
  const s = scoped(tx, actor);
  const [asked] = await s
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'chargeRequested'));
  const base = {
    shopId: order.shopId,
    orderId: order.id,
    orderPaymentId: payment.id,
    actorId: actor.user.id,
  };
  // Asked already and not answered yet (a double click, a job that died): the same attempt is
  // queued again under the same idempotency key, so Stripe charges once whatever runs.
  const n = asked?.n ?? 0;
  if (order.paymentStatus === 'processing' && n > 0) return { ...base, attempt: n };
  const attempt = n + 1;
  await s
    .update(orderPayments)
    .set({ status: 'processing', amount: order.totalTtc })
    .where(eq(orderPayments.id, payment.id));
  await s.update(orders).set({ paymentStatus: 'processing' }).where(eq(orders.id, order.id));
  await recordEvent(actor, tx, order, 'chargeRequested', { data: { attempt, amount: order.totalTtc } });
  return { ...base, attempt };
}

/**
 * The guard of the validation move: a card order is never validated before its charge was
 * asked for (the flow does it), so no path charges inside the move's transaction.
 */
export async function assertChargeAsked(scope: TenantScope, tx: TenantTx, order: OrderRow) {
  const payment = await cardPaymentOf(tx, scope, order);
  if (payment && order.paymentStatus !== 'processing')
    throw new HttpError(409, "Le paiement par carte de cette commande n'a pas encore été demandé");
}

/** What the job charges, read before it calls Stripe (no transaction held); null when done already. */
export async function chargeToRun(db: Db, r: ChargeRequest) {
  const [row] = await db
    .select({ order: orders, payment: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.id, r.orderPaymentId), eq(orders.shopId, r.shopId)));
  if (row?.order.status !== 'pending' || row.payment.status !== 'processing') return null;
  const { providerCustomer, providerPaymentMethod } = row.payment;
  if (!providerCustomer || !providerPaymentMethod) return null;
  return {
    customerId: providerCustomer,
    paymentMethodId: providerPaymentMethod,
    amount: row.payment.amount,
    orderRef: row.order.reference,
  };
}

/**
 * Records what Stripe answered, in the job's transaction: 'paid' or 'processing' (a SEPA debit
 * confirmed later) and the validation goes on, by the move the producer asked for; a decline
 * puts the payment in error and tells that producer. A job run twice finds the order moved
 * already and changes nothing.
 */
export async function recordCharge(
  scope: TenantScope,
  tx: TenantTx,
  r: ChargeRequest,
  result: ChargeResult,
  out: OrderOutbox,
): Promise<'validated' | 'declined' | 'done already'> {
  const s = scoped(tx, scope);
  const [order] = await s.selectAll(orders, eq(orders.id, r.orderId)).for('update');
  const [payment] = await s.selectAll(orderPayments, eq(orderPayments.id, r.orderPaymentId));
  if (!order || !payment || order.status !== 'pending' || payment.status !== 'processing')
    return 'done already';
  const status =
    result.status === 'succeeded' ? 'paid' : result.status === 'processing' ? 'processing' : 'error';
  await s
    .update(orderPayments)
    .set({ status, providerPaymentIntent: result.paymentIntentId ?? null })
    .where(eq(orderPayments.id, payment.id));
  await s.update(orders).set({ paymentStatus: status }).where(eq(orders.id, order.id));
  if (status !== 'error') {
    await moveOrder(scope, tx, { ...order, paymentStatus: status }, 'validate', out);
    return 'validated';
  }
  await recordEvent(scope, tx, order, 'chargeFailed', { data: { attempt: r.attempt } });
  await notify(tx, [
    {
      userId: r.actorId,
      shopId: r.shopId,
      type: 'payment',
      content: `Commande ${order.reference} : ${CHARGE_FAILED}`,
      redirectLink: `/dashboard/orders/${order.id}`,
      subjectId: order.id,
    },
  ]);
  return 'declined';
}
