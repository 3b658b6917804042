import { expect, type Page, test } from '@playwright/test';

// Issue 12 (decision 0036): the shop app's pages are rendered by the server from the components
// the browser hydrates. A visitor without scripts can use them; with scripts, the server's page
// is kept (not rebuilt) and moves in place.
test.use({ serviceWorkers: 'block' });

const cards = (page: Page) => page.getByTestId('product-card');
const gate = (page: Page) => page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });

test('the shop page as a crawler or curl gets it: the first products and their prices, the age gate, a 404 for what does not exist', async ({
  request,
}) => {
  const answer = await request.get('/domaine-demo', { headers: { 'accept-language': 'fr-FR' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  for (const name of ['Les Galets Rouge', 'Les Galets Blanc', 'Coffret découverte'])
    expect(html).toMatch(new RegExp(`<a [^>]*href="/domaine-demo/[^"]+"[^>]*>${name}</a>`));
  expect(html).toContain('12,90\u00a0€');
  expect(html).toContain('data-testid="age-gate"');
  expect(html).toContain('Avez-vous plus de 18 ans');
  // Tabs and pages are real links.
  expect(html).toMatch(/<a [^>]*href="\/domaine-demo\?page=coffrets"/);
  // Having answered: no gate in the page.
  const answered = await request.get('/domaine-demo', { headers: { cookie: 'isOver18=true' } });
  expect(await answered.text()).not.toContain('data-testid="age-gate"');
  // An unknown shop or product: 404, the not-found page written by the server.
  for (const url of ['/nulle-part', '/domaine-demo/cuvee-qui-nexiste-pas']) {
    const missing = await request.get(url);
    expect(missing.status(), url).toBe(404);
    expect(await missing.text(), url).toMatch(/This page could not be found|Produit inexistant/);
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor passes the gate, changes tab and opens a product', async ({ page }) => {
    await page.goto('/domaine-demo');
    await gate(page).getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
    await expect(gate(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(18);
    await page
      .getByRole('navigation', { name: 'Rubriques de la boutique' })
      .getByRole('link', { name: 'Coffrets' })
      .click();
    await expect(page).toHaveURL('/domaine-demo?page=coffrets');
    await expect(page.getByRole('heading', { level: 2, name: 'Coffrets' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Les Galets Rouge' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Coffret découverte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Coffret découverte/ })).toBeVisible();
    await expect(page.getByTestId('price').first()).toContainText('32,00 €');
  });
});

test("the browser hydrates the server's page: its elements are kept, nothing is reported, and a tab or a filter changes it in place", async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) reports.push(message.text());
  });
  page.on('pageerror', (error) => reports.push(error.message));
  // The first product card the server wrote, remembered as the page is parsed (before any script).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[data-testid="product-card"]');
      if (!card) return;
      Object.assign(window, { serverCard: card });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/domaine-demo');
  // Hydrated: the gate turned modal, its answer focused.
  const yes = gate(page).getByRole('button', { name: "Oui, j'ai plus de 18 ans" });
  await expect(yes).toBeFocused();
  const kept = () =>
    page.evaluate(() => {
      const remembered = (window as { serverCard?: Element }).serverCard;
      return (
        remembered?.isConnected === true &&
        remembered === document.querySelector('[data-testid="product-card"]')
      );
    });
  expect(await kept()).toBe(true);
  await yes.click();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole('navigation', { name: 'Rubriques de la boutique' })
    .getByRole('link', { name: 'Nos vins' })
    .click();
  await expect(page).toHaveURL('/domaine-demo?page=nos-vins');
  await page.getByLabel('Couleur').selectOption({ label: 'Blanc' });
  await expect(page).toHaveURL(/page=nos-vins.*color=white/);
  await expect(cards(page).filter({ hasText: 'Les Galets Blanc' })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Les Galets Rouge' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(reports).toEqual([]);
});

test("a bottle's e-label is in the page the server sends, and the reader's browser asks nothing more to show it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/gs1/01/3760123450010/22/2022')).text();
  expect(html).toMatch(/<h1[^>]*>Les Galets Rouge/);
  expect(html).toContain('data-testid="elabel-nutrition"');
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/v1/')) asked.push(new URL(sent.url()).pathname);
  });
  await page.goto('/gs1/01/3760123450010/22/2022');
  await expect(page.getByTestId('elabel').getByRole('heading', { level: 1 })).toHaveText(
    'Les Galets Rouge 2022',
  );
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/v1/elabel'))).toEqual([]);
  expect((await request.get('/gs1/01/3760123450010/22/1999')).status()).toBe(404);
});
