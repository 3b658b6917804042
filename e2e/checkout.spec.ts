import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, DEMO_PASSWORD } from './support/api.ts';
import { signInWithForm } from './support/web.ts';

// Issue 14's journey, as a new buyer makes it (decision 0040): a visitor fills a cart at two
// sellers, signs in at checkout (the cart follows), chooses home delivery and a payment per
// seller, and places two orders with the totals the checkout showed; the owner is told, the
// stock is reserved, the cart is empty. Then the same with a card, against the Stripe stand-in:
// a SetupIntent saved, nothing charged.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/checkout';
const euros = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const standInOf = (baseURL: string | undefined) =>
  `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? Number(new URL(baseURL ?? 'http://localhost:3999').port) + 1000}`;

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

async function addFromGrid(page: Page, shop: string, name: string) {
  await page.goto(`/${shop}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: `Ajouter ${name} au panier` }).click();
  await expect(page.getByText(`${name} ajouté au panier`)).toBeVisible();
}

async function jwtOf(request: APIRequestContext, email: string) {
  const res = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return (await res.json()).jwt as string;
}

async function reservedUnits(request: APIRequestContext, owner: string) {
  const res = await request.get('/v1/stocks?limit=200', { headers: bearer(owner) });
  const body = (await res.json()) as { lines: { reserved: number }[] };
  return body.lines.reduce((n, l) => n + l.reserved, 0);
}

async function fillCheckout(page: Page, payment: string) {
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  for (const seller of ['Domaine Démo', 'Maison Seconde']) {
    const block = page.getByRole('region', { name: seller });
    await block.getByRole('radio', { name: /Livraison à domicile/ }).check();
    await block.getByRole('radio', { name: seller === 'Domaine Démo' ? payment : 'Chèque' }).check();
  }
  for (const seller of ['Domaine Démo', 'Maison Seconde'])
    await page
      .getByRole('checkbox', { name: `J'ai lu et j'accepte les conditions générales de vente de ${seller}` })
      .check();
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
}

test('a visitor fills a cart at two sellers, signs in at checkout and places one order per seller', async ({
  page,
  request,
}) => {
  const owner = await jwtOf(request, 'proprietaire@cuvee.demo');
  const reservedBefore = await reservedUnits(request, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  await addFromGrid(page, 'domaine-demo', 'Les Galets Rouge');
  await addFromGrid(page, 'domaine-demo', 'Les Galets Blanc');
  await addFromGrid(page, 'maison-seconde', 'Brut Réserve');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-seller-block')).toHaveCount(2);
  await page.getByRole('button', { name: 'Passer commande' }).click();
  // A visitor signs in first; the cart follows them to the checkout.
  await page.getByTestId('checkout-sign-in').click();
  await signInWithForm(page, 'client@cuvee.demo');
  await expect(page).toHaveURL(/\/cart\?step=checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Maison Seconde' })).toBeVisible();

  // Nothing chosen yet: the French messages of spec §5, nothing placed.
  await page.getByTestId('checkout-place').click();
  await expect(
    page.getByText('Veuillez sélectionner un mode de livraison pour chaque boutique').first(),
  ).toBeVisible();
  await expect(
    page.getByText("Veuillez accepter les conditions générales d'utilisation").first(),
  ).toBeVisible();

  await fillCheckout(page, 'Virement bancaire');
  // The checkout's total once both deliveries are priced (12 € each: 1–5 bottles).
  const total = page.getByTestId('checkout-total');
  await expect(
    page.getByRole('region', { name: 'Domaine Démo' }).getByTestId('checkout-seller-total'),
  ).not.toBeEmpty();
  await expect(async () => {
    const sellers = await page.getByTestId('checkout-seller-total').allTextContents();
    expect(sellers.reduce((n, s) => n + euros(s), 0)).toBe(euros((await total.textContent()) ?? ''));
  }).toPass();
  const shown = euros((await total.textContent()) ?? '');
  await page.screenshot({ path: `${shots}/checkout-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/checkout-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByTestId('placed-order')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/done-1280.png`, fullPage: true });

  // Two orders, one per seller, for the total shown; the cart is empty.
  const client = await jwtOf(request, 'client@cuvee.demo');
  const mine = (await (await request.get('/v1/orders/mine?limit=2', { headers: bearer(client) })).json()) as {
    orders: { reference: string; seller: { name: string }; totalTTC: number; status: string }[];
  };
  expect(mine.orders.map((o) => o.seller.name).sort()).toEqual(['Domaine Démo', 'Maison Seconde']);
  expect(mine.orders.reduce((n, o) => n + o.totalTTC, 0)).toBe(shown);
  expect(mine.orders.every((o) => o.status === 'pending')).toBe(true);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();

  // The owner is told, and two bottles are set aside in the cellar.
  const demoOrder = mine.orders.find((o) => o.seller.name === 'Domaine Démo')!;
  const told = (await (
    await request.get('/v1/notifications-centers?filter=all&limit=20', { headers: bearer(owner) })
  ).json()) as { notifications: { content: string }[] };
  expect(told.notifications.some((n) => n.content.includes(demoOrder.reference))).toBe(true);
  expect(await reservedUnits(request, owner)).toBe(reservedBefore + 2);
});

test('with a card: the imprint is saved through the stand-in and nothing is charged', async ({
  page,
  request,
  baseURL,
}) => {
  const stripe = standInOf(baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  await addFromGrid(page, 'domaine-demo', 'Les Galets Rouge');
  await addFromGrid(page, 'maison-seconde', 'Brut Réserve');
  await page.goto('/cart?step=checkout');
  await page.getByTestId('checkout-sign-in').click();
  await signInWithForm(page, 'client@cuvee.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await fillCheckout(page, 'Carte bancaire');
  await page.getByTestId('checkout-place').click();
  await expect(
    page.getByRole('heading', { name: 'Enregistrez votre carte pour Domaine Démo' }),
  ).toBeVisible();

  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByRole('button', { name: 'Enregistrer mon moyen de paiement' }).click();
  await expect(page.getByText('Carte enregistrée.')).toBeVisible();

  const client = await jwtOf(request, 'client@cuvee.demo');
  const mine = (await (await request.get('/v1/orders/mine?limit=2', { headers: bearer(client) })).json()) as {
    orders: { reference: string; seller: { name: string }; paymentType: string; paymentStatus: string }[];
  };
  const card = mine.orders.find((o) => o.paymentType === 'stripe');
  expect(card).toMatchObject({ seller: { name: 'Domaine Démo' }, paymentStatus: 'setup' });
  const log = (await (await request.get(`${stripe}/_stand-in/log`)).json()) as {
    requests: { method: string; path: string; form: { metadata?: { order_ref?: string } } }[];
  };
  expect(log.requests.some((r) => r.method === 'POST' && r.path === '/v1/setup_intents')).toBe(true);
  // No charge of this order (another journey may charge its own card on the same stand-in).
  const charges = log.requests.filter(
    (r) => r.path.startsWith('/v1/payment_intents') && r.form.metadata?.order_ref === card!.reference,
  );
  expect(charges).toEqual([]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
