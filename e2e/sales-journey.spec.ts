import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer, outboxMails } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 16's journey as a producer makes it: a quote for a professional client becomes an
// order, is validated, shipped and invoiced (the Factur-X PDF downloads with the next number);
// a partial then the full payment move the invoice from unpaid to paid; another invoice is
// cancelled by a credit note; the outstandings show the right sums.

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR', acceptDownloads: true });
test.describe.configure({ timeout: 240_000 });

/** The first amount of a text, 'Reste dû : 1 234,56 € / …' → 123456 cents. */
const cents = (text: string) => {
  const amount = text.match(/(\d[\d\s\u202f\u00a0]*,\d{2})\s*€/)?.[1] ?? '';
  return Math.round(Number(amount.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
};

/** Enters a document for the client on /dashboard/orders/add: one line of a stocked wine. */
async function enterDocument(page: Page, path: string, client: string, quantity: string) {
  await page.goto(path);
  await page.getByRole('combobox', { name: 'Client' }).fill(client.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(client) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Ajouter un produit' }).fill('Galets');
  await page
    .getByRole('option', { name: /Les Galets Rouge/ })
    .first()
    .click();
  const lines = page.getByTestId('draft-lines');
  await lines.getByLabel('Quantité').first().fill(quantity);
  await lines.getByLabel('Remise (%)').first().fill('10');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
}

test('a quote becomes an order, is validated, shipped, invoiced and paid in two times; another invoice is credited', async ({
  page,
  request,
}) => {
  const owner = await tokenFor(request, DEMO.owner);
  const found = (await (
    await request.get('/v1/clients?q=pro%40cuvee.demo', { headers: bearer(owner) })
  ).json()) as { clients: { id: string; displayName: string }[] };
  const client = found.clients[0]!.displayName;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders/quotes');
  await page.getByRole('link', { name: 'Nouveau devis' }).click();
  await expect(page).toHaveURL(/subType=quote/);
  await enterDocument(page, page.url(), client, '12');

  // The quote, then the order it becomes.
  await expect(page.getByText(/D-\d{6}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Commande C-\d{6}/ })).toBeVisible();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('La commande a été validée').first()).toBeVisible();
  await page.getByRole('button', { name: 'Expédier' }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Numéro de suivi').fill('6A99887766554');
  await ship.getByLabel('Nombre de colis').fill('1');
  await ship.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText('Suivi : 6A99887766554', { exact: true })).toBeVisible();

  // Invoiced: the next number of the year's series, its Factur-X PDF made in the background.
  const invoices = page.getByTestId('order-invoices');
  await invoices.getByRole('button', { name: 'Facturer' }).click();
  const row = invoices.getByTestId('invoice-row').first();
  await expect(row).toContainText(/F-\d{4}-\d{5}/);
  const number = (await row.textContent())!.match(/F-\d{4}-\d{5}/)![0];
  await expect(row).toContainText('En attente de paiement');
  const documents = page.getByTestId('order-documents');
  const pdf = documents.getByTestId('document-row').filter({ hasText: number });
  // Made, then mailed to the client with the 'invoiced' mail (issue 24): « Envoyé ».
  await expect(pdf).toContainText('Envoyé', { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    pdf.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(number);
  const bytes = await (await download.createReadStream()).toArray();
  const file = Buffer.concat(bytes as Buffer[]);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.includes('factur-x.xml')).toBe(true);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-journey-invoiced-1280.png`, fullPage: true });

  // Sent by e-mail to the client: the shop's template and a plain personal note, never a free
  // subject or body (issue 23, finding 7); the mail names the shop.
  await pdf.getByRole('button', { name: 'Envoyer par e-mail' }).click();
  const sending = page.getByRole('dialog', { name: 'Envoyer le document par e-mail' });
  await expect(sending).toContainText(new RegExp(`${number} — Domaine Démo »`));
  await expect(sending.getByRole('textbox', { name: 'Objet' })).toHaveCount(0);
  await sending.getByRole('combobox', { name: 'Destinataires' }).fill('pro@cuvee.demo');
  await sending.getByRole('combobox', { name: 'Destinataires' }).press('Enter');
  await sending
    .getByRole('textbox', { name: 'Note personnelle (facultative)' })
    .fill('Merci <b>beaucoup</b> !');
  await page.screenshot({ path: `${SHOTS}sales-journey-send-1280.png` });
  await sending.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le document a été envoyé').first()).toBeVisible();
  await expect(sending).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await outboxMails(request, 'pro@cuvee.demo')).find((m) => m.subject.includes(number))?.subject ?? '',
    )
    .toMatch(new RegExp(`${number} — Domaine Démo$`));
  const mailed = (await outboxMails(request, 'pro@cuvee.demo')).find((m) => m.subject.includes(number))!;
  expect(mailed.text).toContain('Merci <b>beaucoup</b> !');
  expect(mailed.text).toContain('Domaine Démo');

  // Paid in two times: partly, then whole.
  const balance = cents((await page.getByTestId('order-balance').textContent())!);
  expect(balance).toBeGreaterThan(10000);
  const pay = async (amount: string | null) => {
    await page
      .getByTestId('order-payments')
      .getByRole('button', { name: 'Enregistrer un règlement' })
      .click();
    const dialog = page.getByRole('dialog');
    if (amount) await dialog.getByLabel('Montant (€)').fill(amount);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
  };
  const owed = async () => {
    const res = await request.get(`/v1/payments/outstandings?clientId=${found.clients[0]!.id}`, {
      headers: bearer(owner),
    });
    const body = (await res.json()) as { clients: { due: number }[] };
    return body.clients[0]?.due ?? 0;
  };
  const before = await owed();
  expect(before).toBeGreaterThanOrEqual(balance);
  await pay('100');
  await expect(row).toContainText('Payée en partie');
  // The outstandings follow to the cent.
  expect(await owed()).toBe(before - 10000);
  await page.goto('/dashboard/payments/outstandings');
  await expect(page.getByRole('heading', { name: 'Encours clients' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-journey-outstandings-1280.png`, fullPage: true });
  await page.goBack();
  await expect(page.getByTestId('order-balance')).toContainText(
    ((balance - 10000) / 100).toFixed(2).replace('.', ','),
  );
  await pay(null);
  await expect(row).toContainText('Payée');
  await expect(row).not.toContainText('Payée en partie');
  expect(await owed()).toBe(before - balance);

  // Another invoice (a bill entered at once), cancelled by a credit note.
  await page.goto('/dashboard/orders/quotes');
  await enterDocument(page, '/dashboard/orders/add?subType=bill', client, '6');
  const billed = page.getByTestId('order-invoices').getByTestId('invoice-row').first();
  await expect(billed).toContainText(/F-\d{4}-\d{5}/);
  const second = (await billed.textContent())!.match(/F-\d{4}-\d{5}/)![0];
  expect(Number(second.slice(-5))).toBe(Number(number.slice(-5)) + 1);
  const billedTtc = cents((await page.getByTestId('order-balance').textContent())!);
  await page.getByTestId('order-invoices').getByRole('button', { name: 'Établir un avoir' }).click();
  const credit = page.getByRole('dialog');
  await credit.getByLabel('Motif').fill('Commande saisie en double');
  await credit.getByRole('button', { name: 'Établir l’avoir' }).click();
  await expect(page.getByTestId('order-invoices')).toContainText(/AV-\d{4}-\d{5}/);
  const cancelled = page
    .getByTestId('order-invoices')
    .getByTestId('invoice-row')
    .filter({ hasText: second })
    .filter({ hasNotText: 'AV-' });
  await expect(cancelled).toContainText('Paiement annulé');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-journey-credited-1280.png`, fullPage: true });

  // The credited bill adds nothing to what the client owes.
  expect(billedTtc).toBeGreaterThan(0);
  expect(await owed()).toBe(before - balance);
  await page.goto('/dashboard/payments/outstandings');
  await expect(page.getByRole('heading', { name: 'Encours clients' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-journey-outstandings-390.png`, fullPage: true });
});
