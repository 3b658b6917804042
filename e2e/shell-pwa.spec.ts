import { expect, test } from '@playwright/test';

test('the service worker registers and the manifest installs the app', async ({ page, request }) => {
  await page.goto('/auth/login');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  expect(scope.script).toMatch(/\/sw\.js$/);
  expect(new URL(scope.scope).pathname).toBe('/');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Cuvée',
    lang: 'fr',
    display: 'standalone',
    start_url: '/dashboard',
  });
  const version = await (await request.get('/version.json')).json();
  expect(version.version).toMatch(/^5\.5\.1\+\d{8}T\d{6}Z$/);
});

test('offline, the installed shell still opens', async ({ page, context }) => {
  await page.goto('/auth/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the precache; a reload puts the page under the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/auth/register-wineriz');
  await expect(page.getByRole('heading', { name: 'Rejoindre Cuvée' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
});
