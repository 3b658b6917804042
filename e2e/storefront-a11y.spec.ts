import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('axe finds no serious or critical violation on the shop, a product and the e-label', async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
      await page.goto('/domaine-demo?page=nos-vins');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/domaine-demo/les-galets-rouge');
      await expect(page.getByTestId('price').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/shops/domaine-demo/builders/coffret-a-composer-choisissez-6-bouteilles');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/gs1/01/3760123450010/22/2022');
      await expect(page.getByTestId('elabel')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the shop is usable with the keyboard: tabs, filters and a product', async ({ page, context }) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/domaine-demo');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The child tabs open under their parent on keyboard focus.
  const nav = page.getByRole('navigation', { name: 'Rubriques de la boutique' });
  await nav.getByRole('link', { name: 'Nos vins' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Rouges' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/domaine-demo?page=rouges');
  await page.getByLabel('Couleur').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL('/domaine-demo?page=rouges&color=red');
  const first = page.getByTestId('product-card').first().getByRole('link');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\?/);
});
