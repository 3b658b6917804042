import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// The invoices' screens: an order placed, validated and invoiced through the API, then the
// owner finds the invoice in Ventes › Factures, opens its order from the row, and reads the
// month's ventilation. The order page's panel is composed by the integrator (slot order.invoices).

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

const PARIS = {
  firstname: 'Claire',
  lastname: 'Martin',
  street: '8 rue Oberkampf',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
  phone: '06 12 34 56 78',
};

/** A wine of Domaine Démo with bottles to spare, its vintage's id, and the home delivery's mode. */
async function demoPurchase(request: APIRequestContext) {
  const owner = await tokenFor(request, DEMO.owner);
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
    lines: { productId: string; productName: string; formatId: string; vintage: string; available: number }[];
  };
  const spare = stock.lines.filter((l) => l.available > 5);
  const line = spare.find((l) => l.productName === 'Les Galets Rouge') ?? spare[0];
  expect(line, 'a stocked wine at Domaine Démo').toBeDefined();
  const product = (await (
    await request.get(`/v1/shops/domaine-demo/products/${line!.productId}`)
  ).json()) as {
    product: { shopId: string; vintages: { id: string; name: string }[] };
  };
  const options = await request.post('/v1/shops/domaine-demo/delivery-options', {
    data: {
      address: { country: 'FR', zipcode: '75011' },
      summary: { bottles: 2, weightGrams: 3000, amountHT: 3000, productCount: 2 },
    },
  });
  const home = ((await options.json()) as { options: { modeId: string; name: string }[] }).options.find(
    (o) => o.name === 'Livraison à domicile',
  );
  expect(home, 'the home delivery of Domaine Démo').toBeDefined();
  return {
    sellerId: product.product.shopId,
    line: {
      idTmp: `${line!.productId}:${line!.formatId}`,
      productId: line!.productId,
      formatId: line!.formatId,
      vintageId: product.product.vintages.find((v) => v.name === line!.vintage)?.id ?? null,
      quantity: 2,
    },
    deliveryModeId: home!.modeId,
    productName: line!.productName,
  };
}

test('the owner finds an issued invoice in the list, opens its order, and reads the ventilation', async ({
  page,
  request,
}) => {
  const client = await tokenFor(request, DEMO.buyer);
  const owner = await tokenFor(request, DEMO.owner);
  const purchase = await demoPurchase(request);
  const placed = await request.post('/v1/orders', {
    headers: bearer(client),
    data: {
      idempotencyKey: randomUUID(),
      orders: [
        {
          sellerId: purchase.sellerId,
          lines: [purchase.line],
          deliveryModeId: purchase.deliveryModeId,
          paymentType: 'transfer',
        },
      ],
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  expect(placed.status()).toBe(200);
  const order = ((await placed.json()) as { orders: { id: string; reference: string }[] }).orders[0]!;
  const validated = await request.post(`/v1/orders/${order.id}/actions/validate`, { headers: bearer(owner) });
  expect(validated.status()).toBe(200);
  const issued = await request.post('/v1/invoices', { headers: bearer(owner), data: { orderId: order.id } });
  expect(issued.status()).toBe(200);
  const invoice = ((await issued.json()) as { invoice: { number: string } }).invoice;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  const row = page.getByTestId('invoice-list-row').filter({ hasText: invoice.number });
  await expect(row).toContainText('En attente de paiement');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Impayée filters it out (not yet due); the credit notes' list is empty.
  await page.getByTestId('invoices-status').click();
  await page.getByRole('option', { name: 'Impayée' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: "Factures d'avoir" }).click();
  await expect(page.getByText('Aucun avoir pour l’instant')).toBeVisible();

  await page.getByRole('tab', { name: 'Ventilations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ventilations' })).toBeVisible();
  await expect(page.getByTestId('ventilation-sales').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-ventilation-1280.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}invoices-ventilation-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Factures', exact: true }).click();
  await page.getByRole('link', { name: invoice.number }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
});
