import { expect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { tokenFor } from './support/web.ts';

test.use({ serviceWorkers: 'block' });

const OWNER = 'maison.seconde@cuvee.demo';
const TABS = [
  { id: 'champagnes', name: 'Champagnes', children: [] },
  // Two tabs named alike (spec §2: ?pageid then tells them apart), one with a text.
  {
    id: 'cuvees-rares',
    name: 'Millésimes',
    content: 'Nos vins des grandes années, en quantités confidentielles.',
    children: [],
  },
  { id: 'millesimes-bis', name: 'Millésimes', children: [] },
];

// Maison Seconde, changed for this journey and put back afterwards.
test('members-only prices, tab texts and tabs sharing a name', async ({ page, context, request }) => {
  const jwt = await tokenFor(request, OWNER);
  const put = (data: object) => request.put('/v1/shops/me', { headers: bearer(jwt), data });
  const before = (await (await request.get('/v1/shops/maison-seconde/storefront')).json()).shop;
  expect((await put({ settings: { pricesForMembersOnly: true }, tabs: TABS })).status()).toBe(200);
  try {
    await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
    await page.goto('/maison-seconde');
    const card = page.getByTestId('product-card').first();
    await expect(card).toContainText('Prix réservés aux membres');
    await expect(card.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/auth/register/buyer?id=${before.code}`,
    );
    await expect(page.getByTestId('price')).toHaveCount(0);

    const tabs = page.getByRole('navigation', { name: 'Rubriques de la boutique' });
    await expect(tabs.getByRole('link', { name: 'Millésimes' }).first()).toHaveAttribute(
      'href',
      '/maison-seconde?page=mill%C3%A9simes&pageid=cuvees-rares',
    );
    await expect(tabs.getByRole('link', { name: 'Champagnes' })).toHaveAttribute(
      'href',
      '/maison-seconde?page=champagnes',
    );
    await tabs.getByRole('link', { name: 'Millésimes' }).first().click();
    await expect(page.getByText('Nos vins des grandes années, en quantités confidentielles.')).toBeVisible();
    await expect(page.getByText('Aucun produit dans cette rubrique pour le moment')).toBeVisible();
    await tabs.getByRole('link', { name: 'Millésimes' }).nth(1).click();
    await expect(page).toHaveURL(/pageid=millesimes-bis/);
    await expect(page.getByText('Nos vins des grandes années')).toHaveCount(0);
  } finally {
    await put({ settings: { pricesForMembersOnly: false }, tabs: before.tabs });
  }
});
