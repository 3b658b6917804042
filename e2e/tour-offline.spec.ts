import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 28's offline journey (decisions 0152–0154): an agent in tour mode downloads the day,
// loses the network, takes an order, gets the network back: the shop has the order exactly once
// (a second reconnection sends nothing), at the total the device showed — the server's.

const expect = baseExpect.configure({ timeout: 15_000 });

// The service worker stays on: it is what keeps the app's code on the device once offline.
test.use({ viewport: { width: 1024, height: 768 }, locale: 'fr-FR' });
test.describe.configure({ timeout: 90_000 });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shopOrdersOf(request: APIRequestContext, owner: string, clientId: string) {
  const res = await request.get('/v1/orders', { headers: bearer(owner), params: { clientId } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orders: { id: string; totalTTC: number; reference: string }[] }).orders;
}

test('an agent takes an order offline in tour mode; back online, it reaches the shop once, at the server’s price', async ({
  page,
  context,
  request,
}) => {
  // The journey's own client, followed by the demo agent, and a wine with stock.
  const owner = await tokenFor(request, DEMO.owner);
  const agent = await tokenFor(request, DEMO.agent);
  const me = (await (await request.get('/v1/users/me', { headers: bearer(agent) })).json()) as {
    user: { id: string };
  };
  const suffix = randomUUID().slice(0, 8);
  const name = `Cave de la Tournée ${suffix}`;
  const created = await request.post('/v1/clients', {
    headers: bearer(owner),
    data: { kind: 'professional', lastname: 'Roux', company: name, typology: 'caviste', agentId: me.user.id },
  });
  expect(created.status(), await created.text()).toBe(200);
  const clientId = ((await created.json()) as { client: { id: string } }).client.id;
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
    lines: { productName: string; available: number }[];
  };
  const wine =
    stock.lines.find((l) => l.available > 12 && l.productName === 'Les Galets Rouge') ??
    stock.lines.find((l) => l.available > 12)!;

  const sends: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && /\/tour\/orders$/.test(r.url())) sends.push(r.status());
  });

  // 'Mode tournée' from the account menu: the home becomes the tour screen.
  await openSignedIn(page, DEMO.agent, '/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Mode tournée' }).click();
  await expect(page.getByRole('heading', { name: 'Mode tournée', level: 1 })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'tourMode')?.value).toBe('true');
  // The toggle reloaded the page: it is now under the worker, its code precached.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.getByRole('button', { name: 'Télécharger ma journée' }).click();
  await expect(page.getByTestId('tour-day-status')).toContainText('Journée téléchargée le');

  // The network drops: the order is taken on the device.
  await context.setOffline(true);
  await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
  await page.getByLabel('Rechercher un client').fill(suffix);
  await page.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
  await expect(page.getByRole('heading', { name: `Commande pour ${name}` })).toBeVisible();
  await page.getByLabel('Rechercher un vin').fill(wine.productName);
  const more = page
    .getByRole('button', { name: new RegExp(`^Ajouter une unité de ${escapeRegExp(wine.productName)}`) })
    .first();
  for (let i = 0; i < 3; i++) await more.click();
  const total = (await page.getByTestId('tour-total').innerText()).replace(/^Total TTC\s*:\s*/, '').trim();
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  const item = page.getByTestId('tour-outbox-item').filter({ hasText: name });
  await expect(item).toContainText("En attente d'envoi");
  expect(sends).toEqual([]);
  expect(await shopOrdersOf(request, owner, clientId)).toHaveLength(0);

  // The network is back: the order goes, once.
  await context.setOffline(false);
  await expect(item).toContainText('Reçue par la boutique');
  await expect.poll(async () => (await shopOrdersOf(request, owner, clientId)).length).toBe(1);
  const [order] = await shopOrdersOf(request, owner, clientId);
  // The device's total is the server's: no difference to report.
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
    order!.totalTTC / 100,
  );
  expect(total.replace(/\s/g, ' ')).toBe(euros.replace(/\s/g, ' '));
  await expect(item).toContainText(order!.reference);
  await expect(item).not.toContainText('Écarts à vérifier');

  // A second reconnection sends nothing new: the outbox's sending it starts ends with no POST.
  const outbox = page.getByTestId('tour-outbox');
  await expect(outbox).toHaveAttribute('aria-busy', 'false');
  const runs = Number(await outbox.getAttribute('data-sync-runs'));
  await context.setOffline(true);
  await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('En ligne', { exact: true })).toBeVisible();
  await expect(outbox).toHaveAttribute('data-sync-runs', String(runs + 1));
  expect(sends).toEqual([200]);
  expect(await shopOrdersOf(request, owner, clientId)).toHaveLength(1);

  // Opening the app again sends nothing either: the order is kept as received on the device.
  await page.reload();
  await expect(item).toContainText('Reçue par la boutique');
  expect(sends).toEqual([200]);
});
