import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

// The product form's save bar, on a desktop and a phone: a snackbar shows above it and the
// chat button stays clear of it; the vintage's 'Degré d'alcool' label clears its '% vol.'
// (decision 0019). Pictures go to test-results/screenshots.
const SHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function productId(page: Page, search: string): Promise<string> {
  const res = await page.request.get('/v1/dashboard/products', {
    headers: bearer(await tokenFor(page.request, DEMO.owner)),
    params: { search },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()).products as { id: string }[])[0]!.id;
}

for (const size of SIZES) {
  test(`the save bar stays clear of the snackbar and the chat button (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const id = await productId(page, 'les galets rouge');
    await openSignedIn(page, DEMO.owner, `/dashboard/products/${id}`);
    await expect(page.getByRole('heading', { name: 'Les Galets Rouge' })).toBeVisible();

    // The vintage row, its alcohol emptied: the label and its unit side by side, not on top
    // of each other.
    const vintage = page.getByTestId('vintage-row').first();
    const label = vintage.locator('label', { hasText: 'Degré d’alcool' });
    const unit = vintage.getByText('% vol.', { exact: true });
    await vintage.scrollIntoViewIfNeeded();
    await vintage.getByLabel('Degré d’alcool').fill('');
    await vintage.getByLabel('Degré d’alcool').blur();
    await expect(label).toBeVisible();
    expect(overlap(await boxOf(label), await boxOf(unit)), 'label over its unit').toBe(false);
    await vintage.screenshot({ path: `${SHOTS}vintage-row-${size.name}.png` });

    // A refused save: the form says so in a snackbar while the save bar is shown.
    await page.getByLabel(/^Nom\s*\*?$/).fill('');
    const bar = page.getByTestId('save-bar');
    await expect(bar).toContainText('Modifications non enregistrées');
    await bar.getByRole('button', { name: 'Enregistrer' }).click();
    const snack = page.getByRole('alert').filter({ hasText: 'Corrigez les champs signalés.' });
    await expect(snack).toBeVisible();
    await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}save-bar-${size.name}.png` });

    const barBox = await boxOf(bar);
    // The bar is in view, at the bottom of the screen.
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(size.height);
    expect(overlap(await boxOf(snack), barBox), 'snackbar over the save bar').toBe(false);
    // Reachable: both buttons of the bar answer clicks at their centre (nothing sits on them).
    for (const name of ['Annuler', 'Enregistrer']) {
      const button = bar.getByRole('button', { name });
      const box = await boxOf(button);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="save-bar"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop, `${name} is not covered`).toBe(true);
    }
    const chat = page.getByRole('button', { name: "Besoin d'aide\u202f?" });
    if (size.name === 'desktop') {
      await expect(chat).toBeVisible();
      expect(overlap(await boxOf(chat), barBox), 'chat button over the save bar').toBe(false);
    } else {
      // The back office offers help from its bottom bar on a phone: no floating button.
      await expect(chat).toBeHidden();
    }
  });
}
