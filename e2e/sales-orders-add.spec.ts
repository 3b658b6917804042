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
  const heading = page.getByRole('heading', { level: 1, name: /Commande C-\d{6}/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.replace('Commande ', '').trim();
  const orderUrl = page.url();
  await expect(page.getByTestId('order-line')).toContainText('Remise 10');

  // The client calls back: 12 bottles, not 6. The draft is changed, not entered again.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: `Modifier ${reference}` })).toBeVisible();
  const edited = page.getByTestId('draft-lines');
  await expect(edited.getByLabel('Quantité')).toHaveValue('6');
  await edited.getByLabel('Quantité').fill('12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByTestId('order-line')).toContainText('12');
  await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Modifiée');
  // Once validated, the order is no longer changed.
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Validée').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
});
