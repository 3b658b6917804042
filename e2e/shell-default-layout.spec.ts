import { expect, test } from '@playwright/test';
import { registerAndValidate } from './support/registration.ts';
import { DEMO, openSignedIn, openWithToken } from './support/web.ts';

// Spec §2 "Default layout" and "Main header": the buyer's cart badge and drawer with the
// 'Attention !!' confirmation, the new-version banner, the messaging layout.
test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

test('a buyer with items sees the cart badge, the drawer, and empties the cart after confirming', async ({
  page,
  request,
}) => {
  const email = `e2e.cart.${Date.now()}@example.fr`;
  const { jwt } = await registerAndValidate(request, 'buyer', {
    email,
    password: 'Panier123',
    firstname: 'Inès',
    lastname: 'Panier',
    acceptTerms: true,
    shopCode: 'DEMO2026',
  });
  // A cart line as the shop's pages add it: the wine's ids and what the page showed.
  const { product } = await (await request.get('/v1/shops/domaine-demo/products/les-galets-rouge')).json();
  const format = product.formats[0];
  const vintage = product.vintages[0];
  const saved = await request.put('/v1/users/me', {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      message: false,
      cart: {
        lastUpdated: new Date().toISOString(),
        orders: [
          {
            seller: { id: product.shopId, name: 'Domaine Démo' },
            products: [
              {
                idTmp: `${product.id}:${format.id}:${vintage.id}`,
                productId: product.id,
                formatId: format.id,
                vintageId: vintage.id,
                productType: 'bottle',
                quantity: 2,
                display: {
                  name: 'Les Galets Rouge',
                  vintageName: vintage.name,
                  formatLabel: 'Bouteille 75 cl',
                  picture: null,
                  unitPrice: format.price.shown,
                },
              },
            ],
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);

  await openWithToken(page, jwt);
  const cart = page.getByTestId('cart-button');
  await expect(cart).toHaveAccessibleName('Panier, 2 article(s)');
  await cart.click();
  const drawer = page
    .getByRole('presentation')
    .filter({ has: page.getByRole('heading', { name: 'Mon panier' }) });
  await expect(drawer.getByText('Les Galets Rouge 2022')).toBeVisible();
  // The total the server answers at the opening: 2 × 12,90 € TTC.
  await expect(drawer.getByTestId('cart-total')).toHaveText('25,80 €');
  await drawer.getByRole('button', { name: 'Vider le panier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Attention !!' });
  await expect(confirm).toContainText('Vous êtes sur le point de vider votre panier');
  await confirm.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { name: 'Mon panier' })).toBeHidden();
  await expect(cart).toHaveCount(0);
});

test('a new deployed version shows the new-version banner', async ({ page }) => {
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: '9.9.9+20990101T000000Z' } }),
  );
  await page.goto('/auth/login');
  const banner = page.getByTestId('version-banner');
  await expect(banner).toContainText('Une nouvelle version de Cuvée est disponible.');
  await expect(banner.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
});

test("the tickets layout is the messaging, titled 'Messagerie'", async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/tickets');
  await expect(page.getByTestId('tickets-title')).toHaveText('Messagerie');
  await expect(page.getByRole('heading', { name: 'Bientôt disponible' })).toBeVisible();
});
