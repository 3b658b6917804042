import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// Issue 24, problem 11: on a 390 px phone the orders table shows each order whole (no column
// cut off at the right), and the 'added to the cart' message does not cover the drawer's
// 'Voir le panier'.

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });

/** Whether `locator` is what a finger on its centre touches (nothing drawn over it). */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

test('the orders table fits a 390 px phone: reference, client, amounts and statuses of each order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const table = page.getByTestId('orders-table-compact');
  // Nothing to scroll sideways: the table is no wider than its box.
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const first = rows.first();
  for (const part of [
    first.getByRole('link', { name: /Voir la commande/ }),
    first.getByTestId('order-amounts'),
    first.locator('.MuiChip-root').last(),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(first.getByTestId('order-amounts')).toContainText(/HT|TTC/);
});

test('on a phone, the message of a bottle added leaves the drawer’s ‘Voir le panier’ free', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/domaine-demo?page=blancs');
  await passAgeGate(page);
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Les Galets Blanc', exact: true }) })
    .getByRole('button', { name: 'Ajouter Les Galets Blanc au panier' })
    .click();
  const added = page.getByText('Les Galets Blanc ajouté au panier');
  await expect(added).toBeVisible();
  await page.getByRole('link', { name: 'Panier, 1 article(s)' }).click();
  const drawer = page.getByTestId('cart-drawer');
  const see = drawer.getByRole('button', { name: 'Voir le panier' });
  await expect(see).toBeVisible();
  // Well within the message's 5 seconds: it is gone, the button is what a finger touches.
  await expect(added).toBeHidden({ timeout: 2_000 });
  expect(await onTop(see)).toBe(true);
  await see.click();
  await expect(page).toHaveURL('/cart');
});
