import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/**
 * The official SDK, on Stripe's API or, when STRIPE_API_URL is set, on another address (the
 * local stand-in of apps/api/src/testing/stripe-stand-in, decision 0039). The SDK retries a
 * failed network call twice with the same idempotency key.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Cuvée' },
  });
}

/** A card (or SEPA) refusal Stripe answered with a 402: the buyer's bank said no. */
export function isCardError(err: unknown): err is Stripe.errors.StripeCardError {
  return err instanceof Stripe.errors.StripeCardError;
}

/** Stripe could not be reached, or answered with its own fault: worth trying again later. */
export function isProviderDown(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  );
}

export { Stripe };
