import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support/web.ts';

/*
 * Issue 24, problem 1: once the back office's service worker controlled the tab, every shop,
 * product, legal-notice and e-label page was answered by the back office's shell and reloaded
 * itself 10-20 times a second. As a new visitor tries it: the shop, the cart twice, sign-in,
 * then the shop and a product again — each page renders its products within 2 s and its
 * document loads once. The service worker is allowed here (other journeys block it).
 */
test.use({ serviceWorkers: 'allow' });

/** Every document the tab loads (a page load or a reload), by path. */
function countDocuments(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Opens a page and answers how many documents the tab loaded for it once it settled. */
async function openOnce(page: Page, loads: string[], path: string, ready: () => Promise<void>) {
  const before = loads.length;
  const started = Date.now();
  // From the request to the products on screen, as a person sees it (not every picture loaded).
  await page.goto(path, { waitUntil: 'commit' });
  await ready();
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'rendered', description: `${path}: ${ms} ms` });
  console.log(`rendered ${path} in ${ms} ms`);
  // A page that reloads itself never goes quiet (it reloaded 10-20 times a second).
  await page.waitForLoadState('networkidle');
  return { path, documents: loads.length - before, withinTwoSeconds: ms < 2000 };
}

test('with the service worker in control, shop and product pages render once, signed out and in', async ({
  page,
}) => {
  const loads = countDocuments(page);
  const products = async () => {
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  };
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });

  await page.goto('/domaine-demo');
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await products();
  // The back office's worker installs from the cart, then controls the tab.
  await page.goto('/cart');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/cart');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  expect(await openOnce(page, loads, '/domaine-demo', products)).toEqual({
    path: '/domaine-demo',
    documents: 1,
    withinTwoSeconds: true,
  });
  const product = await openOnce(page, loads, '/domaine-demo/les-galets-rouge', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Les Galets Rouge' })).toBeVisible();
  });
  expect(product).toEqual({ path: '/domaine-demo/les-galets-rouge', documents: 1, withinTwoSeconds: true });
  const legal = await openOnce(page, loads, '/domaine-demo/legal-notice', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(legal.documents).toBe(1);

  await page.goto('/auth/login');
  await signInWithForm(page, DEMO.buyer);
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await openOnce(page, loads, '/domaine-demo', products)).toEqual({
    path: '/domaine-demo',
    documents: 1,
    withinTwoSeconds: true,
  });
  expect(
    await openOnce(page, loads, '/domaine-demo/les-galets-rouge', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Les Galets Rouge' })).toBeVisible();
    }),
  ).toEqual({ path: '/domaine-demo/les-galets-rouge', documents: 1, withinTwoSeconds: true });
  // The worker still controls the tab: the back office's pages keep opening from its shell.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
