import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { registerAndValidate } from './support/registration.ts';
import { DEMO, openSignedIn, openWithToken, signInWithForm, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

/** A demo product's id, as the owner's back office knows it. */
async function productId(
  request: import('@playwright/test').APIRequestContext,
  owner: string,
  search: string,
) {
  const res = await request.get('/v1/dashboard/products', {
    headers: bearer(await tokenFor(request, owner)),
    params: { search },
  });
  expect(res.status()).toBe(200);
  const [product] = (await res.json()).products as { id: string; name: string }[];
  expect(product, search).toBeDefined();
  return product!.id;
}

test('an agent opens a product of the shop they work for and reads its per-typology prices, without changing them', async ({
  page,
  request,
}) => {
  const id = await productId(request, DEMO.owner, 'cuvée prestige rouge');
  // Every refusal would sign the agent out: none may happen on the way.
  const refused: string[] = [];
  const settings: number[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/v1/') && [401, 403].includes(response.status())) refused.push(url);
    if (/\/v1\/shops\/[^/]+\/catalogue$/.test(url)) settings.push(response.status());
  });

  await page.goto(`/auth/login?redirectLink=/dashboard/products/${id}`);
  await signInWithForm(page, DEMO.agent);
  await expect(page).toHaveURL(`/dashboard/products/${id}`);
  await expect(page.getByRole('heading', { name: 'Cuvée Prestige Rouge' })).toBeVisible();
  await expect(page.getByText('Vous consultez cette fiche')).toBeVisible();

  // The shop's typologies, from GET /v1/shops/{id}/catalogue: the public one first, each with its basis.
  const card = page.getByTestId('format-card').first();
  const rows = card.locator('[data-testid^="typology-"]');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Particulier');
  const caviste = card.getByTestId('typology-caviste');
  await expect(caviste).toContainText('Caviste');
  await expect(caviste.getByText('HT', { exact: true })).toBeVisible();
  await expect(caviste.getByLabel('Prix Caviste')).toHaveValue('13,00');
  await expect(card.getByTestId('typology-restaurateur')).toContainText('remise 5 %');
  await expect(card.getByTestId('typology-grossiste')).toContainText('Grossiste');

  // Read only: the fields are disabled and there is nothing to save.
  await expect(caviste.getByLabel('Prix Caviste')).toBeDisabled();
  await expect(caviste.getByRole('switch')).toBeDisabled();
  await expect(card.getByLabel('Prix public')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByTestId('save-bar')).toHaveCount(0);

  // The shop's tabs and VAT rates are there too, and the product's own tabs stay ticked.
  await expect(page.getByRole('checkbox', { name: 'Rouges' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Rouges' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Blancs' })).not.toBeChecked();
  await expect(page.getByTestId('view-in-shop')).toHaveAttribute(
    'href',
    '/domaine-demo/cuvee-prestige-rouge',
  );

  // The agent is still signed in on the product; the settings were asked once, for its shop.
  await expect(page).toHaveURL(`/dashboard/products/${id}`);
  expect(refused).toEqual([]);
  expect(settings).toEqual([200]);
});

