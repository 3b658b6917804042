import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { demoPurchase, placeDemoOrder } from './support/orders.ts';
import { registerAndValidate } from './support/registration.ts';
import { DEMO, openWithToken, tokenFor } from './support/web.ts';

// Issue 29's loyalty, as a buyer makes it: a new buyer of Domaine Démo is paid an invoice
// (points earned) and given back their paper card's points by the owner; in the cart they see
// their points, take the bottle their tier offers, add it at 0 € and place the order; their
// dashboard's history shows the points spent. The journey makes its own buyer.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/loyalty';

async function ok<T = unknown>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Domaine Démo's programme as its demo has it (the journeys' server seeds the catalogue only). */
async function demoProgramme(request: APIRequestContext, owner: string) {
  const { lines } = await ok<{ lines: { productId: string; productName: string; formatId: string }[] }>(
    await request.get('/v1/stocks?limit=200', { headers: bearer(owner) }),
  );
  const galets = lines.find((l) => l.productName === 'Les Galets Rouge')!;
  await ok(
    await request.put('/v1/loyalty/programme', {
      headers: bearer(owner),
      data: {
        active: true,
        pointsPerEuro: 1,
        expiryMonths: 24,
        tiers: [
          { name: 'Bronze', threshold: 0, advantages: 'Les nouveautés du domaine en avant-première' },
          { name: 'Argent', threshold: 150, advantages: 'Une bouteille offerte au choix' },
          { name: 'Or', threshold: 500, advantages: 'Invitation aux vendanges' },
        ],
        rewards: [
          {
            name: 'Une bouteille offerte',
            kind: 'products',
            pointsRequired: 100,
            products: [{ productId: galets.productId, formatId: galets.formatId }],
            maxChoice: 1,
            tierName: 'Argent',
          },
          { name: 'Remise de 10 €', kind: 'discount', pointsRequired: 200, discountCents: 1000 },
        ],
      },
    }),
  );
}

/** A new buyer whose first order is validated, invoiced and paid, and whose paper card is carried over. */
async function buyerWithPoints(request: APIRequestContext) {
  const email = `fidele.${randomUUID().slice(0, 8)}@exemple.fr`;
  const { jwt } = await registerAndValidate(request, 'buyer', {
    email,
    password: 'Secret1',
    firstname: 'Camille',
    lastname: 'Fidèle',
    shopCode: 'DEMO2026',
    acceptTerms: true,
  });
  const owner = await tokenFor(request, DEMO.owner);
  await demoProgramme(request, owner);
  const placed = await placeDemoOrder(request, jwt, await demoPurchase(request));
  await ok(
    await request.post(`/v1/orders/${placed.id}/actions/validate`, { headers: bearer(owner), data: {} }),
  );
  const { invoice } = await ok<{ invoice: { id: string; payable: number } }>(
    await request.post('/v1/invoices', { headers: bearer(owner), data: { orderId: placed.id } }),
  );
  await ok(
    await request.post('/v1/payments', {
      headers: bearer(owner),
      data: {
        invoiceId: invoice.id,
        type: 'transfer',
        amount: invoice.payable,
        paidOn: new Date().toISOString().slice(0, 10),
        reference: 'VIR-FIDELITE',
      },
    }),
  );
  const order = await ok<{ order: { client: { id: string } } }>(
    await request.get(`/v1/orders/${placed.id}`, { headers: bearer(owner) }),
  );
  await ok(
    await request.post(`/v1/loyalty/clients/${order.order.client.id}/adjustments`, {
      headers: bearer(owner),
      data: { points: 150, reason: 'Reprise de la carte de fidélité papier' },
    }),
  );
  return { jwt, email };
}

/** The shop's page; the age gate, when it asks (a signed-in buyer may have answered it), is answered. */
async function openShop(page: Page, product: ReturnType<Page['getByTestId']>) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate.or(product)).toBeVisible();
  if (await gate.isVisible()) {
    await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
    await expect(gate).toBeHidden();
  }
}

test('a buyer with enough points takes an offered bottle in the cart; the ledger shows the debit', async ({
  page,
  request,
}) => {
  const { jwt } = await buyerWithPoints(request);
  const before = await ok<{ shops: { shopName: string; balance: number }[] }>(
    await request.get('/v1/account/loyalty', { headers: bearer(jwt) }),
  );
  const balance = before.shops.find((s) => s.shopName === 'Domaine Démo')?.balance ?? 0;
  expect(balance).toBeGreaterThanOrEqual(150);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithToken(page, jwt, '/domaine-demo');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Les Galets Blanc', exact: true }) });
  await openShop(page, card);
  await card.getByRole('button', { name: 'Ajouter Les Galets Blanc au panier' }).click();
  await expect(page.getByText('Les Galets Blanc ajouté au panier')).toBeVisible();

  await page.goto('/cart');
  const loyalty = page.getByTestId('cart-loyalty');
  await expect(loyalty.getByTestId('cart-loyalty-points')).toHaveText(`Vos points : ${balance}`);
  await expect(loyalty.getByText('Palier Argent')).toBeVisible();
  await loyalty.getByRole('button', { name: /Une bouteille offerte/ }).click();
  await expect(loyalty.getByTestId('cart-loyalty-chosen')).toHaveText(
    '« Une bouteille offerte » : 100 points seront utilisés à la commande',
  );
  await loyalty.getByRole('button', { name: /^Ajouter Les Galets Rouge/ }).click();
  // The offered bottle is a line of its own, priced 0 € by the server.
  const block = page.getByTestId('cart-seller-block');
  await expect(block.getByTestId('cart-line').filter({ hasText: 'Les Galets Rouge' })).toContainText(
    'Prix unitaire 0,00',
  );
  await expect(loyalty.getByRole('button', { name: /^Ajouter Les Galets Rouge/ })).toBeDisabled();
  // Priced: the offered bottle still carries its excise (it leaves the books at 0 €).
  await expect(
    block.getByTestId('cart-line').filter({ hasText: 'Offert (fidélité)' }).getByTestId('cart-line-excise'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer commande' })).toBeEnabled();
  await page.screenshot({ path: `${shots}/cart-reward-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/cart-reward-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Passer commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Fidèle');
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales de vente de Domaine Démo" })
    .check();
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  // The dashboard: the points left, and the history with the reward's debit on top.
  await page.goto('/dashboard');
  const mine = page.getByTestId('my-loyalty');
  await expect(mine.getByTestId('my-loyalty-balance')).toHaveText(`${balance - 100} pt`);
  await mine.getByRole('button', { name: 'Voir l’historique' }).click();
  const first = mine.getByTestId('loyalty-ledger').getByRole('listitem').first();
  await expect(first).toContainText('« Une bouteille offerte » sur la commande');
  await expect(first.getByTestId('loyalty-entry-points')).toHaveText('-100');
  await expect(mine.getByTestId('loyalty-ledger')).toContainText('Reprise de la carte de fidélité papier');
  await page.screenshot({ path: `${shots}/buyer-points-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/buyer-points-390.png`, fullPage: true });
});
