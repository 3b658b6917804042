// Starts the local Stripe stand-in for e2e and manual tries (decision 0039):
//   node --import tsx apps/api/src/testing/stripe-stand-in/stand-in.cli.ts
// STAND_IN_PORT (default 12111), STAND_IN_HOST (127.0.0.1), STAND_IN_SECRET_KEY (any sk_test_… if
// unset), STAND_IN_WEBHOOK_URL and STAND_IN_WEBHOOK_SECRET (where events are posted, signed).
// Then run the API with STRIPE_API_URL=<its url>, STRIPE_JS_URL=<its url>/v3/ and test keys.
import { startStripeStandIn } from './stand-in.server.ts';

const env = process.env;
const webhook =
  env.STAND_IN_WEBHOOK_URL && env.STAND_IN_WEBHOOK_SECRET
    ? { url: env.STAND_IN_WEBHOOK_URL, secret: env.STAND_IN_WEBHOOK_SECRET }
    : undefined;
const standIn = await startStripeStandIn({
  port: Number(env.STAND_IN_PORT ?? 12111),
  host: env.STAND_IN_HOST ?? '127.0.0.1',
  secretKey: env.STAND_IN_SECRET_KEY || undefined,
  webhook,
});
console.log(
  `Stripe stand-in: ${standIn.url} (Stripe.js at ${standIn.url}/v3/)${webhook ? `, webhooks to ${webhook.url}` : ''}`,
);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
