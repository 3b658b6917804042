import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../apps/api/src/test/pdf-text.ts';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 24, problem 7: the shipping desk. Sales › Shipments opens the queue of orders to ship;
// the producer picks three of their own orders (by their delivery mode and today's date), prints
// their delivery notes in ONE PDF, then ships the three together with tracking numbers; the
// order's page shows the parcels recorded and the carrier's tracking link.

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR', acceptDownloads: true });
test.describe.configure({ timeout: 180_000 });

type Made = { id: string; reference: string; bottles: number };

/** Three validated orders of a client of the journey's own, sent by a delivery mode of its own. */
async function threeOrders(request: APIRequestContext, run: string, mode: string): Promise<Made[]> {
  const headers = bearer(await tokenFor(request, DEMO.owner));
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers })).json()) as {
    lines: { productId: string; productName: string; formatId: string; vintage: string; available: number }[];
  };
  const line = stock.lines.find((l) => l.productName === 'Les Galets Rouge' && l.available >= 21);
  expect(line, 'Les Galets Rouge in stock at Domaine Démo').toBeDefined();
  const client = await request.post('/v1/clients', {
    headers,
    data: {
      kind: 'professional',
      civility: 'mr',
      firstname: 'Paul',
      lastname: 'Expédition',
      company: `Cave du Port ${run}`,
      companyType: 'sarl',
      email: `port-${run}@journeys.cuvee.test`,
      typology: 'caviste',
      paymentMethod: 'transfer',
      paymentDelay: 'days30',
      addresses: [
        {
          kind: 'delivery',
          isDefault: true,
          address: {
            firstname: 'Paul',
            lastname: 'Expédition',
            street: '3 quai du Port',
            zipcode: '13002',
            city: 'Marseille',
            country: 'FR',
          },
        },
      ],
    },
  });
  expect(client.status(), await client.text()).toBe(200);
  const clientId = ((await client.json()) as { client: { id: string } }).client.id;
  const made: Made[] = [];
  for (const bottles of [6, 13, 2]) {
    const entered = await request.post('/v1/orders/manage', {
      headers,
      data: {
        kind: 'order',
        clientId,
        shipping: { label: mode, priceCents: 1500 },
        lines: [
          { productId: line!.productId, formatId: line!.formatId, vintage: line!.vintage, quantity: bottles },
        ],
      },
    });
    expect(entered.status(), await entered.text()).toBe(200);
    const order = ((await entered.json()) as { order: { id: string; reference: string } }).order;
    const validated = await request.post(`/v1/orders/${order.id}/actions/validate`, { headers, data: {} });
    expect(validated.status(), await validated.text()).toBe(200);
    made.push({ ...order, bottles });
  }
  return made;
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const rows = (page: Page) => page.getByTestId('shipment-row');

test('the producer prints the delivery notes of three orders in one PDF and ships them in bulk', async ({
  page,
  request,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const mode = `Messagerie parcours ${run}`;
  const orders = await threeOrders(request, run, mode);

  // Sales › Shipments: the shipping desk (no longer the delivery settings).
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Ventes', { exact: true }).click();
  await sidebar.getByRole('link', { name: 'Expéditions' }).click();
  await expect(page).toHaveURL('/dashboard/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Expéditions' })).toBeVisible();

  // Filtered by the journey's delivery mode and today's orders: its three, oldest first.
  await page.getByLabel('Mode de livraison').click();
  await page.getByRole('option', { name: new RegExp(`^${mode} \\(3\\)`) }).click();
  await page.getByLabel('Commandées du').fill(today());
  await page.getByLabel('au', { exact: true }).fill(today());
  // The three filters, set one after the other without waiting, all hold (the last one used to win).
  await expect(page).toHaveURL(/mode=.*&from=.*&to=/);
  await expect(rows(page)).toHaveCount(3);
  for (const [i, o] of orders.entries()) await expect(rows(page).nth(i)).toContainText(o.reference);
  // Thirteen bottles make two parcels (twelve a parcel).
  await expect(rows(page).filter({ hasText: orders[1]!.reference })).toContainText('13 bouteilles · 2 colis');

  // The three selected: their delivery notes in ONE PDF, followed until it is made.
  await page.getByRole('checkbox', { name: 'Tout sélectionner sur la page' }).check();
  await expect(page.getByTestId('selection-count')).toHaveText('3 commandes sélectionnées');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}shipping-desk-1280.png`, fullPage: true });
  await page
    .getByRole('toolbar', { name: 'Actions sur la sélection' })
    .getByRole('button', { name: 'Bons de livraison' })
    .click();
  const printing = page.getByRole('dialog', { name: 'Bons de livraison' });
  const downloadButton = printing.getByTestId('shipment-document-download');
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^Bons de livraison - 3 commandes - \d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
  const text = await pdfText(pdf);
  for (const o of orders) expect(text).toContain(o.reference);
  await printing.getByRole('button', { name: 'Fermer' }).click();

  // On a phone: one card per order, the selection's actions above them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('shipment-cards')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}shipping-desk-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Shipped together: one carrier for all, a tracking number each, the parcels proposed.
  await page
    .getByRole('toolbar', { name: 'Actions sur la sélection' })
    .getByRole('button', { name: 'Expédier' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Expédier 3 commandes' });
  await dialog.getByLabel('Même transporteur pour toutes').click();
  await page.getByRole('option', { name: 'Colissimo' }).click();
  for (const [i, o] of orders.entries()) {
    const row = dialog.getByRole('group', { name: o.reference });
    await expect(row.getByLabel('Nombre de colis')).toHaveValue(o.bottles > 12 ? '2' : '1');
    await row.getByLabel('Numéro de suivi').fill(`6A${run}00${i}`);
  }
  await settle(page);
  await page.screenshot({ path: `${SHOTS}shipping-desk-ship-1280.png` });
  await dialog.getByRole('button', { name: 'Expédier les 3 commandes' }).click();
  await expect(page.getByText('3 commandes expédiées').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // They left the queue.
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('Rien à expédier')).toBeVisible();

  // The order's page: two parcels recorded, the carrier's tracking page one click away.
  await page.goto(`/dashboard/orders/${orders[1]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orders[1]!.reference) })).toBeVisible();
  const link = page.getByTestId('tracking-link');
  await expect(link).toHaveText(`Suivi : 6A${run}001`);
  await expect(link).toHaveAttribute(
    'href',
    `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${run}001`,
  );
  await expect(page.getByTestId('order-shipment')).toContainText('Colissimo · 2 colis');
  await expect(page.getByTestId('total-shipping')).toContainText('2 colis');
  await expect(page.getByRole('button', { name: 'Annuler la commande' })).toBeHidden();
});
