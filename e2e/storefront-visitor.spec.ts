import { expect, type Page, test } from '@playwright/test';
import { registerAndValidate } from './support/registration.ts';

// A first-time visitor of Domaine Démo, as a new user would try it (decisions 0009–0012).
test.use({ serviceWorkers: 'block' });

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

test('a visitor passes the age gate, browses the tabs, filters by colour and opens a product with VAT prices', async ({
  page,
}) => {
  const versionPolled = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/version.json');
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Domaine Démo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nos produits' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // The storefront's build has the back office's version (decision 0028): no 'new version' banner.
  await versionPolled;
  await expect(page.getByTestId('version-banner')).toHaveCount(0);
  // Prestations (the estate visit) are not sold on the shop page.
  await expect(card(page, 'Visite et dégustation au domaine')).toHaveCount(0);

  // The header's tabs: 'Nos vins' and its child tabs, followed inside the app (no page load:
  // the marker set on this page survives).
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const tabs = page.getByRole('navigation', { name: 'Rubriques de la boutique' });
  await tabs.getByRole('link', { name: 'Nos vins' }).click();
  await expect(page).toHaveURL('/domaine-demo?page=nos-vins');
  await expect(page.getByRole('heading', { level: 2, name: 'Nos vins' })).toBeVisible();
  await expect(card(page, 'Coffret découverte')).toHaveCount(0);
  const chips = page.getByRole('navigation', { name: 'Rubriques de Nos vins' });
  await chips.getByRole('link', { name: 'Blancs' }).click();
  await expect(page).toHaveURL('/domaine-demo?page=blancs');
  await expect(card(page, 'Les Galets Blanc')).toBeVisible();
  await expect(card(page, 'Les Galets Rouge')).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Coffrets' }).click();
  await expect(page).toHaveURL('/domaine-demo?page=coffrets');
  await expect(card(page, 'Coffret découverte')).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  // Back to the wines, red only.
  await tabs.getByRole('link', { name: 'Nos vins' }).click();
  await page.getByLabel('Couleur').selectOption({ label: 'Rouge' });
  await expect(page).toHaveURL(/page=nos-vins.*color=red/);
  await expect(card(page, 'Les Galets Blanc')).toHaveCount(0);
  await expect(card(page, 'Les Galets Rouge')).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Rouge');

  // The product, with VAT: 12,90 € TTC, its tiers and the e-label link. The card's link opens
  // it inside the app too.
  await card(page, 'Les Galets Rouge').click();
  await expect(page).toHaveURL('/domaine-demo/les-galets-rouge');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: /Les Galets Rouge/ })).toBeVisible();
  const price = page.getByTestId('price').first();
  await expect(price).toContainText('12,90 €');
  await expect(price).toContainText('TTC');
  await expect(page.getByTestId('price-tiers')).toContainText('À partir de 6 : 11,90 €');
  await expect(page.getByText('Costières de Nîmes (AOP)')).toBeVisible();
  await page.getByTestId('format-select').selectOption({ label: 'Magnum 1,5 L' });
  await expect(price).toContainText('27,00 €');
  await expect(page.getByRole('link', { name: 'Ingrédients & valeurs nutritionnelles' })).toHaveAttribute(
    'href',
    '/gs1/01/03760123450027/22/2022',
  );
  await page
    .getByRole('navigation', { name: 'Fil d’Ariane' })
    .getByRole('link', { name: 'Domaine Démo' })
    .click();
  await expect(page).toHaveURL('/domaine-demo');
});

