import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

// Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1, so that a run leaves the tree clean.
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const modes = (page: Page) => page.getByTestId('delivery-mode');

test('the owner opens the delivery settings, creates a mode for Belgium, sees it listed and offered to a Belgian address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The settings' 'delivery' section (Sales › Shipments is the shipping desk, issue 24), reached
  // from the desk's 'Modes de livraison'.
  await openSignedIn(page, DEMO.owner, '/dashboard/delivery');
  await page.getByRole('link', { name: 'Modes de livraison' }).click();
  await expect(page).toHaveURL('/dashboard/settings?link=delivery');
  await expect(page.getByRole('heading', { name: 'Modes de livraison', level: 2 })).toBeVisible();
  // The demo's two modes: home delivery by bottles with its franco, and pick-up at the estate.
  await expect(modes(page)).toHaveCount(2);
  const home = modes(page).filter({ hasText: 'Livraison à domicile' });
  await expect(home).toContainText('France métropolitaine');
  await expect(home).toContainText('Offerte dès 24 bouteilles');
  await page.screenshot({ path: `${SHOTS}delivery-list-1280.png`, fullPage: true });

  const name = `Belgique ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Ajouter un mode' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nouveau mode de livraison' })).toBeVisible();
  // A refused form says what to correct, in French.
  await dialog.getByLabel('Nom affiché au client').fill('B');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();

  await dialog.getByLabel('Nom affiché au client').fill(name);
  await dialog.getByLabel('Transporteur').fill('DHL');
  await dialog.getByLabel('France', { exact: true }).click();
  await page.getByRole('option', { name: 'Pas la France' }).click();
  await dialog.getByLabel('Autres pays').click();
  await page.getByRole('option', { name: 'Belgique' }).click();
  await dialog.getByLabel('Prix TTC').fill('19,90');
  await dialog.getByLabel('Livraison offerte (franco)').click();
  await page.getByRole('option', { name: 'À partir d’un montant HT' }).click();
  await dialog.getByLabel('Montant HT').fill('300');
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}delivery-form-1280.png` });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  const created = modes(page).filter({ hasText: name });
  await expect(created).toBeVisible();
  await expect(created).toContainText('Belgique');
  await expect(created).toContainText('19,90');
  await expect(created).toContainText('Offerte dès 300,00');
  await expect(modes(page)).toHaveCount(3);

  // What a buyer with a Brussels address is offered: the new mode, priced.
  const answer = await page.request.post('/v1/shops/domaine-demo/delivery-options', {
    data: {
      address: { country: 'BE', zipcode: '1000' },
      summary: { bottles: 6, weightGrams: 8000, amountHT: 9000, productCount: 6 },
    },
  });
  expect(answer.status()).toBe(200);
  const offered = (await answer.json()) as { options: { name: string; priceCents: number }[] };
  expect(offered.options).toEqual([expect.objectContaining({ name, priceCents: 1990 })]);

  // On a phone: the list stays readable, the dialog takes the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/settings?link=delivery');
  await expect(modes(page)).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}delivery-list-390.png`, fullPage: true });
  await created.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog').getByLabel('Nom affiché au client')).toHaveValue(name);
  // The dialog has finished fading in before the picture.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}delivery-form-390.png` });
});
