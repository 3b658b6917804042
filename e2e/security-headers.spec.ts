import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support/web.ts';

// The storefront, the e-label, the login and the back office under the Content-Security-Policy
// of decision 0024: every page carries it, and the browser reports no violation and no error.

type Violation = { directive: string; blocked: string; source: string };

/** Listens, from before any script of each page, to the browser's CSP violation reports. */
async function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? []);
  return { messages, violations };
}

/** The page's own answer carries the policy (every one of them: decision 0024). */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  // Scripts from the app's host only: no inline script at all (decision 0036); and the Stripe.js
  // of the local stand-in, since the journeys run with card payments on (decision 0039).
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( http:\/\/127\.0\.0\.1:\d+)?(;|$)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('the storefront, a product and the e-label run under the policy with no violation', async ({ page }) => {
  const { messages, violations } = await watch(page);

  // The age gate, rendered by the server and hydrated: its answer closes it.
  await open(page, '/domaine-demo');
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Domaine Démo' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await open(page, '/domaine-demo/les-galets-rouge');
  await expect(page.getByRole('heading', { level: 1, name: /Les Galets Rouge/ })).toBeVisible();
  await expect(page.getByTestId('price').first()).toContainText('12,90 €');
  expect(await violations()).toEqual([]);

  await open(page, '/gs1/01/3760123450010/22/2022');
  await expect(page.getByTestId('elabel').getByRole('heading', { level: 1 })).toHaveText(
    'Les Galets Rouge 2022',
  );
  await expect(page.getByTestId('elabel-nutrition')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(messages).toEqual([]);
});

test('the login, the product list and the product form of the back office run under the policy with no violation', async ({
  page,
}) => {
  const { messages, violations } = await watch(page);

  await open(page, '/auth/login?redirectLink=/dashboard/products');
  await signInWithForm(page, DEMO.owner);
  await expect(page).toHaveURL('/dashboard/products');
  await expect(page.getByTestId('product-count')).toHaveText(/\d+ produits/);
  expect(await violations()).toEqual([]);

  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(page).toHaveURL('/dashboard/products/add');
  await expect(page.getByRole('heading', { name: 'Nouveau produit' })).toBeVisible();
  // The form's rules answer in the page: MUI's run-time styles and the app's scripts at work.
  await page.getByRole('button', { name: 'Créer le produit' }).first().click();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
  expect(await violations()).toEqual([]);

  // The form opened by its address (a page answer of its own).
  await open(page, '/dashboard/products/add');
  await expect(page.getByRole('heading', { name: 'Nouveau produit' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(messages).toEqual([]);
});

test("the API's documentation runs under its own policy with no violation", async ({ page }) => {
  const { messages, violations } = await watch(page);
  const response = await page.goto('/v1/docs/');
  expect(response?.status()).toBe(200);
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Cuvée API/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(messages).toEqual([]);
});
