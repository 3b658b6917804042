import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const SAVED = 'Les paramètres de la boutique ont été enregistrés';

test('the owner adds a client typology, keeps a public one, and sets the VAT rates', async ({
  page,
  request,
}) => {
  const owner = bearer(await tokenFor(request, DEMO.owner));
  await openSignedIn(page, DEMO.owner, '/dashboard/settings?link=typos');
  const section = page.getByTestId('typos-section');
  await expect(section.getByRole('heading', { name: 'Typologies de clients' })).toBeVisible();

  await section.getByLabel('Typologie').click();
  await page.getByRole('option', { name: 'Bar', exact: true }).click();
  await section.getByRole('button', { name: 'Ajouter une typologie' }).click();
  const bar = section.getByTestId('typology-bar');
  await bar.getByLabel('Remise globale').fill('5');
  await section.getByRole('button', { name: 'Enregistrer les typologies' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  const shop = (await (await request.get('/v1/shops/me', { headers: owner })).json()).shop;
  expect(shop.typologies.bar).toEqual({
    name: 'Bar',
    public: false,
    ttc: false,
    globalDiscount: 5,
    allRulesInEq75: false,
  });

  // No public typology: refused before the server is asked.
  await section.getByTestId('typology-particulier').getByRole('switch', { name: 'Publique' }).uncheck();
  await section.getByRole('button', { name: 'Enregistrer les typologies' }).click();
  await expect(section.getByText('Au moins une typologie doit être publique')).toBeVisible();
  await section.getByTestId('typology-particulier').getByRole('switch', { name: 'Publique' }).check();

  // Removing asks first; the demo typologies are back as they were.
  await bar.getByRole('button', { name: /Supprimer/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(section.getByTestId('typology-bar')).toHaveCount(0);
  await section.getByRole('button', { name: 'Enregistrer les typologies' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  const after = (await (await request.get('/v1/shops/me', { headers: owner })).json()).shop;
  expect(Object.keys(after.typologies)).not.toContain('bar');

  // Settings › Produits: the §5 VAT rule, a comma accepted.
  await page.getByRole('tab', { name: 'Produits' }).first().click();
  const products = page.getByTestId('products-settings');
  await products.getByLabel('Taux réduit').fill('0');
  await products.getByRole('switch', { name: 'Compter les règles en équivalent 75 cl' }).check();
  await products.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(products.getByText('La TVA doit être comprise entre 0 et 100')).toBeVisible();
  await products.getByLabel('Taux réduit').fill('5,5');
  await products.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  const settings = (await (await request.get('/v1/shops/me', { headers: owner })).json()).shop.settings;
  expect(settings).toMatchObject({
    allRulesInEq75: true,
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
  });
  expect(settings.titleProducts).toBe(shop.settings.titleProducts);
  await request.put('/v1/shops/me', { headers: owner, data: { settings: { allRulesInEq75: false } } });
});

test('the owner customises the storefront header and its tabs, with a live preview', async ({
  page,
  request,
}) => {
  const owner = bearer(await tokenFor(request, DEMO.owner));
  const before = (await (await request.get('/v1/shops/me', { headers: owner })).json()).shop;
  await openSignedIn(page, DEMO.owner, '/dashboard/customize');
  const preview = page.getByTestId('header-preview');
  await expect(preview).toHaveAttribute('data-style', before.headerStyle);

  await page.getByRole('radio', { name: /Centré/ }).check();
  await expect(preview).toHaveAttribute('data-style', 'centered');
  await page.getByTestId('add-tab').click();
  await page.getByTestId('tab-editor').last().getByLabel('Nom de l’onglet').fill('Épicerie fine');
  await page
    .getByTestId('tab-editor')
    .last()
    .getByLabel('Texte de présentation')
    .fill('Huiles, tapenades et confits.');
  await expect(preview.getByText('Épicerie fine')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  const shop = (await (await request.get('/v1/shops/me', { headers: owner })).json()).shop;
  expect(shop.headerStyle).toBe('centered');
  // The public shop shows the saved style: the shop's mark, logo and name centred.
  await page.goto('/domaine-demo');
  await expect(page.locator('.cv-shop-page')).toHaveAttribute('data-header-style', 'centered');
  await expect(page.locator('.cv-hero-id')).toHaveCSS('flex-direction', 'column');
  expect(shop.tabs.at(-1)).toEqual({
    id: 'epicerie-fine',
    name: 'Épicerie fine',
    content: 'Huiles, tapenades et confits.',
    children: [],
  });

  // Put the demo shop back as the other journeys know it.
  const restore = await request.put('/v1/shops/me', {
    headers: owner,
    data: { headerStyle: before.headerStyle, tabs: before.tabs },
  });
  expect(restore.status()).toBe(200);
});
