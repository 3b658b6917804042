import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { demoPurchase, placeDemoOrder } from './support/orders.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 14, item 7: a buyer's orders, as they read them. The order is placed through the API
// (POST /v1/orders, the checkout's own call); the journey is the reading: the list, then the order.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/buyer-orders';
test('a buyer finds the order they placed in their orders, then opens it; the producer reads it', async ({
  page,
  request,
  browser,
}) => {
  const client = await tokenFor(request, DEMO.buyer);
  const purchase = await demoPurchase(request);
  const order = await placeDemoOrder(request, client, purchase);
  const detail = (await (
    await request.get(`/v1/orders/mine/${order.id}`, { headers: bearer(client) })
  ).json()) as { order: { totalHT: number; tva: number; shipping: number } };
  const euros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

  // The list: the new order first, its seller, total and both chips.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.buyer, '/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(order.reference);
  await expect(row.getByRole('link', { name: 'Domaine Démo' })).toHaveAttribute('href', '/domaine-demo');
  await expect(row).toContainText(euros(order.totalTTC));
  await expect(row).toContainText('En attente de validation');
  await expect(row).toContainText('En attente de paiement');
  await page.screenshot({ path: `${shots}/list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('order-row').first()).toContainText(order.reference);
  await page.screenshot({ path: `${shots}/list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The order: its line, its totals, its delivery and payment.
  await page.getByRole('link', { name: `Voir la commande ${order.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${order.reference}` })).toBeVisible();
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(purchase.productName);
  await expect(line).toContainText('dont droits d’accise');
  await expect(page.getByTestId('total-ht')).toContainText(euros(detail.order.totalHT));
  await expect(page.getByTestId('total-tva')).toContainText(euros(detail.order.tva));
  await expect(page.getByTestId('total-shipping')).toContainText(euros(detail.order.shipping));
  await expect(page.getByTestId('total-ttc')).toContainText(euros(order.totalTTC));
  await expect(page.getByTestId('delivery-mode')).toContainText('Livraison à domicile');
  await expect(page.getByTestId('delivery-address')).toContainText('8 rue Oberkampf');
  await expect(page.getByTestId('payment-type')).toContainText('Virement bancaire');
  await page.screenshot({ path: `${shots}/order-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('order-line')).toContainText(purchase.productName);
  await page.screenshot({ path: `${shots}/order-390.png`, fullPage: true });

  // Another order id, or none of theirs: 'Commande introuvable'; the way back to the list.
  await page.goto(`/dashboard/orders/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);

  // The producer reads it too, from the notification's link: the order and who placed it.
  const producer = await browser.newPage({ locale: 'fr-FR' });
  await openSignedIn(producer, DEMO.owner, '/dashboard/orders');
  await expect(producer.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  const theirs = producer.getByTestId('order-row').filter({ hasText: order.reference });
  // Placed on the shop, the order belongs to the buyer's client record (issue 25, defect 4),
  // named there as the client list names it: last name first.
  await expect(theirs).toContainText('Durand Julie');
  await settle(producer);
  await producer.screenshot({ path: `${shots}/shop-list-1280.png`, fullPage: true });
  await producer.setViewportSize({ width: 390, height: 844 });
  await expect(producer.getByTestId('order-row').filter({ hasText: order.reference })).toContainText(
    'Durand Julie',
  );
  await settle(producer);
  await producer.screenshot({ path: `${shots}/shop-list-390.png`, fullPage: true });
  await producer.setViewportSize({ width: 1280, height: 900 });
  await producer.goto(`/dashboard/orders/${order.id}`);
  await expect(
    producer.getByRole('heading', { level: 1, name: `Commande ${order.reference}` }),
  ).toBeVisible();
  await expect(producer.getByTestId('total-ttc')).toContainText(euros(order.totalTTC));
  await producer.screenshot({ path: `${shots}/shop-order-1280.png`, fullPage: true });
  await producer.close();
});
