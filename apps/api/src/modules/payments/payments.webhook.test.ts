import { frenchMessage } from '@cuvee/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_TEST_KEYS, type StripeTestApp, stripeTestApp } from '../../test/stripe-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type StripeStandIn, signedEvent, signPayload } from '../../testing/stripe-stand-in/index.ts';
import type { PaymentEvent } from './index.ts';

const SECRET = STRIPE_TEST_KEYS.webhookSecret;
const URL_ = '/v1/payments/stripe/webhook';
let app: StripeTestApp;
let stripe: StripeStandIn;
let t: TestApp;
const received: PaymentEvent[] = [];

beforeAll(async () => {
  app = await stripeTestApp({ seed: 'empty' });
  ({ stripe, t } = app);
  // What the orders module does: hook the events it acts on.
  for (const type of [
    'setup_intent.succeeded',
    'payment_intent.succeeded',
    'payment_intent.payment_failed',
  ] as const) {
    t.app.deps.payments.onPaymentEvent(type, async (event) => {
      received.push(event);
    });
  }
});
afterAll(() => app?.close());
beforeEach(() => {
  received.length = 0;
});

const post = (payload: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: URL_,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const setupIntent = {
  id: 'seti_order_1',
  object: 'setup_intent',
  customer: 'cus_1',
  payment_method: 'pm_1',
  status: 'succeeded',
  metadata: { order_ref: 'CMD-1' },
};

describe('POST /v1/payments/stripe/webhook', () => {
  it('a bad signature: 400 in French, no handler runs', async () => {
    const { payload } = signedEvent('setup_intent.succeeded', setupIntent, SECRET);
    const forged = signPayload(payload, 'whsec_someone_else');
    const res = await post(payload, { 'stripe-signature': forged });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: frenchMessage('paymentSignature') });
    expect(received).toEqual([]);
  });

  it('no signature, a body changed after signing, an empty body: 400, no handler runs', async () => {
    const { payload, signature } = signedEvent(
      'payment_intent.succeeded',
      { ...setupIntent, object: 'payment_intent', amount: 100 },
      SECRET,
    );
    expect((await post(payload, {})).statusCode).toBe(400);
    const tampered = payload.replace('"amount":100', '"amount":1');
    expect((await post(tampered, { 'stripe-signature': signature })).statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: URL_,
      headers: { 'stripe-signature': signature },
    });
    expect(empty.statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('a signature older than five minutes (a replayed notification): 400, no handler runs', async () => {
    const { payload } = signedEvent('setup_intent.succeeded', setupIntent, SECRET);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const res = await post(payload, { 'stripe-signature': stale });
    expect(res.statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('a good signature: the hooked handler receives the event, reduced to what an order needs', async () => {
    const { event, payload, signature } = signedEvent('setup_intent.succeeded', setupIntent, SECRET);
    const res = await post(payload, { 'stripe-signature': signature });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, eventId: event.id, handled: true });
    expect(received).toEqual([
      {
        id: event.id,
        type: 'setup_intent.succeeded',
        account: null,
        intentId: 'seti_order_1',
        orderRef: 'CMD-1',
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        amount: null,
        failureCode: null,
      },
    ]);
  });

  it('an event type nobody handles: acknowledged (Stripe stops resending), handled false', async () => {
    const { payload, signature } = signedEvent(
      'customer.created',
      { id: 'cus_2', object: 'customer' },
      SECRET,
    );
    const res = await post(payload, { 'stripe-signature': signature, 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(res.json().handled).toBe(false);
    expect(received).toEqual([]);
  });

  it('end to end: the stand-in posts signed events to the listening API as Stripe would', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.setWebhook({ url: `${address}${URL_}`, secret: SECRET });
    const payments = t.app.deps.payments;
    const buyer = { id: '0190f5c2-0000-7000-8000-0000000000b2', email: 'webhook@cuvee.demo' };
    const shopId = '0190f5c2-0000-7000-8000-000000000001';
    const setup = await payments.startCardSetup({ shopId, buyer, orderRef: 'CMD-9', amount: 3_000 });
    const confirmed = await stripe.confirmSetupIntent(
      setup.clientSecret,
      'pm_card_chargeDeclined',
      'pk_test_cuvee',
    );
    const paymentMethodId = String(confirmed.payment_method);
    await payments.chargeOffSession({
      customerId: setup.customerId,
      paymentMethodId,
      amount: 3_000,
      currency: 'eur',
      idempotencyKey: 'validate-CMD-9',
      orderRef: 'CMD-9',
    });
    await stripe.delivered();
    expect(stripe.webhookFailures).toEqual([]);
    expect(received.map((e) => [e.type, e.orderRef, e.paymentMethodId, e.failureCode])).toEqual([
      ['setup_intent.succeeded', 'CMD-9', paymentMethodId, null],
      ['payment_intent.payment_failed', 'CMD-9', paymentMethodId, 'card_declined'],
    ]);
    expect(received[1]?.amount).toBe(3_000);
  });
});

describe('without a webhook secret', () => {
  it('every event is refused: a signature cannot be checked', async () => {
    const bare = await createTestApp({ stripe: undefined }, { seed: 'empty' });
    try {
      const { payload, signature } = signedEvent('setup_intent.succeeded', setupIntent, SECRET);
      const res = await bare.app.inject({
        method: 'POST',
        url: URL_,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(frenchMessage('paymentSignature'));
    } finally {
      await bare.close();
    }
  });
});