test('filters that match nothing say so and reset; an unknown product is "Produit inexistant"', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto('/domaine-demo?gamme=Plaisir&type=sparkling');
  await expect(page.getByText('Aucun produit ne correspond à votre recherche')).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
  await expect(page).toHaveURL('/domaine-demo');
  await expect(cards(page).first()).toBeVisible();

  // 'Autres produits': what has no gamme (accessories, the grape juice). The gamme pill is
  // followed inside the app and keeps the page where it was scrolled.
  await page.evaluate(() => {
    window.scrollTo(0, 200);
    Object.assign(window, { samePage: true });
  });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await page.getByRole('link', { name: 'Autres produits' }).click();
  await expect(page).toHaveURL(/gamme=/);
  await expect(card(page, 'Tire-bouchon sommelier')).toBeVisible();
  await expect(card(page, 'Les Galets Rouge')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The vintage names NV, Non millésimé… are not shown (§9); out of stock is said.
  await page.goto('/domaine-demo');
  await expect(card(page, 'Bulles de Démo')).not.toContainText('NV');
  await expect(card(page, 'Le Petit Démo')).not.toContainText('millésimé');
  await expect(card(page, 'Réserve du Domaine')).toContainText('En rupture');

  await page.goto('/domaine-demo/cuvee-qui-nexiste-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Produit inexistant' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la boutique' }).click();
  await expect(page).toHaveURL('/domaine-demo');
});

test('a shop without products says so', async ({ page, context, request }) => {
  // A producer who has just signed up: a shop, no product yet.
  const stamp = Date.now();
  const answer = await registerAndValidate(request, 'seller', {
    email: `clos.${stamp}@example.fr`,
    password: 'Cuvee2026!x',
    firstname: 'Anne',
    lastname: 'Neuf',
    shopName: `Clos ${stamp}`,
    acceptTerms: true,
  });
  const { urlShop } = answer.user.shops[0]!;
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto(`/${urlShop}`);
  await expect(page.getByText('Cette boutique ne propose pas encore de produits')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

test('an unknown shop, the legal notice and /shops/{id}', async ({ page, context }) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto('/shops/DEMO2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Domaine Démo' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(card(page, 'Les Galets Rouge').getByRole('link')).toHaveAttribute(
    'href',
    '/shops/DEMO2026/les-galets-rouge',
  );

  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL('/shops/DEMO2026/legal-notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page.getByText('SCEA Domaine Démo')).toBeVisible();
  await expect(page.getByText('123 456 789 00017')).toBeVisible();
  await expect(page.getByText('FR32123456789')).toBeVisible();
  await expect(page.getByText('30000 Nîmes')).toBeVisible();
  await expect(page.getByText(/^Cuvée/)).toBeVisible();

  await page.goto('/une-boutique-inconnue');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('the builder box: pick 6 wines, one of them from its page within the builder', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto('/domaine-demo?page=coffrets');
  await card(page, 'Coffret à composer').click();
  await expect(page).toHaveURL('/shops/domaine-demo/builders/coffret-a-composer-choisissez-6-bouteilles');
  await expect(page.getByRole('heading', { level: 1, name: 'Coffret à composer' })).toBeVisible();
  const counter = page.getByTestId('builder-counter');
  await expect(counter).toHaveText('0 / 6');
  await expect(cards(page)).toHaveCount(6);
  const addRouge = page.getByRole('button', { name: 'Ajouter Les Galets Rouge' });
  for (let i = 0; i < 4; i++) await addRouge.click();
  await expect(counter).toHaveText('4 / 6');
  await page.getByRole('button', { name: 'Ajouter Les Galets Blanc' }).click();

  await card(page, 'Bulles de Démo').click();
  await expect(page).toHaveURL(/\/builders\/coffret-a-composer-choisissez-6-bouteilles\/bulles-de-demo/);
  await expect(page.getByRole('heading', { level: 1, name: /Bulles de Démo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter Bulles de Démo' }).click();
  await expect(page.getByTestId('builder-counter')).toHaveText('6 / 6');
  await expect(page.getByText('Votre coffret est complet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter Bulles de Démo' })).toBeDisabled();
  await page.getByRole('link', { name: 'Retour au coffret' }).click();
  await expect(page.getByTestId('builder-counter')).toHaveText('6 / 6');

  await page.goto('/shops/domaine-demo/builders');
  await expect(page.getByRole('heading', { level: 1, name: 'Coffrets à composer' })).toBeVisible();
  await expect(card(page, 'Coffret à composer')).toBeVisible();
  await expect(card(page, 'Coffret découverte')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar lists the tabs and the sign-in with the shop code', async ({ page, context }) => {
    await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
    await page.goto('/domaine-demo');
    await expect(page.getByRole('navigation', { name: 'Rubriques de la boutique' })).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const sidebar = page
      .getByRole('dialog', { name: 'Domaine Démo' })
      .getByRole('navigation', { name: 'Rubriques de la boutique' });
    await expect(sidebar.getByRole('link', { name: 'Rouges' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth/login?id=DEMO2026',
    );
    await sidebar.getByRole('link', { name: 'Rouges' }).click();
    await expect(page).toHaveURL('/domaine-demo?page=rouges');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Rouges' })).toBeVisible();
  });
});

test("the 'Visites' tab lists the estate's visits and leads to one (issue 27)", async ({ page }) => {
  await page.goto('/domaine-demo?page=visites');
  await passAgeGate(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Visites' })).toBeVisible();
  await expect(page.getByText(/Le domaine vous ouvre ses portes/)).toBeVisible();
  await expect(page.getByTestId('empty-tab')).toHaveCount(0);
  const visits = page.getByRole('list', { name: 'Les visites et expériences de Domaine Démo' });
  for (const title of ['Visite libre du chai', 'Une nuit au gîte des vignes'])
    await expect(visits.getByRole('link', { name: title })).toBeVisible();
  await visits.getByRole('link', { name: 'Dégustation commentée de nos cuvées' }).click();
  await expect(page).toHaveURL(/\/domaine-demo\/events\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dégustation commentée de nos cuvées' }),
  ).toBeVisible();
});

test('a first visit shows the shop the server rendered, with no request for its data, then asks the API for the rest', async ({
  page,
}) => {
  const storefrontCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/storefront') || url.pathname === '/v1/products')
      storefrontCalls.push(url.pathname);
  });
  // Before any script: the shop and its first products, with their prices, are in the page.
  const html = await (await page.request.get('/domaine-demo')).text();
  expect(html).toMatch(/<h1[^>]*>Domaine Démo<\/h1>/);
  expect(html).toMatch(/<a [^>]*href="\/domaine-demo\/les-galets-rouge"[^>]*>Les Galets Rouge<\/a>/);
  expect(html).toContain('12,90\u00a0€');
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  await expect(cards(page).first()).toBeVisible();
  await expect(card(page, 'Les Galets Rouge').getByTestId('price')).toContainText('12,90 €');
  expect(storefrontCalls).toEqual([]);

  // Another tab is a new question: the app asks the API.
  await page
    .getByRole('navigation', { name: 'Rubriques de la boutique' })
    .getByRole('link', { name: 'Coffrets' })
    .click();
  await expect(page).toHaveURL('/domaine-demo?page=coffrets');
  await expect.poll(() => storefrontCalls).toContain('/v1/products');
});
