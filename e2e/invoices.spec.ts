import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { demoPurchase, placeDemoOrder } from './support/orders.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// The invoices' screens: an order placed, validated and invoiced through the API, then the
// owner finds the invoice in Ventes › Factures, opens its order from the row, and reads the
// month's ventilation. The order page's panel is composed by the integrator (slot order.invoices).

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test('the owner finds an issued invoice in the list, opens its order, and reads the ventilation', async ({
  page,
  request,
}) => {
  const client = await tokenFor(request, DEMO.buyer);
  const owner = await tokenFor(request, DEMO.owner);
  const purchase = await demoPurchase(request);
  const order = await placeDemoOrder(request, client, purchase);
  const validated = await request.post(`/v1/orders/${order.id}/actions/validate`, { headers: bearer(owner) });
  expect(validated.status()).toBe(200);
  const issued = await request.post('/v1/invoices', { headers: bearer(owner), data: { orderId: order.id } });
  expect(issued.status()).toBe(200);
  const invoice = ((await issued.json()) as { invoice: { number: string } }).invoice;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  const row = page.getByTestId('invoice-list-row').filter({ hasText: invoice.number });
  await expect(row).toContainText('En attente de paiement');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Impayée filters it out (not yet due); the credit notes' list is empty.
  await page.getByTestId('invoices-status').click();
  await page.getByRole('option', { name: 'Impayée' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: "Factures d'avoir" }).click();
  await expect(page.getByText('Aucun avoir pour l’instant')).toBeVisible();

  await page.getByRole('tab', { name: 'Ventilations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ventilations' })).toBeVisible();
  await expect(page.getByTestId('ventilation-sales').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-ventilation-1280.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-ventilation-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Factures', exact: true }).click();
  await page.getByRole('link', { name: invoice.number }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
});
