import { expect, type Page, test } from '@playwright/test';
import { DEMO, settle, signInWithForm } from './support/web.ts';

// A visitor fills a cart at Domaine Démo (spec §2, §4): from the grid and from a product page,
// the header's badge, the drawer, then /cart with one block per seller.
test.use({ serviceWorkers: 'block' });

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const badge = (page: Page) => page.getByTestId('storefront-cart-count');
const shots = 'test-results/cart';

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

test('a visitor adds two Domaine Démo wines, sees the badge, the drawer and /cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/domaine-demo?page=blancs');
  await passAgeGate(page);

  // From the grid: one bottle of the white, with a confirmation.
  await card(page, 'Les Galets Blanc')
    .getByRole('button', { name: 'Ajouter Les Galets Blanc au panier' })
    .click();
  await expect(page.getByText('Les Galets Blanc ajouté au panier')).toBeVisible();
  await expect(badge(page)).toHaveText('1');

  // From the product page: two bottles of the red, chosen with the keyboard.
  await page.goto('/domaine-demo/les-galets-rouge');
  await expect(page.getByRole('heading', { level: 1, name: /Les Galets Rouge/ })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Ajouter une unité de Les Galets Rouge' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).focus();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveText('3');

  // The drawer: the seller and its two lines; the server is asked for the prices.
  const priced = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/v1/orders/get-cart-price',
  );
  await page.getByRole('link', { name: 'Panier, 3 article(s)' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('heading', { name: 'Mon panier' })).toBeVisible();
  await priced;
  const seller = drawer.getByRole('region', { name: 'Domaine Démo' });
  await expect(seller.getByTestId('cart-line')).toHaveCount(2);
  await expect(seller.getByTestId('cart-line').filter({ hasText: 'Les Galets Rouge' })).toContainText('2');
  // The server's total: 11,90 € + 2 × 12,90 € TTC.
  await expect(drawer.getByTestId('cart-total')).toHaveText('37,70 €');
  await settle(page);
  await page.screenshot({ path: `${shots}/drawer-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer).toHaveCSS('width', '390px');
  await page.screenshot({ path: `${shots}/drawer-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(drawer).toHaveCSS('width', '400px');

  // /cart: one block for Domaine Démo with the same lines (the signed-out cart is the browser's).
  await drawer.getByRole('button', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const blocks = page.getByTestId('cart-seller-block');
  await expect(blocks).toHaveCount(1);
  await expect(blocks.getByRole('heading', { name: 'Domaine Démo' })).toBeVisible();
  await expect(blocks.getByTestId('cart-line')).toHaveCount(2);
  await expect(blocks.getByTestId('cart-seller-total')).toHaveText('37,70 €');
  await expect(page.getByTestId('cart-page-total')).toHaveText('37,70 €');
  await expect(page.getByRole('button', { name: 'Passer commande' })).toBeEnabled();
  await settle(page);
  await page.screenshot({ path: `${shots}/cart-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/cart-390.png`, fullPage: true });

  // Emptying asks first, then goes back to the seller's shop with an empty cart.
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Attention !!' });
  await expect(confirm).toContainText('Vous êtes sur le point de vider votre panier');
  await confirm.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domaine Démo' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test("a visitor's cart replaces the account's at sign-in and is saved on the account", async ({ page }) => {
  await page.goto('/domaine-demo?page=blancs');
  await passAgeGate(page);
  await card(page, 'Les Galets Blanc')
    .getByRole('button', { name: 'Ajouter Les Galets Blanc au panier' })
    .click();
  await expect(badge(page)).toHaveText('1');

  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && new URL(answer.url()).pathname === '/v1/users/me',
  );
  await page.goto('/auth/login');
  await signInWithForm(page, DEMO.buyer);
  expect((await saved).status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('cuvee.cart'))).toBeNull();

  // A new page load reads the cart from the account (nothing left in the browser's storage).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cuvee.cart.unsaved'))).toBeNull();
  await page.goto('/cart');
  const blocks = page.getByTestId('cart-seller-block');
  await expect(blocks).toHaveCount(1);
  await expect(blocks.getByTestId('cart-line')).toHaveCount(1);
  await expect(blocks.getByTestId('cart-line')).toContainText('Les Galets Blanc');
  await expect(page.getByTestId('cart-button')).toBeVisible();
});

test('a complete box from the builder goes to the cart as one line, and the picks start again', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto('/shops/domaine-demo/builders/coffret-a-composer-choisissez-6-bouteilles');
  const counter = page.getByTestId('builder-counter');
  await expect(counter).toHaveText('0 / 6');
  const addBox = page.getByRole('button', { name: 'Ajouter le coffret au panier' });
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Ajouter Les Galets Rouge' }).click();
  await expect(counter).toHaveText('5 / 6');
  // Not before the box is complete.
  await expect(addBox).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter Les Galets Blanc' }).click();
  await addBox.click();
  await expect(badge(page)).toHaveText('1');
  await expect(counter).toHaveText('0 / 6');
  await page.getByTestId('storefront-cart').click();
  const line = page.getByTestId('cart-drawer').getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Coffret à composer');
});
