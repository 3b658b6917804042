import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, signInWithForm, tokenFor } from './support/web.ts';

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