test("an agent gets 'Produit inexistant' for another producer's product, and stays signed in", async ({
  page,
  request,
}) => {
  const id = await productId(request, 'maison.seconde@cuvee.demo', '');
  const agent = await tokenFor(request, DEMO.agent);
  // The API answers the agent nothing of Maison Seconde.
  expect((await request.get(`/v1/dashboard/products/${id}`, { headers: bearer(agent) })).status()).toBe(404);

  await page.goto(`/auth/login?redirectLink=/dashboard/products/${id}`);
  await signInWithForm(page, DEMO.agent);
  await expect(page.getByRole('heading', { name: 'Produit inexistant' })).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/products/${id}`);
});

test('an agent opens the catalogue from the menu, reads the list of their shop, opens a product and comes back, still signed in', async ({
  page,
}) => {
  const refused: string[] = [];
  const lists: number[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/v1/') && [401, 403].includes(response.status())) refused.push(url);
    if (new URL(url).pathname === '/v1/dashboard/products') lists.push(response.status());
  });

  await page.goto('/auth/login');
  await signInWithForm(page, DEMO.agent);
  await expect(page).toHaveURL('/dashboard');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL('/dashboard/products');

  // The products of Domaine Démo in every status, without its prestation; nothing to write.
  await expect(page.getByTestId('product-count')).toHaveText(/\d+ produits/);
  await expect(page.getByTestId('product-list-shop')).toHaveText('Boutique : Domaine Démo');
  await expect(page.getByText('seul le producteur peut le modifier')).toBeVisible();
  const rows = page.getByTestId('product-row');
  await expect(rows.filter({ hasText: 'Cuvée Prestige Rouge' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Visite et dégustation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nouveau produit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Grille tarifaire' })).toHaveCount(0);
  // One shop: no choice of shop, no shop column.
  await expect(page.getByTestId('product-list-shop-select')).toHaveCount(0);
  await expect(page.getByTestId('product-shop')).toHaveCount(0);

  // The search and the status filter ask the server, as for the owner: a paused product too.
  await page.getByLabel('Recherche', { exact: true }).fill('galets');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Recherche', { exact: true }).fill('');
  await expect(page).toHaveURL('/dashboard/products');
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'En pause' }).click();
  await expect(page).toHaveURL(/status=paused/);
  await expect(rows.filter({ hasText: 'Cuvée Confidentielle' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Tous les statuts' }).click();
  await page.getByLabel('Recherche', { exact: true }).fill('prestige rouge');
  await expect(page).toHaveURL(/search=prestige/);

  // The product, read only, then back to the list as it was left (the search kept) by the form's link.
  await rows.getByRole('link', { name: 'Cuvée Prestige Rouge', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Cuvée Prestige Rouge' })).toBeVisible();
  await expect(page.getByText('Vous consultez cette fiche')).toBeVisible();
  await page
    .getByRole('form', { name: 'Cuvée Prestige Rouge' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page).toHaveURL('/dashboard/products?search=prestige+rouge');
  await expect(rows.filter({ hasText: 'Cuvée Prestige Rouge' })).toHaveCount(1);

  // Still signed in: the sidebar is there and no request was refused.
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(refused).toEqual([]);
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.every((status) => status === 200)).toBe(true);
});

test('an agent of several shops chooses among them, and each product says its shop', async ({ page }) => {
  // The demo agent works for Domaine Démo only: the session is given a second shop, which the
  // API does not know; the list without a choice is still the API's answer for Domaine Démo.
  await page.route('**/v1/users/me', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    body.user.shops.push({
      id: '01a20318-bc61-77b3-aa64-00000000f1c7',
      code: 'FICTIVE1',
      urlShop: 'cave-fictive',
      name: 'Cave Fictive',
      role: 'agent',
      typology: null,
      authorizations: null,
    });
    await route.fulfill({ response, json: body });
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/v1/') && [401, 403].includes(response.status()))
      refused.push(response.url());
  });
  await openSignedIn(page, DEMO.agent, '/dashboard/products');
  await expect(page.getByTestId('product-count')).toHaveText(/\d+ produits/);
  await expect(page.getByTestId('product-list-shop')).toHaveCount(0);
  const select = page.getByTestId('product-list-shop-select');
  await expect(select).toContainText('Toutes les boutiques');
  await expect(page.getByTestId('product-shop').first()).toHaveText('Domaine Démo');
  await page.getByRole('combobox', { name: 'Boutique' }).click();
  await expect(page.getByRole('option')).toHaveText(['Toutes les boutiques', 'Domaine Démo', 'Cave Fictive']);
  await page.getByRole('option', { name: 'Domaine Démo' }).click();
  await expect(page).toHaveURL(/shop=[0-9a-f-]{36}/);
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await expect(page.getByTestId('product-shop').first()).toHaveText('Domaine Démo');
  expect(refused).toEqual([]);
});

test('an agent who works for no shop yet is told so, with no list asked for', async ({ page, request }) => {
  const stamp = Date.now();
  const { jwt } = await registerAndValidate(request, 'agent', {
    email: `agent.sans.boutique.${stamp}@exemple.fr`,
    password: 'Secret1',
    firstname: 'Hugo',
    lastname: 'Sansboutique',
    acceptTerms: true,
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/dashboard/products')) asked.push(r.url());
  });
  await openWithToken(page, jwt, '/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Aucune boutique' })).toBeVisible();
  await expect(
    page.getByText('Vous n’êtes l’agent d’aucune boutique dont vous pouvez consulter les produits.'),
  ).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard/products');
  expect(asked).toEqual([]);
});
