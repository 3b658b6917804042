import { frenchMessage } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { type StripeStandIn, startStripeStandIn } from '../../testing/stripe-stand-in/index.ts';
import { createPayments, PaymentProviderError } from './index.ts';

// What the checkout and the producer's validation meet when Stripe is not there to answer:
// not configured, refusing our key, unreachable (decision 0039).
let stripe: StripeStandIn;
const SHOP = '0190f5c2-0000-7000-8000-000000000001';
const buyer = { id: '0190f5c2-0000-7000-8000-0000000000b1', email: 'client@cuvee.demo' };

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: 'sk_test_cuvee' });
});
afterAll(async () => {
  await stripe?.close();
});

const config = (over: { secretKey?: string; apiUrl?: string }) => ({
  secretKey: 'sk_test_cuvee',
  publishableKey: 'pk_test_cuvee',
  webhookSecret: undefined,
  apiUrl: stripe.url,
  jsUrl: `${stripe.url}/v3/`,
  ...over,
});

describe('when Stripe refuses the platform or cannot be reached', () => {
  it('a wrong secret key: PaymentProviderError in French, no SetupIntent', async () => {
    const before = stripe.objects('setup_intent').length;
    const setup = createPayments(config({ secretKey: 'sk_test_revoked' })).startCardSetup({
      shopId: SHOP,
      buyer,
      orderRef: 'CMD-5001',
      amount: 100,
    });
    await expect(setup).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(setup).rejects.toThrow(frenchMessage('paymentProviderDown'));
    expect(stripe.requests.at(-1)?.status).toBe(401);
    expect(stripe.objects('setup_intent').length).toBe(before);
  });

  it('Stripe unreachable at charge: PaymentProviderError, for the producer to try again', async () => {
    const closed = await startStripeStandIn();
    const url = closed.url;
    await closed.close();
    const charge = createPayments(config({ apiUrl: url })).chargeOffSession({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: 100,
      currency: 'eur',
      idempotencyKey: 'validate-CMD-5002',
      orderRef: 'CMD-5002',
    });
    await expect(charge).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('without Stripe keys', () => {
  it('card payment is not offered and nothing reaches Stripe', async () => {
    const bare = await createTestApp({ stripe: undefined }, { seed: 'empty' });
    try {
      expect(bare.app.deps.payments.cardPaymentAvailable({ id: SHOP })).toBe(false);
      expect(createPayments(config({})).cardPaymentAvailable({ id: SHOP })).toBe(true);
      const before = stripe.requests.length;
      await expect(
        bare.app.deps.payments.startCardSetup({ shopId: SHOP, buyer, orderRef: 'CMD-4001', amount: 100 }),
      ).rejects.toThrow(frenchMessage('paymentUnavailable'));
      expect(stripe.requests.length).toBe(before);
    } finally {
      await bare.close();
    }
  });
});
