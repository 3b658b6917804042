import { frenchMessage } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeTestApp, stripeTestApp } from '../../test/stripe-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { StripeStandIn, TestCard } from '../../testing/stripe-stand-in/index.ts';

// The SDK talks to the project's Stripe stand-in over HTTP (decision 0039): what is asserted is
// what Stripe would have received.
let app: StripeTestApp;
let stripe: StripeStandIn;
let t: TestApp;
const SHOP = '0190f5c2-0000-7000-8000-000000000001';
const buyer = {
  id: '0190f5c2-0000-7000-8000-0000000000b1',
  email: 'client@cuvee.demo',
  name: 'Claire Client',
};

beforeAll(async () => {
  app = await stripeTestApp({ seed: 'empty' });
  ({ stripe, t } = app);
});
afterAll(() => app?.close());

const payments = () => t.app.deps.payments;
const paymentIntentCalls = () => stripe.requests.filter((r) => r.path.startsWith('/v1/payment_intents'));

/** An order's card saved as the checkout does it: SetupIntent, then Stripe.js confirms a test card. */
async function savedCard(orderRef: string, card: TestCard, stripeAccount?: string) {
  const setup = await payments().startCardSetup({
    shopId: SHOP,
    buyer,
    orderRef,
    amount: 4_590,
    stripeAccount,
  });
  const confirmed = await (stripeAccount
    ? confirmOn(stripeAccount, setup.setupIntentId, card)
    : stripe.confirmSetupIntent(setup.clientSecret, card, 'pk_test_cuvee'));
  return { setup, paymentMethodId: String(confirmed.payment_method) };
}

