import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, openSignedIn, settle } from './support/web.ts';

// Issue 16: the producer enters an order for a client in the back office — picks the client
// and a wine, sets the quantity and a discount, reads the totals, saves — and lands on the
// order's page, a draft with its reference.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test('the producer enters an order for a client', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/orders');
  await page.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle commande' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Ajouter un produit' }).click();
  await page.getByRole('option').first().click();
  const lines = page.getByTestId('draft-lines');
  await expect(lines).toBeVisible();
  await lines.getByLabel('Quantité').fill('6');
  await lines.getByLabel('Remise (%)').fill('10');
  await expect(page.getByTestId('total-ttc')).not.toHaveText(/ 0,00/);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-add-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-add-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/C-\d{6}/).first()).toBeVisible();
});
