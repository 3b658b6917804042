import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, signInWithForm, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

/** A valid EAN-13 no demo product uses: 12 digits from the clock, then the GS1 check digit. */
function freshEan(): string {
  const body = `2${String(Date.now()).slice(-11)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const format = (page: Page, n: number) => page.getByTestId('format-card').nth(n);

test('the owner creates a product with two formats and a quantity tier, and it then appears in the shop', async ({
  page,
  request,
  browser,
}) => {
  // A long journey (two formats, a vintage, nutrition, the QR code, the shop): room on a busy machine.
  test.setTimeout(120_000);
  const name = `Clos des Essais ${Date.now() % 100000}`;
  const ean = freshEan();

  await page.goto('/auth/login?redirectLink=/dashboard/products');
  await signInWithForm(page, DEMO.owner);
  await expect(page).toHaveURL('/dashboard/products');
  await expect(page.getByTestId('product-count')).toHaveText(/\d+ produits/);
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(page).toHaveURL('/dashboard/products/add');
  await expect(page.getByRole('heading', { name: 'Nouveau produit' })).toBeVisible();

  // A refused form says what to correct, with the French messages of the contracts.
  await page.getByRole('button', { name: 'Créer le produit' }).first().click();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
  await expect(format(page, 0).getByText('Ce champ ne peut pas être vide')).toBeVisible();

  await page.getByLabel(/^Nom\s*\*?$/).fill(name);
  await page.getByLabel('Couleur').click();
  await page.getByRole('option', { name: 'Rouge' }).click();

  // Format 1: 75 cl, a checked EAN, 14,90 € with a tier from 6 bottles, a Caviste price.
  const first = format(page, 0);
  await first.getByLabel('Code EAN (GTIN)').fill(`${ean.slice(0, -1)}${(Number(ean.at(-1)) + 1) % 10}`);
  await expect(
    first.getByText("Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres avec sa clé)"),
  ).toBeVisible();
  await first.getByLabel('Code EAN (GTIN)').fill(ean);
  await expect(first.getByText('Code EAN valide')).toBeVisible();
  await first.getByLabel('Prix public').fill('14,90');
  await expect(first.getByText('soit 12,42 € HT')).toBeVisible();
  await first.getByRole('button', { name: 'Ajouter un palier' }).click();
  await first.getByTestId('tier-row').getByLabel('À partir de').fill('6');
  await first.getByTestId('tier-row').getByLabel('Prix à l’unité').fill('13,50');
  const caviste = first.getByTestId('typology-caviste');
  await expect(caviste.getByText('Par défaut : 12,42 € HT')).toBeVisible();
  await caviste.getByLabel('Prix Caviste').fill('9,80');

  // Format 2: a magnum.
  await page.getByTestId('add-format').click();
  const second = format(page, 1);
  await second.getByLabel(/^Contenance/).fill('1,5');
  await second.getByLabel('Nom dans la boutique').fill('Magnum 1,5 L');
  await second.getByLabel('Prix public').fill('32');
  await expect(second.getByText('2 équivalent(s) 75 cl')).toBeVisible();

  // A vintage with its strength, and the energy computed from it.
  await page.getByRole('button', { name: 'Ajouter un millésime' }).click();
  await page.getByTestId('vintage-row').getByLabel('Degré d’alcool').fill('13,5');
  await page.getByLabel('Glucides').fill('0,6');
  await page.getByRole('button', { name: 'Calculer l’énergie' }).click();
  await expect(page.getByTestId('nutrition-energyKj')).toHaveValue('319');
  await expect(page.getByTestId('nutrition-energyKcal')).toHaveValue('77');
  for (const [label, value] of [
    ['Matières grasses', '0'],
    ['dont acides gras saturés', '0'],
    ['dont sucres', '0,2'],
    ['Protéines', '0,1'],
    ['Sel', '0,01'],
  ] as const)
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: 'Rouges' }).check();

  await page.getByTestId('save-bar').getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Le produit a été créé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('save-bar')).toContainText('Tout est enregistré');

  // The product screen offers the e-label QR code, made in the app, for label printing.
  const elabel = page.locator('#section-elabel');
  await expect(elabel.getByTestId('elabel-url')).toHaveText(new RegExp(`/gs1/01/0${ean}/22/\\d{4}$`));
  await expect(elabel.getByRole('img', { name: /INGRÉDIENTS & NUTRITION/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await elabel.getByRole('button', { name: 'Télécharger le QR code (SVG)' }).click();
  const svg = await (await download).createReadStream().then(async (stream) => {
    let text = '';
    for await (const chunk of stream) text += chunk;
    return text;
  });
  expect(svg).toContain('INGRÉDIENTS &amp; NUTRITION');
  const png = page.waitForEvent('download');
  await elabel.getByRole('button', { name: 'Télécharger le QR code (PNG)' }).click();
  expect((await png).suggestedFilename()).toMatch(/^qr-etiquette-clos-des-essais-\d+-\d{4}\.png$/);

  // It appears in the shop: its page and the shop's list, with VAT, tier and both formats.
  const href = await page.getByTestId('view-in-shop').getAttribute('href');
  expect(href).toMatch(/^\/domaine-demo\/clos-des-essais-\d+$/);
  const slug = href!.split('/').pop()!;
  const visitor = await (await request.get(`/v1/shops/domaine-demo/products/${slug}`)).json();
  expect(visitor.product.name).toBe(name);
  expect(visitor.product.formats).toHaveLength(2);
  expect(visitor.product.formats[0]).toMatchObject({
    ean,
    price: { ttc: 1490, showTtc: true, shown: 1490 },
    tiers: [{ threshold: 6, shown: 1350 }],
  });
  expect(visitor.product.formats[1]).toMatchObject({ unityValue: 1.5, eq75: 2, price: { shown: 3200 } });
  expect(visitor.product.tabIds).toEqual(['rouges']);
  const list = await (await request.get('/v1/products', { params: { shopIds: '["domaine-demo"]' } })).json();
  expect(list.products.map((p: { slug: string }) => p.slug)).toContain(slug);
  // A Caviste sees the negotiated price without VAT.
  const pro = await request.get(`/v1/shops/domaine-demo/products/${slug}`, {
    headers: bearer(await tokenFor(request, DEMO.pro)),
  });
  expect((await pro.json()).product.formats[0].price).toMatchObject({ ht: 980, showTtc: false, shown: 980 });

  // A visitor (past the age gate) sees its page in the shop, with VAT and the tier.
  const visitorContext = await browser.newContext({ locale: 'fr-FR' });
  await visitorContext.addCookies([
    { name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! },
  ]);
  const shopPage = await visitorContext.newPage();
  await shopPage.goto(href!);
  await expect(shopPage.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(shopPage.getByTestId('price').first()).toContainText('14,90 €');
  await expect(shopPage.getByTestId('price-tiers')).toContainText('À partir de 6 : 13,50 €');
  await visitorContext.close();

  // Archived, it leaves the shop (and the demo catalogue stays as other journeys expect it).
  await page.locator('#section-shop').getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Archivé' }).click();
  await page.getByTestId('save-bar').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le produit a été enregistré')).toBeVisible();
  expect((await request.get(`/v1/shops/domaine-demo/products/${slug}`)).status()).toBe(404);
  // Saving kept the formats' ids (carts and orders point at them).
  const id = page.url().split('/').pop()!;
  const managed = await request.get(`/v1/dashboard/products/${id}`, {
    headers: bearer(await tokenFor(request, DEMO.owner)),
  });
  expect((await managed.json()).product.formats.map((f: { id: string }) => f.id)).toEqual(
    visitor.product.formats.map((f: { id: string }) => f.id),
  );

  // Back in the catalogue, the product is listed first, archived.
  await page.getByRole('link', { name: 'Catalogue' }).first().click();
  await expect(page.getByTestId('product-row').first()).toContainText(name);
  await expect(page.getByTestId('product-row').first()).toContainText('Archivé');
});

test('product pictures go through the cropper, then reorder and go', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/products/add');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAPUlEQVR42u3OMQ0AAAjAsOFf9DDBQUIg1tWs/bMDAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg8WWBABASwyHk8AAAAASUVORK5CYII=',
    'base64',
  );
  const visuals = page.getByTestId('product-visuals');
  for (const name of ['face.png', 'dos.png']) {
    await page
      .getByTestId('product-visuals-file')
      .setInputFiles({ name, mimeType: 'image/png', buffer: png });
    const cropper = page.getByRole('dialog', { name: 'Recadrer l’image' });
    await expect(cropper).toBeVisible();
    await cropper.getByRole('button', { name: 'Valider' }).click();
    await expect(cropper).toBeHidden();
  }
  const pictures = visuals.getByRole('img');
  await expect(pictures).toHaveCount(2);
  // Both uploaded: each picture shows its stored file (a picture appears before its upload ends).
  for (const n of [0, 1]) await expect(pictures.nth(n)).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const [first, second] = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(first).toMatch(/^\/uploads\/.+\.webp$/);
  await visuals.getByRole('button', { name: 'Avancer' }).nth(1).click();
  await expect(pictures.first()).toHaveAttribute('src', second!);
  await expect(visuals.getByText('Principale')).toHaveCount(1);
  await visuals.getByRole('button', { name: 'Retirer l’image' }).first().click();
  await expect(pictures).toHaveCount(1);
  await expect(pictures.first()).toHaveAttribute('src', first!);
});

test('the form guards unsaved changes', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/products/add');
  await page.getByLabel(/^Nom\s*\*?$/).fill('Brouillon');
  await page.getByRole('link', { name: 'Catalogue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL('/dashboard/products/add');
  await page.getByRole('link', { name: 'Catalogue' }).first().click();
  await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL('/dashboard/products');
});

test('a collaborator without product rights gets no creation, and the product form is refused', async ({
  page,
  request,
}) => {
  await openSignedIn(page, DEMO.iam, '/dashboard/products');
  // The route needs seeAllProduct: the guard sends the collaborator to the dashboard.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('link', { name: 'Nouveau produit' })).toHaveCount(0);
  await page.goto('/dashboard/products/add');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: 'Créer le produit' })).toHaveCount(0);

  const jwt = await tokenFor(request, DEMO.iam);
  const refused = await request.post('/v1/products', {
    headers: bearer(jwt),
    data: { productType: 'bottle', name: 'Interdit', formats: [{ price: 1000 }] },
  });
  expect(refused.status()).toBe(403);
  expect((await request.get('/v1/dashboard/products', { headers: bearer(jwt) })).status()).toBe(403);
});

test('the product screen returns to the list as it was left: search and status', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/products?search=galets&status=online');
  const row = page.getByTestId('product-row').filter({ hasText: 'Les Galets Rouge' });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Les Galets Rouge' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  await page.getByRole('form').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL('/dashboard/products?search=galets&status=online');
  await expect(page.getByLabel('Recherche', { exact: true })).toHaveValue('galets');
  await expect(row).toBeVisible();

  // Opened from elsewhere (a link, a new tab): back to the whole list.
  const url = page.url();
  await row.getByRole('link', { name: 'Les Galets Rouge' }).click();
  await expect(page).not.toHaveURL(url);
  const productUrl = page.url();
  await page.goto('/dashboard');
  await page.goto(productUrl);
  await page.getByRole('form').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL('/dashboard/products');
});

test('the product list never scrolls the page sideways, from a wide screen to a phone', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/products');
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    // Rows of the table on a computer (a wide table scrolls inside its own box), cards on a phone.
    await expect(page.getByTestId(width > 600 ? 'product-row' : 'product-card').first()).toBeVisible();
    const sizes = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(sizes.scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(sizes.innerWidth);
  }
});
