import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { demoPurchase, placeDemoOrder } from './support/orders.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 16: the producer moves a buyer's order along its lifecycle from the back office —
// finds it in the list, validates it, ships it with a tracking reference, marks it delivered —
// and reads its history. (Entering an order in the back office is not delivered yet.)

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test('the owner validates a buyer’s order, ships it with a tracking reference and marks it delivered', async ({
  page,
  request,
}) => {
  const client = await tokenFor(request, DEMO.buyer);
  const purchase = await demoPurchase(request);
  const order = await placeDemoOrder(request, client, purchase);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: order.reference });
  await expect(row).toContainText('En attente de validation');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('link', { name: `Voir la commande ${order.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${order.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('La commande a été validée').first()).toBeVisible();
  await page.getByRole('button', { name: 'Expédier' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Numéro de suivi').fill('6A12345678901');
  await dialog.getByLabel('Nombre de colis').fill('1');
  await dialog.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText('Suivi : 6A12345678901', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Marquer livrée' }).click();
  await expect(page.getByText('La commande a été livrée').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Validée');
  await expect(history).toContainText('Expédiée');
  await expect(history).toContainText('Livrée');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-detail-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-detail-390.png`, fullPage: true });
});
