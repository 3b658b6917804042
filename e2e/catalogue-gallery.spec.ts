import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

// Screenshots of the back-office catalogue, on a desktop and a phone. The file sorts before the
// other catalogue journeys, so the pictures show the demo catalogue as seeded. They go to
// docs/screenshots only with UPDATE_SCREENSHOTS=1, so that a test run leaves the tree clean.
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** A section tab scrolls smoothly to its section: the picture waits until the page stands still there. */
async function scrolledTo(page: Page, section: string) {
  await expect(page.locator(`#section-${section}`)).toBeInViewport();
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

for (const size of SIZES) {
  test(`catalogue screens (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const list = await request.get('/v1/dashboard/products', {
      headers: bearer(await tokenFor(request, DEMO.owner)),
      params: { search: 'les galets rouge' },
    });
    const product = (await list.json()).products[0] as { id: string };

    await openSignedIn(page, DEMO.owner, '/dashboard/products');
    await expect(
      page.getByTestId(size.name === 'mobile' ? 'product-card' : 'product-row').first(),
    ).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}catalogue-list-${size.name}.png` });

    await page.goto(`/dashboard/products/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Les Galets Rouge' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}catalogue-form-${size.name}.png` });
    await page.getByRole('tab', { name: 'Formats et prix' }).click();
    await scrolledTo(page, 'formats');
    await page.screenshot({ path: `${SHOTS}catalogue-form-prices-${size.name}.png` });
    await page.locator('#section-elabel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('elabel-qr').getByRole('img')).toBeVisible();
    await page.getByRole('tab', { name: 'Étiquette électronique' }).click();
    await scrolledTo(page, 'elabel');
    await page.screenshot({ path: `${SHOTS}catalogue-elabel-${size.name}.png` });

    await page.goto('/dashboard/tarifs');
    await expect(page.getByTestId('grid-row').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}catalogue-grid-${size.name}.png` });

    await page.goto('/dashboard/customize');
    await expect(page.getByTestId('header-preview')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}catalogue-customize-${size.name}.png` });
  });
}
