import { afterAll, beforeAll, expect } from 'vitest';
import { STRIPE_TEST_KEYS, type StripeTestApp, stripeTestApp } from '../../test/stripe-test-app.ts';
import { call } from '../../test/test-app.ts';
import type { TestCard } from '../../testing/stripe-stand-in/index.ts';
import { modeId, shopId, stockedWine } from './orders.fixtures.ts';
import { shopCart } from './orders.placement.fixtures.ts';

export const WEBHOOK_SECRET = STRIPE_TEST_KEYS.webhookSecret;
const PUBLISHABLE_KEY = STRIPE_TEST_KEYS.publishableKey;

/** The API talking to a Stripe stand-in, and the demo shop the buyer orders from. */
export type CardApp = StripeTestApp & { demo: string };

export async function cardTestApp(): Promise<CardApp> {
  const app = await stripeTestApp();
  return { ...app, demo: await shopId(app.t.db, 'domaine-demo') };
}

/** The suite's card app: started before all its tests, closed after them. */
export function useCardApp(): CardApp {
  const app = {} as CardApp;
  beforeAll(async () => {
    Object.assign(app, await cardTestApp());
  });
  afterAll(() => app.close?.());
  return app;
}

/** A buyer's card order of one bottle, its card confirmed at Stripe but not yet told to Cuvée. */
export async function placedCardOrder(app: CardApp, card: TestCard = 'pm_card_visa') {
  const { t, demo, stripe } = app;
  const buyer = await t.login('client@cuvee.demo');
  const wine = await stockedWine(t.db, demo);
  const placed = await call(t.app, 'POST', '/v1/orders', {
    jwt: buyer,
    body: shopCart({
      sellerId: demo,
      wine,
      deliveryModeId: await modeId(t.db, demo, 'Retrait au domaine'),
      quantity: 1,
      paymentType: 'stripe',
    }),
  });
  expect(placed.body.success).toBe(true);
  const order = placed.body.orders[0] as {
    id: string;
    totalTTC: number;
    reference: string;
    cardSetup: { clientSecret: string };
  };
  const setupIntent = await stripe.confirmSetupIntent(order.cardSetup.clientSecret, card, PUBLISHABLE_KEY);
  return { order, setupIntent, buyer };
}

/** A buyer's card order with its card saved as the checkout does it. */
export async function savedCardOrder(app: CardApp, card: TestCard) {
  const { order, buyer } = await placedCardOrder(app, card);
  const saved = await call(app.t.app, 'POST', `/v1/orders/mine/${order.id}/card-saved`, { jwt: buyer });
  expect(saved.status).toBe(200);
  await app.t.settled();
  return order;
}
