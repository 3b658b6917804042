import { expect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { registerAndValidate } from './support/registration.ts';
import { openWithToken } from './support/web.ts';

// Issue 24, problem 2, as a buyer makes it: they fill Domaine Démo's box to compose with six
// wines in the builder, the cart shows the six, they order it, and their order page lists the
// six wines under the box. A buyer of its own (registered for the run): no other journey's cart.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/storefront-box';
const BUILDER = '/shops/domaine-demo/builders/coffret-a-composer-choisissez-6-bouteilles';
const WINES = [
  'Les Galets Rouge',
  'Cuvée Prestige Rouge',
  'Les Galets Blanc',
  'Cuvée Prestige Blanc',
  'Les Galets Rosé',
  'Bulles de Démo',
];

/**
 * The page at 1280 then at 390 px wide, back at 1280: the whole page, or (`fullPage` false) the
 * screen as `ready` left it scrolled — the builder's sticky head would float mid-page otherwise.
 */
async function shoot(page: Page, name: string, ready: () => Promise<void>, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a buyer composes a box of six wines, orders it, and reads the six wines on the order', async ({
  page,
  request,
  context,
}) => {
  // Registration, six picks, the cart, the checkout and the order, with screenshots at two widths.
  test.setTimeout(180_000);
  const email = `e2e.coffret.${Date.now()}.${test.info().repeatEachIndex}@example.fr`;
  const { jwt } = await registerAndValidate(request, 'buyer', {
    email,
    password: 'Coffret123',
    firstname: 'Lucie',
    lastname: 'Coffret',
    acceptTerms: true,
    shopCode: 'DEMO2026',
  });
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithToken(page, jwt, BUILDER);

  // The builder: one of each of the six wines fills the box.
  await expect(page.getByRole('heading', { level: 1, name: 'Coffret à composer' })).toBeVisible();
  const counter = page.getByTestId('builder-counter');
  await expect(counter).toHaveText('0 / 6');
  for (const [i, wine] of WINES.entries()) {
    await page.getByRole('button', { name: `Ajouter ${wine}`, exact: true }).click();
    await expect(counter).toHaveText(`${i + 1} / 6`);
  }
  await expect(page.getByText('Votre coffret est complet.')).toBeVisible();
  const addBox = page.getByRole('button', { name: 'Ajouter le coffret au panier' });
  await shoot(
    page,
    'builder',
    async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(counter).toBeInViewport();
    },
    false,
  );
  await shoot(
    page,
    'builder-add',
    async () => {
      await addBox.scrollIntoViewIfNeeded();
      await expect(addBox).toBeInViewport();
    },
    false,
  );
  await addBox.click();
  await expect(page.getByText('Coffret à composer ajouté au panier')).toBeVisible();
  await expect(counter).toHaveText('0 / 6');

  // The cart: one box line, its six wines listed under it, priced by the server.
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Coffret à composer');
  const inCart = line.getByRole('list', { name: 'Contenu du coffret' }).getByRole('listitem');
  await expect(inCart).toHaveCount(6);
  for (const wine of WINES) await expect(inCart.filter({ hasText: `1 × ${wine}` })).toHaveCount(1);
  await expect(line.getByTestId('cart-line-excise')).toBeVisible();
  await shoot(page, 'cart', () => expect(line.getByTestId('cart-line-excise')).toBeVisible());

  // The checkout: home delivery, a transfer, the terms and the adult certification.
  await page.getByRole('button', { name: 'Passer commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Lucie');
  await page.getByLabel('Nom', { exact: true }).fill('Coffret');
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  // The order page lists the box and, under it, its six wines.
  await page.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande C-\d{6}$/ })).toBeVisible();
  const ordered = page.getByTestId('order-line');
  await expect(ordered).toHaveCount(1);
  await expect(ordered).toContainText('Coffret à composer');
  const contents = ordered.getByRole('list', { name: 'Contenu du coffret' }).getByRole('listitem');
  await expect(contents).toHaveCount(6);
  for (const wine of WINES) await expect(contents.filter({ hasText: wine })).toHaveCount(1);
  await shoot(page, 'order', () =>
    expect(page.getByTestId('order-line').getByTestId('box-contents')).toBeVisible(),
  );

  // What the page read is the order the API keeps: six wines, one bottle of each.
  const id = page.url().split('/').pop()!;
  const order = (await (await request.get(`/v1/orders/mine/${id}`, { headers: bearer(jwt) })).json()) as {
    order: { lines: { contents: { label: string; quantity: number }[] }[] };
  };
  expect(order.order.lines[0]!.contents.map((c) => c.quantity)).toEqual([1, 1, 1, 1, 1, 1]);
});