/** A connected account's SetupIntent, confirmed with the platform's key on that account. */
async function confirmOn(account: string, setupIntentId: string, card: TestCard) {
  const res = await fetch(`${stripe.url}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_cuvee', 'stripe-account': account },
    body: new URLSearchParams({ payment_method: card }),
  });
  return (await res.json()) as { payment_method: string };
}

describe('at order time: a SetupIntent, no charge (0 € imprint)', () => {
  it('creates the customer and an off-session SetupIntent for card and SEPA, and no PaymentIntent', async () => {
    const before = stripe.requests.length;
    const setup = await payments().startCardSetup({
      shopId: SHOP,
      buyer,
      orderRef: 'CMD-1001',
      amount: 4_590,
    });

    expect(setup.setupIntentId).toMatch(/^seti_/);
    expect(setup.customerId).toMatch(/^cus_/);
    expect(setup.checkout).toEqual({
      publishableKey: 'pk_test_cuvee',
      clientSecret: setup.clientSecret,
      stripeJsUrl: `${stripe.url}/v3/`,
      stripeAccount: null,
    });
    const calls = stripe.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /v1/customers 200',
      'POST /v1/customers 200',
      'POST /v1/setup_intents 200',
    ]);
    // The customer is looked up by e-mail, then created with our user id to match it next time.
    expect(calls[0]!.query).toEqual({ email: buyer.email, limit: '100' });
    expect(calls[1]!.form).toEqual({
      email: buyer.email,
      name: buyer.name,
      metadata: { cuvee_user_id: buyer.id },
    });
    const created = calls[2]!.form;
    expect(created).toMatchObject({
      customer: setup.customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card', 'sepa_debit'],
      metadata: { order_ref: 'CMD-1001', shop_id: SHOP, amount_cents: '4590' },
    });
    expect(paymentIntentCalls()).toEqual([]);
    expect(stripe.objects('payment_intent')).toEqual([]);
  });

  it("reuses the buyer's customer on the next order, and answers the same SetupIntent for the same order", async () => {
    const first = await payments().startCardSetup({
      shopId: SHOP,
      buyer,
      orderRef: 'CMD-1002',
      amount: 1_200,
    });
    const again = await payments().startCardSetup({
      shopId: SHOP,
      buyer,
      orderRef: 'CMD-1002',
      amount: 1_200,
    });
    const other = await payments().startCardSetup({ shopId: SHOP, buyer, orderRef: 'CMD-1003', amount: 800 });
    expect(again.setupIntentId).toBe(first.setupIntentId);
    expect(other.setupIntentId).not.toBe(first.setupIntentId);
    expect(new Set([first.customerId, again.customerId, other.customerId]).size).toBe(1);
    expect(stripe.objects('customer').filter((c) => c.email === buyer.email)).toHaveLength(1);
  });

  it('a confirmed SetupIntent holds a saved payment method, still without any charge', async () => {
    const { setup, paymentMethodId } = await savedCard('CMD-1004', 'pm_card_visa');
    expect(paymentMethodId).toMatch(/^pm_/);
    const intent = stripe.objects('setup_intent').find((s) => s.id === setup.setupIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', payment_method: paymentMethodId });
    expect(paymentIntentCalls()).toEqual([]);
  });

  it('the saved payment method is read from Stripe, not taken from the browser', async () => {
    const setup = await payments().startCardSetup({ shopId: SHOP, buyer, orderRef: 'CMD-1005', amount: 990 });
    expect(await payments().savedPaymentMethod(setup.setupIntentId)).toBeNull();
    const confirmed = await stripe.confirmSetupIntent(setup.clientSecret, 'pm_card_visa', 'pk_test_cuvee');
    expect(await payments().savedPaymentMethod(setup.setupIntentId)).toEqual({
      paymentMethodId: confirmed.payment_method,
      customerId: setup.customerId,
      orderRef: 'CMD-1005',
    });
    expect(await payments().savedPaymentMethod('seti_unknown')).toBeNull();
    // Another account's SetupIntent is not this one's.
    expect(await payments().savedPaymentMethod(setup.setupIntentId, 'acct_other')).toBeNull();
  });

  it('refuses an amount that is not whole cents, before calling Stripe', async () => {
    const before = stripe.requests.length;
    await expect(
      payments().startCardSetup({ shopId: SHOP, buyer, orderRef: 'CMD-X', amount: 12.5 }),
    ).rejects.toThrow(RangeError);
    expect(stripe.requests.length).toBe(before);
  });
});

describe('when the producer validates: the off-session charge', () => {
  const charge = (customerId: string, paymentMethodId: string, idempotencyKey: string, amount = 4_590) =>
    payments().chargeOffSession({
      customerId,
      paymentMethodId,
      amount,
      currency: 'eur',
      idempotencyKey,
      orderRef: 'CMD-2001',
    });

  it('succeeds with pm_card_visa: one PaymentIntent, off-session, of the order amount', async () => {
    const { setup, paymentMethodId } = await savedCard('CMD-2001', 'pm_card_visa');
    const result = await charge(setup.customerId, paymentMethodId, 'validate-CMD-2001');
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    const pi = stripe.objects('payment_intent').find((p) => p.id === result.paymentIntentId);
    expect(pi).toMatchObject({ amount: 4_590, currency: 'eur', status: 'succeeded', off_session: true });
    expect(pi?.metadata).toEqual({ order_ref: 'CMD-2001' });
  });

  it("a declined card fails with the spec's French message, and Stripe's code", async () => {
    const { setup, paymentMethodId } = await savedCard('CMD-2002', 'pm_card_chargeDeclined');
    const result = await charge(setup.customerId, paymentMethodId, 'validate-CMD-2002');
    expect(result).toEqual({
      status: 'failed',
      paymentIntentId: expect.stringMatching(/^pi_/),
      message: 'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
      code: 'card_declined',
    });
  });

  it('a card that needs the buyer to authenticate: requires_action, nothing received', async () => {
    const { setup, paymentMethodId } = await savedCard('CMD-2003', 'pm_card_authenticationRequired');
    const result = await charge(setup.customerId, paymentMethodId, 'validate-CMD-2003');
    expect(result).toMatchObject({
      status: 'requires_action',
      message: frenchMessage('paymentAuthenticationRequired'),
    });
    const pi = stripe
      .objects('payment_intent')
      .find((p) => p.id === (result as { paymentIntentId: string }).paymentIntentId);
    expect(pi?.amount_received).toBe(0);
  });

  it('replaying the idempotency key answers the same PaymentIntent: the buyer is charged once', async () => {
    const { setup, paymentMethodId } = await savedCard('CMD-2004', 'pm_card_visa');
    const count = stripe.objects('payment_intent').length;
    const first = await charge(setup.customerId, paymentMethodId, 'validate-CMD-2004');
    const replay = await charge(setup.customerId, paymentMethodId, 'validate-CMD-2004');
    expect(replay).toEqual(first);
    expect(stripe.objects('payment_intent').length).toBe(count + 1);
    const sent = stripe.requests.filter((r) => r.idempotencyKey === 'validate-CMD-2004');
    expect(sent).toHaveLength(2);
  });

  it('a payment method Stripe does not know: failed with the French message, no charge', async () => {
    const { setup } = await savedCard('CMD-2005', 'pm_card_visa');
    const count = stripe.objects('payment_intent').length;
    const result = await charge(setup.customerId, 'pm_unknown', 'validate-CMD-2005');
    expect(result).toMatchObject({
      status: 'failed',
      message: frenchMessage('paymentFailed'),
      code: 'resource_missing',
    });
    expect(stripe.objects('payment_intent').length).toBe(count);
  });
});

describe("a producer's connected account (Stripe Connect)", () => {
  it('sends every call with Stripe-Account: customer, SetupIntent and charge live on that account', async () => {
    const before = stripe.requests.length;
    const { setup, paymentMethodId } = await savedCard('CMD-3001', 'pm_card_visa', 'acct_domaine_demo');
    expect(setup.checkout.stripeAccount).toBe('acct_domaine_demo');
    const result = await payments().chargeOffSession({
      customerId: setup.customerId,
      paymentMethodId,
      amount: 2_000,
      currency: 'eur',
      idempotencyKey: 'validate-CMD-3001',
      orderRef: 'CMD-3001',
      stripeAccount: 'acct_domaine_demo',
    });
    expect(result.status).toBe('succeeded');
    const calls = stripe.requests.slice(before);
    expect(calls.every((r) => r.stripeAccount === 'acct_domaine_demo')).toBe(true);
    expect(stripe.objects('payment_intent', 'acct_domaine_demo')).toHaveLength(1);
    expect(stripe.objects('setup_intent').some((s) => s.id === setup.setupIntentId)).toBe(false);
  });
});
