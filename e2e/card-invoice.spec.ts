import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { placeDemoOrder } from './support/orders.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 25, defect 1: a buyer's card order, its card saved through the Stripe stand-in; the
// owner validates it on its page — the charge is a job after the validation (« Paiement en
// cours » until it ran) — then the invoice issued for it reads « Payée » in Ventes › Factures.

const expect = baseExpect.configure({ timeout: 20_000 });
/** Where scripts/e2e-server.mjs started the stand-in for this worker's API. */
const standInOf = (baseURL: string | undefined) =>
  `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? Number(new URL(baseURL ?? 'http://localhost:3999').port) + 1000}`;

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test("a card order validated by the owner is charged, and its invoice reads 'Payée'", async ({
  page,
  request,
  baseURL,
}) => {
  const buyer = await tokenFor(request, DEMO.buyer);
  const owner = await tokenFor(request, DEMO.owner);
  const order = await placeDemoOrder(request, buyer, undefined, 'stripe');
  const secret = order.cardSetup?.clientSecret ?? '';
  const confirmed = await request.post(
    `${standInOf(baseURL)}/v1/setup_intents/${secret.split('_secret_')[0]}/confirm`,
    {
      form: {
        key: order.cardSetup?.publishableKey ?? '',
        client_secret: secret,
        payment_method: 'pm_card_visa',
      },
    },
  );
  expect(confirmed.status()).toBe(200);
  const saved = await request.post(`/v1/orders/mine/${order.id}/card-saved`, { headers: bearer(buyer) });
  expect(saved.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, `/dashboard/orders/${order.id}`);
  await page
    .getByRole('group', { name: 'Actions sur la commande' })
    .getByRole('button', { name: 'Valider' })
    .click();
  // The job charges the card after the answer; the page reads the outcome when it has run.
  await expect(page.getByText('Validée', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();

  const issued = await request.post('/v1/invoices', { headers: bearer(owner), data: { orderId: order.id } });
  expect(issued.status()).toBe(200);
  const invoice = ((await issued.json()) as { invoice: { number: string } }).invoice;
  await page.goto('/dashboard/orders/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  const row = page.getByTestId('invoice-list-row').filter({ hasText: invoice.number });
  await expect(row).toContainText('Payée');
  await expect(row).not.toContainText('En attente de paiement');
});
