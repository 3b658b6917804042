import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type StripeStandIn,
  startStripeStandIn,
  type TestCard,
} from '../../testing/stripe-stand-in/index.ts';
import { CHARGE_FAILED } from './orders.charge.ts';
import { modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

// Validating a buyer's card order charges the saved card off-session (spec §4, §8): paid, the
// order is validated; declined, it stays pending with its payment in error and the producer
// reads the spec's message.

let stripe: StripeStandIn;
let t: TestApp;
let demo: string;

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: 'sk_test_cuvee' });
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_cuvee',
      publishableKey: 'pk_test_cuvee',
      webhookSecret: 'whsec_test_cuvee',
      apiUrl: stripe.url,
      jsUrl: `${stripe.url}/v3/`,
    },
  });
  demo = await shopId(t.db, 'domaine-demo');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A buyer's card order with its card saved as the checkout does it. */
async function cardOrder(card: TestCard) {
  const buyer = await t.login('client@cuvee.demo');
  const wine = await stockedWine(t.db, demo);
  const placed = await call(t.app, 'POST', '/v1/orders', {
    jwt: buyer,
    body: {
      idempotencyKey: randomUUID(),
      orders: [
        {
          sellerId: demo,
          lines: [
            {
              idTmp: 'a',
              productId: wine.product.id,
              formatId: wine.format.id,
              vintageId: wine.vintageId,
              quantity: 1,
            },
          ],
          deliveryModeId: await modeId(t.db, demo, 'Retrait au domaine'),
          paymentType: 'stripe',
        },
      ],
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  expect(placed.body.success).toBe(true);
  const order = placed.body.orders[0];
  await stripe.confirmSetupIntent(order.cardSetup.clientSecret, card, 'pk_test_cuvee');
  const saved = await call(t.app, 'POST', `/v1/orders/mine/${order.id}/card-saved`, { jwt: buyer });
  expect(saved.status).toBe(200);
  await t.settled();
  return order as { id: string; totalTTC: number };
}

const stateOf = async (id: string) =>
  (await t.db.select({ s: orders.status, p: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0];

describe('validating a card order', () => {
  it('charges the saved card: paid and validated', async () => {
    const order = await cardOrder('pm_card_visa');
    const owner = await t.login('proprietaire@cuvee.demo');
    const res = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'validated', paymentStatus: 'paid' });
    const charged = stripe.objects('payment_intent').filter((p) => p.amount === order.totalTTC);
    expect(charged.some((p) => p.status === 'succeeded' && p.off_session === true)).toBe(true);
  });

  it('keeps a declined order pending, its payment in error, with the French message', async () => {
    const order = await cardOrder('pm_card_chargeDeclined');
    const owner = await t.login('proprietaire@cuvee.demo');
    const res = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: CHARGE_FAILED });
    expect(await stateOf(order.id)).toEqual({ s: 'pending', p: 'error' });
  });
});
