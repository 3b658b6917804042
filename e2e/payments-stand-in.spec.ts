import { expect, test } from '@playwright/test';

// Card payments in a real browser against the project's Stripe stand-in (decision 0039), as
// scripts/e2e-server.mjs starts it next to the API: the app's policy lets its Stripe.js load
// and call it, the buyer types a test card in the payment element, the SetupIntent is saved with
// no charge, and the stand-in's signed webhook reaches the API, which accepts it.

/** Where scripts/e2e-server.mjs started the stand-in for this worker's API. */
const standInOf = (baseURL: string | undefined) =>
  `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? Number(new URL(baseURL ?? 'http://localhost:3999').port) + 1000}`;
const SECRET = 'sk_test_e2e_cuvee';
const PUBLISHABLE = 'pk_test_e2e_cuvee';

type Log = {
  requests: { method: string; path: string; status: number; form: Record<string, unknown> }[];
  events: { type: string; data: { object: { id: string } } }[];
  webhookFailures: string[];
};

test('a card saved through the stand-in Stripe.js: a SetupIntent, no charge, the webhook accepted', async ({
  page,
  request,
  baseURL,
}) => {
  const stripeUrl = () => standInOf(baseURL);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text());
  });

  // The server's part (what startCardSetup does): an off-session SetupIntent.
  const created = await request.post(`${stripeUrl()}/v1/setup_intents`, {
    headers: { authorization: `Bearer ${SECRET}` },
    form: {
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order_ref]': 'E2E-CARD-1',
    },
  });
  expect(created.status()).toBe(200);
  const intent = (await created.json()) as { id: string; client_secret: string };

  const response = await page.goto('/auth');
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${stripeUrl()}`);
  await page.evaluate(
    async ({ url, pk, clientSecret }) => {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `${url}/v3/`;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('Stripe.js stand-in not loaded'));
        document.head.appendChild(script);
      });
      type Stand = (pk: string) => {
        elements(o: object): { create(t: string): { mount(el: HTMLElement): void } };
        confirmSetup(o: object): Promise<unknown>;
      };
      const stripe = (window as unknown as { Stripe: Stand }).Stripe(pk);
      const elements = stripe.elements({ clientSecret, locale: 'fr' });
      const host = document.createElement('div');
      host.id = 'payment-element';
      document.body.prepend(host);
      elements.create('payment').mount(host);
      Object.assign(window, {
        confirmCard: () => stripe.confirmSetup({ elements, redirect: 'if_required' }),
      });
    },
    { url: stripeUrl(), pk: PUBLISHABLE, clientSecret: intent.client_secret },
  );
  const confirm = () =>
    page.evaluate(() =>
      (window as unknown as { confirmCard: () => Promise<Record<string, unknown>> }).confirmCard(),
    );

  // A number Stripe does not know: its French message, nothing saved.
  await page.getByLabel('Numéro de carte').fill('4000 1234 5678 9010');
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  expect(await confirm()).toEqual({
    error: {
      type: 'validation_error',
      code: 'invalid_number',
      message: 'Votre numéro de carte est invalide.',
    },
  });

  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  const result = (await confirm()) as { setupIntent: { id: string; status: string; payment_method: string } };
  expect(result.setupIntent).toMatchObject({
    id: intent.id,
    status: 'succeeded',
    payment_method: expect.stringMatching(/^pm_/),
  });

  // The stand-in's record: the confirmation, no PaymentIntent; its signed webhook accepted by the API.
  await expect
    .poll(async () => {
      const log = (await (await request.get(`${stripeUrl()}/_stand-in/log`)).json()) as Log;
      return {
        confirmed: log.requests.filter(
          (r) => r.path === `/v1/setup_intents/${intent.id}/confirm` && r.status === 200,
        ).length,
        // This card's charges (another journey may charge its own card on the same stand-in).
        charges: log.requests.filter(
          (r) =>
            r.path.startsWith('/v1/payment_intents') &&
            r.form.payment_method === result.setupIntent.payment_method,
        ).length,
        events: log.events.filter((e) => e.data.object.id === intent.id).map((e) => e.type),
        failures: log.webhookFailures,
      };
    })
    .toEqual({ confirmed: 1, charges: 0, events: ['setup_intent.succeeded'], failures: [] });
  expect(violations).toEqual([]);
});
