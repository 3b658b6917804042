import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 16: the producer moves a buyer's order along its lifecycle from the back office —
// finds it in the list, validates it, ships it with a tracking reference, marks it delivered —
// and reads its history. (Entering an order in the back office is not delivered yet.)

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

test('the owner validates a buyer’s order, ships it with a tracking reference and marks it delivered', async ({
  page,
  request,
}) => {
  const client = await tokenFor(request, DEMO.buyer);
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

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/orders?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: order.reference });
  await expect(row).toContainText('En attente de validation');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('link', { name: `Voir la commande ${order.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${order.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('La commande a été validée').first()).toBeVisible();
  await page.getByRole('button', { name: 'Expédier' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Numéro de suivi').fill('6A12345678901');
  await dialog.getByLabel('Nombre de colis').fill('1');
  await dialog.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText('Suivi : 6A12345678901')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer livrée' }).click();
  await expect(page.getByText('La commande a été livrée').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Validée');
  await expect(history).toContainText('Expédiée');
  await expect(history).toContainText('Livrée');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-detail-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}sales-orders-detail-390.png`, fullPage: true });
});
