import { expect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { openMailedLink } from './support/registration.ts';

// Issue 24, problem 6, as a new buyer makes it: a visitor fills a cart, goes to the checkout,
// takes 'Se connecter' then 'Créer un compte' there, registers, opens the mailed link and lands
// back on the checkout with the cart (not on the dashboard); the order placed keeps its address
// in the account's book, so the next checkout proposes it; the book is on the settings page.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/checkout-return';
const CHECKOUT = '/cart?step=checkout';

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

async function addToCart(page: Page, name: string) {
  await page.goto('/domaine-demo');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: `Ajouter ${name} au panier` }).click();
  await expect(page.getByText(`${name} ajouté au panier`)).toBeVisible();
}

/** Delivery, payment, terms and age for Domaine Démo's order, then 'Valider la commande'. */
async function chooseAndPlace(page: Page) {
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales de vente" }).check();
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await expect(seller.getByTestId('checkout-seller-total')).not.toBeEmpty();
  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
}

test('a visitor registers from the checkout, comes back to it with the cart, and the next order proposes the address used', async ({
  page,
  request,
}) => {
  // Two orders, a registration and its mail: more than one journey's usual minute on a loaded machine.
  test.setTimeout(180_000);
  const email = `e2e.retour.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  await addToCart(page, 'Les Galets Rouge');
  await addToCart(page, 'Les Galets Blanc');

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Passer commande' }).click();
  await expect(page.getByTestId('checkout-register')).toBeVisible();
  // The sign-in page's 'Créer un compte' keeps the way back to the checkout (it was lost there).
  await page.getByTestId('checkout-sign-in').click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectLink=%2Fcart%3Fstep%3Dcheckout$/);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/buyer\?redirectLink=%2Fcart%3Fstep%3Dcheckout$/);

  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Bouteille1');
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Plus qu’une étape' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    /redirectLink=%2Fcart%3Fstep%3Dcheckout/,
  );

  // The mailed link signs in and goes back to the checkout, the visitor's cart now the account's.
  await openMailedLink(page, email);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await expect(seller).toBeVisible();
  // A new account: no address yet, the names of the registration to start with.
  const address = page.getByRole('region', { name: 'Adresse de livraison' });
  await expect(address.getByTestId('address-choice-delivery')).toHaveCount(0);
  await expect(address.getByLabel('Prénom')).toHaveValue('Claire');
  await address.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await address.getByLabel('Code postal').fill('75011');
  await address.getByLabel('Ville').fill('Paris');
  await address.getByLabel('Téléphone').fill('06 12 34 56 78');
  await chooseAndPlace(page);
  await expect(page.getByTestId('placed-order')).toHaveCount(1);

  // The account's cart was the visitor's: both wines are in the order.
  const jwt = await page.evaluate(() => localStorage.getItem('cuvee.token'));
  const mine = (await (await request.get('/v1/orders/mine?limit=1', { headers: bearer(jwt!) })).json()) as {
    orders: { id: string; itemCount: number }[];
  };
  expect(mine.orders).toHaveLength(1);
  expect(mine.orders[0]!.itemCount).toBe(2);

  // The next order: the address used is proposed, chosen in the select and in the fields.
  await addToCart(page, 'Les Galets Rouge');
  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  const choice = address.getByRole('combobox', { name: 'Adresse enregistrée' });
  await expect(choice).toHaveText('8 rue Oberkampf, 75011 Paris — Claire Martin');
  await expect(address.getByLabel('Adresse', { exact: true })).toHaveValue('8 rue Oberkampf');
  await expect(address.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
  // 'Nouvelle adresse' empties the fields; choosing the saved one fills them again.
  await choice.click();
  await page.getByRole('option', { name: 'Nouvelle adresse' }).click();
  await expect(address.getByLabel('Adresse', { exact: true })).toHaveValue('');
  await choice.click();
  await page.getByRole('option', { name: '8 rue Oberkampf, 75011 Paris — Claire Martin' }).click();
  await expect(address.getByLabel('Ville')).toHaveValue('Paris');
  // Billing elsewhere: its own address, kept in the book as a billing one.
  await page.getByRole('checkbox', { name: 'Facturer à une autre adresse' }).check();
  const billing = page.getByRole('region', { name: 'Adresse de facturation' });
  await billing.getByLabel('Adresse', { exact: true }).fill('12 rue des Vignes');
  await billing.getByLabel('Code postal').fill('21200');
  await billing.getByLabel('Ville').fill('Beaune');
  await expect(seller.getByRole('radio', { name: /Livraison à domicile/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/checkout-proposed-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the saved address's long summary stays in its field: the page never scrolls sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/checkout-proposed-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseAndPlace(page);

  // The address book on the account: the delivery address used twice, the billing one.
  await page.goto('/dashboard/settings?tab=addresses');
  const book = page.getByTestId('address-book');
  const deliveries = book.getByRole('region', { name: 'Adresses de livraison' }).getByTestId('address-card');
  await expect(deliveries).toHaveCount(1);
  await expect(deliveries.first()).toContainText('8 rue Oberkampf');
  await expect(deliveries.first()).toContainText(/Utilisée le \d{2}\/\d{2}\/\d{4}/);
  const billings = book.getByRole('region', { name: 'Adresses de facturation' }).getByTestId('address-card');
  await expect(billings).toHaveCount(1);
  await expect(billings.first()).toContainText('21200 Beaune');

  // Adding one by hand: the §5 messages, then a second delivery address made the default.
  await book.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Veuillez renseigner la rue')).toBeVisible();
  await dialog.getByLabel('Adresse', { exact: true }).fill('3 quai Saint-Vincent');
  await dialog.getByLabel('Code postal').fill('69001');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByLabel('Adresse par défaut').check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Adresse ajoutée à votre carnet')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('Lyon');
  await expect(deliveries.first()).toContainText('Par défaut');
  await page.screenshot({ path: `${shots}/address-book-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/address-book-390.png`, fullPage: true });
});
