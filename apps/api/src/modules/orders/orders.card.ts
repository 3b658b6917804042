import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Payments } from '../payments/index.ts';
import { ORDER_NOT_FOUND } from './orders.read.ts';
import { orderPayments, orders } from './orders.table.ts';

/*
 * A card order's imprint (spec §4, decision 0040): once the buyer's browser has confirmed the
 * SetupIntent, the order records the saved payment method — read back from Stripe, never taken
 * from the browser — and its payment becomes 'setup' (nothing charged; the producer's
 * validation charges it later). The webhook and the browser's return both land here: the
 * second time changes nothing.
 */

export const CARD_NOT_SAVED =
  "La carte n'a pas encore été enregistrée : veuillez valider le formulaire de paiement";

/**
 * Records what the SetupIntent saved on the order that carries it; false when not saved yet.
 * Forward only (issue 23): a saved card moves a payment out of 'pending' and nothing else — a
 * payment already set up, charged, declined or cancelled is past it, so a replayed or late
 * `setup_intent.succeeded` (Stripe resends for days) changes nothing and answers true.
 */
export async function recordSavedCard(
  db: DbOrTx,
  payments: Payments,
  setupIntentId: string,
): Promise<boolean> {
  const [current] = await db
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(eq(orderPayments.providerSetupIntent, setupIntentId));
  if (!current) return false;
  if (current.status !== 'pending') return true;
  const saved = await payments.savedPaymentMethod(setupIntentId);
  if (!saved) return false;
  // The status is checked again in the write: a charge landing meanwhile is never undone.
  const [payment] = await db
    .update(orderPayments)
    .set({
      providerPaymentMethod: saved.paymentMethodId,
      providerCustomer: saved.customerId,
      status: 'setup',
    })
    .where(and(eq(orderPayments.providerSetupIntent, setupIntentId), eq(orderPayments.status, 'pending')))
    .returning({ orderId: orderPayments.orderId });
  if (!payment) return true;
  await db
    .update(orders)
    .set({ paymentStatus: 'setup' })
    .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')));
  return true;
}

/** The buyer's browser says the card is saved: checked with Stripe for one of their orders. */
export async function confirmCardSaved(db: DbOrTx, payments: Payments, buyerId: string, orderId: string) {
  const [payment] = await db
    .select({ setupIntent: orderPayments.providerSetupIntent, status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.buyerId, buyerId)));
  if (!payment) throw new HttpError(404, ORDER_NOT_FOUND);
  if (payment.status !== 'pending') return;
  if (!payment.setupIntent || !(await recordSavedCard(db, payments, payment.setupIntent)))
    throw new HttpError(409, CARD_NOT_SAVED);
}
