import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds no serious or critical violation on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the owner home', async ({ page }) => {
  await openSignedIn(page, DEMO.owner);
  await expect(page.getByRole('heading', { name: /Bonjour Claire/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dernières notifications' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the settings', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Informations de la boutique' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Mon compte' }).first().click();
  await expect(page.getByLabel('Prénom')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
