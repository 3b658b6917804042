import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

test('the owner edits the shop identity and colour; other sections say which module brings them', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/settings?link=infos');
  await expect(page.getByTestId('shop-online-status')).toHaveText('Statut de la boutique : En ligne');
  await expect(page.getByRole('tab')).toHaveCount(15);
  const description = page.getByLabel('Présentation');
  await description.fill('Domaine familial en Costières de Nîmes, en agriculture biologique depuis 1998.');
  await page.getByLabel('SIRET').fill('123');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le SIRET doit contenir 14 chiffres')).toBeVisible();
  await page.getByLabel('SIRET').fill('12345678900017');
  await page.getByLabel('Code couleur').fill('#5b2333');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les paramètres de la boutique ont été enregistrés')).toBeVisible();
  // The theme takes the new colour at once (the selected section tab; the save bar's button is
  // disabled once everything is saved, decision 0019).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await expect(page.getByRole('tab', { selected: true }).first()).toHaveCSS('color', 'rgb(91, 35, 51)');
  await page.reload();
  await expect(page.getByLabel('Présentation')).toHaveValue(/depuis 1998/);
  await page.getByLabel('Code couleur').fill('#7b1e3a');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les paramètres de la boutique ont été enregistrés')).toBeVisible();

  // Billing works (issue 24); accounting holds the chart of accounts (issue 26).
  await page.getByRole('tab', { name: 'Facturation' }).first().click();
  await expect(page).toHaveURL('/dashboard/settings?link=billing');
  await expect(page.getByTestId('billing-section').getByLabel('IBAN', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Comptabilité' }).first().click();
  await expect(page).toHaveURL('/dashboard/settings?link=accounting');
  await expect(
    page.getByTestId('accounting-section').getByRole('heading', { name: 'Plan comptable' }),
  ).toBeVisible();
  await expect(page.getByTestId('chart-of-accounts')).toContainText('Vins (produits de l’exploitation)');
});

test('the logo goes through the cropper', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/settings?link=infos');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAPUlEQVR42u3OMQ0AAAjAsOFf9DDBQUIg1tWs/bMDAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg8WWBABASwyHk8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Recadrer le logo' });
  await expect(cropper).toBeVisible();
  await cropper.getByRole('button', { name: 'Valider' }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByText('Nouvelle image prête : elle sera envoyée à l’enregistrement.')).toBeVisible();
});
