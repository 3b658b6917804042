import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app.ts';
import { placedCardOrder, useCardApp, WEBHOOK_SECRET } from './orders.card.fixtures.ts';
import { orderPayments, orders } from './orders.table.ts';

// Issue 23, finding 13: Stripe may resend an event, or deliver it late. A `setup_intent.succeeded`
// arriving after the order was charged must not turn the paid payment back into 'setup': events
// move a payment forward only (decision 0039's addendum).

const SECRET = WEBHOOK_SECRET;
const app = useCardApp();

/** A buyer's card order with its card saved; answers the order and its SetupIntent. */
const cardOrder = () => placedCardOrder(app);

/** Posts `setup_intent.succeeded` for the intent, signed now, with the event created at `created`. */
async function deliverSetupSucceeded(setupIntent: unknown, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'setup_intent.succeeded',
    created,
    livemode: false,
    data: { object: setupIntent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const res = await app.t.app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(res.statusCode).toBe(200);
}

const stateOf = async (orderId: string) => {
  const [order] = await app.t.db
    .select({ status: orders.status, payment: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = await app.t.db
    .select({ status: orderPayments.status, method: orderPayments.providerPaymentMethod })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return { ...order!, row: row!.status, method: row!.method };
};

describe('Stripe events apply forward only', () => {
  it('the first setup_intent.succeeded records the card: the payment becomes setup', async () => {
    const { order, setupIntent } = await cardOrder();
    await deliverSetupSucceeded(setupIntent);
    expect(await stateOf(order.id)).toMatchObject({ payment: 'setup', row: 'setup' });
  });

  it('a replayed setup_intent.succeeded after the charge: the payment stays paid', async () => {
    const { order, setupIntent, buyer } = await cardOrder();
    await deliverSetupSucceeded(setupIntent);
    const owner = await app.t.login('proprietaire@cuvee.demo');
    const validated = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: owner,
    });
    expect(validated.status).toBe(200);
    // The charge is the validation's job (issue 25): done once the jobs ran.
    await app.t.settled();
    const paid = await stateOf(order.id);
    expect(paid).toMatchObject({ status: 'validated', payment: 'paid', row: 'paid' });

    await deliverSetupSucceeded(setupIntent);
    expect(await stateOf(order.id)).toEqual(paid);
    // The buyer's return from the card form, late as well, changes nothing either.
    const back = await call(app.t.app, 'POST', `/v1/orders/mine/${order.id}/card-saved`, { jwt: buyer });
    expect(back.status).toBe(200);
    expect(back.body.order.paymentStatus).toBe('paid');
    expect(await stateOf(order.id)).toEqual(paid);
  });

  it('an older event delivered after a newer state: ignored', async () => {
    const { order, setupIntent } = await cardOrder();
    await deliverSetupSucceeded(setupIntent);
    const owner = await app.t.login('proprietaire@cuvee.demo');
    await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    await app.t.settled();
    const paid = await stateOf(order.id);
    expect(paid.row).toBe('paid');
    // Created an hour ago, delivered (and signed) now: Stripe's late retry.
    await deliverSetupSucceeded(setupIntent, Math.floor(Date.now() / 1000) - 3600);
    expect(await stateOf(order.id)).toEqual(paid);
  });
});
