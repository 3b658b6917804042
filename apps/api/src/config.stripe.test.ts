import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' };

describe('Stripe configuration from the environment (decision 0039)', () => {
  it('without both keys, card payments are off', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toBeUndefined();
  });

  it("with both keys: Stripe's own addresses unless told otherwise", () => {
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: undefined,
      apiUrl: undefined,
      jsUrl: 'https://js.stripe.com/v3/',
    });
    const local = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/',
    }).stripe;
    expect(local).toMatchObject({
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
      jsUrl: 'http://127.0.0.1:12111/v3/',
    });
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ ...base, STRIPE_API_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => loadConfig({ ...base, STRIPE_JS_URL: 'ftp://example.com/v3' })).toThrow();
  });
});
