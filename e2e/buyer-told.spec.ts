import { expect as baseExpect, type Page, test } from '@playwright/test';
import { openMailedLink } from './support/registration.ts';
import { mailArrived } from './support/smtp.ts';
import { DEMO, openSignedIn } from './support/web.ts';

// Issue 24, problems 4 and 6, as a buyer and a producer live it: the producer gives their bank
// details in the billing settings (the IBAN checked); a visitor fills a cart, registers from the
// checkout and comes back to it with the cart, orders by transfer and reads the IBAN and the
// reference on the confirmation and on their order page; the producer validates, ships with a
// Colissimo tracking number and invoices; the buyer's page then shows the carrier's link and
// downloads the invoice; every step reached the buyer's mailbox over SMTP (the local sink the
// e2e server sends to), the invoice PDF attached.

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ serviceWorkers: 'block', locale: 'fr-FR', timezoneId: 'Europe/Paris', acceptDownloads: true });
test.describe.configure({ timeout: 240_000 });

const IBAN = 'FR76 3000 4000 0312 3456 7890 143';

async function fillBilling(page: Page) {
  const section = page.getByTestId('billing-section');
  await expect(section).toBeVisible();
  const field = (label: string) => section.getByLabel(label, { exact: true });
  // A digit mistyped: the check digits do not match, said in French, nothing saved.
  await field('IBAN').fill('FR76 3000 4000 0312 3456 7890 144');
  await field('BIC').fill('BNPAFRPP');
  await field('Banque').fill('BNP Paribas Nîmes');
  await field('Titulaire du compte').fill('SCEA Domaine Démo');
  await field('À l’ordre de').fill('SCEA Domaine Démo');
  await field('Adresse d’envoi des chèques').fill('12 chemin des Vignes\n30000 Nîmes');
  await field('Forme juridique').fill('SCEA');
  await field('Capital social').fill('15000');
  await field('RCS (ville du greffe et SIREN)').fill('RCS Nîmes 123 456 789');
  await field('Conditions de paiement').fill('Paiement à 30 jours par virement');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByText(/sa clé de contrôle ne correspond pas/)).toBeVisible();
  await field('IBAN').fill(IBAN.replaceAll(' ', ''));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les informations de facturation ont été enregistrées').first()).toBeVisible();
  // Saved, the IBAN reads in groups of four, as banks print it.
  await expect(field('IBAN')).toHaveValue(IBAN);
  await expect(section.getByTestId('billing-preview')).toHaveText(
    /SCEA au capital de 15 000 €, RCS Nîmes 123 456 789/,
  );
}

