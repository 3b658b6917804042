import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app.ts';
import type { TestCard } from '../../testing/stripe-stand-in/index.ts';
import { notifications } from '../notifications/index.ts';
import { savedCardOrder, useCardApp } from './orders.card.fixtures.ts';
import { CHARGE_FAILED, CHARGE_REQUESTED } from './orders.charge.ts';
import { orders } from './orders.table.ts';

// Validating a buyer's card order charges the saved card off-session (spec §4, §8): paid, the
// order is validated; declined, it stays pending with its payment in error and the producer
// reads the spec's message.

const app = useCardApp();

const cardOrder = (card: TestCard) => savedCardOrder(app, card);

const stateOf = async (id: string) =>
  (
    await app.t.db.select({ s: orders.status, p: orders.paymentStatus }).from(orders).where(eq(orders.id, id))
  )[0];

describe('validating a card order', () => {
  it('charges the saved card after the answer, by its job: paid and validated', async () => {
    const order = await cardOrder('pm_card_visa');
    const owner = await app.t.login('proprietaire@cuvee.demo');
    const res = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(res.status).toBe(200);
    // The answer says the payment is under way: nothing was charged in the request's transaction.
    expect(res.body.message).toBe(CHARGE_REQUESTED);
    expect(res.body.order).toMatchObject({ status: 'pending', paymentStatus: 'processing' });
    // A double click queues the same attempt again: Stripe's key makes it one charge.
    const again = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(again.status).toBe(200);
    await app.t.settled();
    expect(await stateOf(order.id)).toEqual({ s: 'validated', p: 'paid' });
    const charged = app.stripe.objects('payment_intent').filter((p) => p.amount === order.totalTTC);
    expect(charged.filter((p) => p.status === 'succeeded' && p.off_session === true)).toHaveLength(1);
  });

  it('keeps a declined order pending, its payment in error, and tells the producer in French', async () => {
    const order = await cardOrder('pm_card_chargeDeclined');
    const owner = await app.t.login('proprietaire@cuvee.demo');
    const res = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(res.status).toBe(200);
    await app.t.settled();
    expect(await stateOf(order.id)).toEqual({ s: 'pending', p: 'error' });
    const told = await app.t.db.select().from(notifications).where(eq(notifications.subjectId, order.id));
    expect(told.map((n) => n.content)).toContain(`Commande ${order.reference} : ${CHARGE_FAILED}`);
    // Tried again, it is charged again (a new idempotency key), declined again.
    const retry = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(retry.status).toBe(200);
    await app.t.settled();
    expect(await stateOf(order.id)).toEqual({ s: 'pending', p: 'error' });
    const keys = app.stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .filter((r) => JSON.stringify(r.form).includes(order.reference))
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});
