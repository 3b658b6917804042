import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { bearer, outboxMails } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 24, problem 8: the producer sends a quote — its PDF and a link are mailed to the client
// (read here in the development outbox, as the admin) — the client opens the link without an
// account, reads the quote and accepts it; it becomes an order, and the producer's Devis list
// shows it accepted, with the order it became.

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test('a quote mailed as a PDF is accepted from its link and becomes an order', async ({
  page,
  browser,
  request,
}) => {
  // The journey's own client and quote: a new caviste each run, 6 bottles of a stocked wine.
  const owner = await tokenFor(request, DEMO.owner);
  const email = `achats.${randomUUID().slice(0, 8)}@cave-du-parcours.fr`;
  const client = await request.post('/v1/clients', {
    headers: bearer(owner),
    data: {
      kind: 'professional',
      lastname: 'Lemoine',
      firstname: 'Sarah',
      company: `Cave du Parcours ${email.slice(7, 15)}`,
      email,
      typology: 'caviste',
    },
  });
  expect(client.status(), await client.text()).toBe(200);
  const clientId = ((await client.json()) as { client: { id: string } }).client.id;
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
    lines: { productId: string; productName: string; formatId: string; vintage: string; available: number }[];
  };
  const spare = stock.lines.filter((l) => l.available > 12);
  const wine = spare.find((l) => l.productName === 'Les Galets Rouge') ?? spare[0]!;
  const entered = await request.post('/v1/orders/manage', {
    headers: bearer(owner),
    data: {
      kind: 'quote',
      clientId,
      lines: [{ productId: wine.productId, formatId: wine.formatId, vintage: wine.vintage, quantity: 6 }],
      shipping: { label: 'Livraison à domicile', priceCents: 1500 },
      notes: 'Note interne : remise maximale déjà consentie',
    },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  const quote = ((await entered.json()) as { order: { id: string; reference: string } }).order;

  // The producer sends it from the quote's page.
  await openSignedIn(page, DEMO.owner, `/dashboard/orders/${quote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Devis ${quote.reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Note interne' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Envoyer le devis ${quote.reference}` });
  await expect(dialog.getByLabel(/Adresse e-mail du client/)).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(page.getByTestId('quote-sending')).toContainText(`Envoyé à ${email}`);
  await expect(page.getByTestId('order-chips')).toContainText('Envoyé');

  // The client's mail: the quote's PDF and the link to answer it.
  let text = '';
  await expect
    .poll(
      async () => {
        text =
          (await outboxMails(request, email)).find((m) => m.subject.startsWith(`Devis ${quote.reference}`))
            ?.text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain('/quotes/');
  expect(text).not.toContain('remise maximale');
  const link = new URL(text.match(/https?:\/\/\S+\/quotes\/[\w-]+/)![0]);

  // The client, without an account, reads the quote and accepts it.
  const visitor = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const clientPage = await visitor.newPage();
  await clientPage.goto(`${link.pathname}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: `Devis ${quote.reference}` })).toBeVisible();
  await expect(clientPage.getByTestId('quote-line')).toContainText('6 ×');
  await expect(clientPage.getByTestId('quote-totals')).toContainText('Total TTC');
  await expect(clientPage.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  await expect(clientPage.getByText('remise maximale')).toHaveCount(0);
  await clientPage.getByRole('button', { name: 'Accepter le devis' }).click();
  await clientPage.getByRole('dialog').getByRole('button', { name: 'J’accepte le devis' }).click();
  const accepted = clientPage.getByRole('status').filter({ hasText: 'il est devenu la commande' });
  await expect(accepted).toBeVisible();
  const orderReference = (await accepted.textContent())!.match(/C-\d{6}/)![0];
  await visitor.close();

  // The producer's Devis list shows it accepted, with the order it became.
  await page.goto(`/dashboard/orders/quotes?q=${quote.reference}`);
  const row = page.getByTestId('order-row').filter({ hasText: quote.reference });
  await expect(row).toContainText('Accepté');
  await row.getByRole('link', { name: `Commande ${orderReference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${orderReference}` })).toBeVisible();
  await expect(page.getByTestId('quote-sending')).toContainText('Accepté par le client');
});