test('a buyer paying by transfer reads how to pay, follows the parcel and downloads the invoice; each step is mailed', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/settings?link=billing');
  await fillBilling(page);

  // A visitor of their own each run: a cart, then the checkout, where they create their account.
  const email = `e2e.virement.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.fr`;
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }]);
  const buyer = await context.newPage();
  await buyer.goto('/domaine-demo');
  const card = buyer
    .getByTestId('product-card')
    .filter({ has: buyer.getByRole('heading', { name: 'Les Galets Rouge', exact: true }) });
  await card.getByRole('button', { name: 'Ajouter Les Galets Rouge au panier' }).click();
  await expect(buyer.getByText('Les Galets Rouge ajouté au panier')).toBeVisible();
  await buyer.goto('/cart');
  await buyer.getByRole('button', { name: 'Passer commande' }).click();
  await buyer.getByTestId('checkout-sign-in').click();
  await buyer.getByRole('link', { name: 'Créer un compte' }).click();
  await buyer.getByLabel('Prénom').fill('Claire');
  await buyer.getByLabel('Nom', { exact: true }).fill('Martin');
  await buyer.getByLabel('E-mail', { exact: true }).fill(email);
  await buyer.getByLabel('Mot de passe', { exact: true }).fill('Acheteur123');
  await buyer.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await buyer.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(buyer.getByRole('heading', { name: 'Plus qu’une étape' })).toBeVisible();
  // The mailed link signs in and lands back on the checkout, the cart kept.
  await openMailedLink(buyer, email);
  await expect(buyer).toHaveURL(/\/cart\?step=checkout$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  // The visitor's bottle is now the account's cart: Domaine Démo's order to place, priced.
  await expect(buyer.getByRole('region', { name: 'Domaine Démo' })).toContainText(/Total TTC\s\d+,\d{2}\s€/);
  await expect(buyer.getByLabel('Prénom')).toHaveValue('Claire');
  await buyer.getByLabel('Nom', { exact: true }).fill('Martin');
  await buyer.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await buyer.getByLabel('Code postal').fill('75011');
  await buyer.getByLabel('Ville').fill('Paris');
  await buyer.getByLabel('Téléphone').fill('06 12 34 56 78');
  const seller = buyer.getByRole('region', { name: 'Domaine Démo' });
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();
  await buyer
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales de vente de Domaine Démo" })
    .check();
  await buyer.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await buyer.getByTestId('checkout-place').click();

  // The confirmation: where to send the money, and what to write on the transfer.
  await expect(buyer.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const told = buyer.getByTestId('payment-instructions');
  await expect(told.getByTestId('payment-iban')).toHaveText(IBAN);
  await expect(told.getByTestId('payment-bic')).toHaveText('BNPAFRPP');
  await expect(told).toContainText('SCEA Domaine Démo');
  const reference = (await told.getByTestId('payment-reference').textContent())!.trim();
  expect(reference).toMatch(/^C-\d{6}$/);

  // The order page says the same.
  await buyer.getByRole('link', { name: 'Voir la commande' }).first().click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
  const orderUrl = buyer.url();
  const orderId = orderUrl.split('/').pop()!;
  await expect(buyer.getByTestId('buyer-pay').getByTestId('payment-iban')).toHaveText(IBAN);
  await expect(buyer.getByTestId('buyer-pay').getByTestId('payment-reference')).toHaveText(reference);

  // The producer validates, ships with Colissimo and a tracking number, and invoices.
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('La commande a été validée').first()).toBeVisible();
  await page.getByRole('button', { name: 'Expédier' }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Transporteur').click();
  await page.getByRole('option', { name: 'Colissimo' }).click();
  const tracking = `6A${Date.now() % 1e11}`;
  await ship.getByLabel('Numéro de suivi').fill(tracking);
  await ship.getByLabel('Nombre de colis').fill('1');
  await ship.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText('La commande a été expédiée').first()).toBeVisible();
  const invoices = page.getByTestId('order-invoices');
  await invoices.getByRole('button', { name: 'Facturer' }).click();
  const row = invoices.getByTestId('invoice-row').first();
  await expect(row).toContainText(/F-\d{4}-\d{5}/);
  const number = (await row.textContent())!.match(/F-\d{4}-\d{5}/)![0];

  // The buyer's page: the carrier's tracking page one click away, the invoice to download.
  await buyer.reload();
  const link = buyer.getByTestId('buyer-shipment').getByTestId('tracking-link');
  await expect(link).toHaveAttribute(
    'href',
    `https://www.laposte.fr/outils/suivre-vos-envois?code=${tracking}`,
  );
  await expect(link).toContainText(tracking);
  const download = buyer.getByTestId('buyer-invoices').getByRole('button', { name: 'Télécharger (PDF)' });
  // The PDF is made in the background: the page says so until it is ready, then offers it.
  await expect(async () => {
    await buyer.reload();
    await expect(download).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const [file] = await Promise.all([buyer.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`Facture ${number}.pdf`);
  const bytes = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.includes('factur-x.xml')).toBe(true);

  // Every step reached the buyer's mailbox over SMTP, from the shop, in French.
  const placed = await mailArrived(email, `Votre commande ${reference} chez Domaine Démo est enregistrée`);
  // From the shop, as the mailbox shows it, at the platform's address.
  expect(placed.from).toMatch(/^"?Domaine Démo via Cuvée"? <no-reply@cuvee\.local>$/);
  expect(placed.text).toContain(`IBAN : ${IBAN} — BIC : BNPAFRPP`);
  expect(placed.text).toContain(`Référence à indiquer : ${reference}`);
  await mailArrived(email, `Votre commande ${reference} chez Domaine Démo est validée`);
  const shipped = await mailArrived(email, `Votre commande ${reference} chez Domaine Démo a été expédiée`);
  expect(shipped.text).toContain(tracking);
  expect(shipped.text).toContain(`https://www.laposte.fr/outils/suivre-vos-envois?code=${tracking}`);
  const invoiced = await mailArrived(
    email,
    `Facture ${number} de votre commande ${reference} chez Domaine Démo`,
  );
  const pdf = invoiced.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toBe(`Facture ${number}.pdf`);
  expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
