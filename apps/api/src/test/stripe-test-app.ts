import { type StripeStandIn, startStripeStandIn } from '../testing/stripe-stand-in/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The API talking to a fresh Stripe stand-in (decision 0039), with the test keys both share.

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_cuvee',
  publishableKey: 'pk_test_cuvee',
  webhookSecret: 'whsec_test_cuvee',
} as const;

export type StripeTestApp = { stripe: StripeStandIn; t: TestApp; close: () => Promise<void> };

export async function stripeTestApp(opts: Parameters<typeof createTestApp>[1] = {}): Promise<StripeTestApp> {
  const stripe = await startStripeStandIn({ secretKey: STRIPE_TEST_KEYS.secretKey });
  const t = await createTestApp(
    { stripe: { ...STRIPE_TEST_KEYS, apiUrl: stripe.url, jsUrl: `${stripe.url}/v3/` } },
    opts,
  );
  return {
    stripe,
    t,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
