import { expect, test } from '@playwright/test';
import { placeDemoOrder } from './support/orders.ts';
import { registerAndValidate } from './support/registration.ts';
import {
  cancelMaintenance,
  DEMO,
  openSignedIn,
  openWithToken,
  planMaintenance,
  tokenFor,
} from './support/web.ts';

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

test('a 403 answer signs the user out and brings the login', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres', exact: true })).toBeVisible();
  // The next notifications poll is refused, as when the account loses its rights.
  await page.route(
    '**/v1/notifications-centers?**',
    (route) => route.fulfill({ status: 403, json: { success: false, message: 'Accès refusé' } }),
    { times: 1 },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirectLink=%2Fdashboard$/);
  await expect(page.getByText('Accès refusé')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cuvee.token'))).toBeNull();
});

test('clicking a notification marks it seen and follows its link', async ({ page, request }) => {
  await openSignedIn(page, DEMO.owner);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ non lue/);
  await bell.click();
  const center = page.getByTestId('notification-center');
  await expect(center.getByRole('heading', { name: 'Dernières notifications' })).toBeVisible();
  await center.getByRole('button', { name: 'Non lu', exact: true }).click();
  const item = center.getByRole('button', { name: /La Cave du Coin voit désormais vos prix Caviste/ });
  await expect(item).toHaveAttribute('data-seen', 'false');
  await item.click();
  await expect(page).toHaveURL('/dashboard/tarifs');
  await expect(center).toBeHidden();

  const jwt = await tokenFor(request, DEMO.owner);
  const list = await (
    await request.get('/v1/notifications-centers?filter=all&limit=50', {
      headers: { authorization: `Bearer ${jwt}` },
    })
  ).json();
  const seen = list.notifications.find((n: { content: string }) => n.content.startsWith('La Cave du Coin'));
  expect(seen.seen).toBe(true);

  // The filter 'Non lu' no longer lists it; 'Tout marquer comme lire' empties it.
  await bell.click();
  await center.getByRole('button', { name: 'Non lu', exact: true }).click();
  // (Other journeys' orders for La Cave du Coin may notify too: this one notification is meant.)
  await expect(
    center.getByRole('button', { name: /La Cave du Coin voit désormais vos prix Caviste/ }),
  ).toHaveCount(0);
  await center.getByRole('button', { name: 'Tout marquer comme lire' }).click();
  await expect(center.getByTestId('notifications-empty')).toHaveText('Toutes vos notifications sont lues.');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
});

test("the buyer's home: no order yet and no notification, then the order they place", async ({ page }) => {
  // A buyer of their own: the demo buyer's orders and notifications are other journeys' doing.
  const { jwt } = await registerAndValidate(page.request, 'buyer', {
    email: `e2e.home.${Date.now()}@example.fr`,
    password: 'Bouteille1',
    firstname: 'Inès',
    lastname: 'Nouvelle',
    shopCode: 'DEMO2026',
    acceptTerms: true,
  });
  await openWithToken(page, jwt);
  await expect(page.getByRole('heading', { name: 'Bonjour Inès' })).toBeVisible();
  await expect(page.getByTestId('orders-empty')).toContainText("Vous n'avez pas encore passé de commande.");
  const latest = page.getByRole('region', { name: 'Dernières notifications' });
  await expect(latest.getByTestId('notifications-empty')).toHaveText(
    "Vous n'avez aucune notification pour le moment.",
  );
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

  // Once they have ordered, the home lists the order, which opens it.
  const order = await placeDemoOrder(page.request, jwt);
  await page.reload();
  const orders = page.getByRole('region', { name: 'Mes commandes' });
  await expect(orders.getByTestId('order-row')).toHaveCount(1);
  await expect(orders.getByTestId('order-row')).toContainText('En attente de validation');
  await orders.getByRole('link', { name: new RegExp(order.reference) }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
});

test('an active maintenance window shows the blocking page with its end time', async ({ page, request }) => {
  const end = new Date(Date.now() + 60 * 60_000);
  const id = await planMaintenance(request, {
    banner: true,
    page: true,
    startDate: new Date(Date.now() - 60_000),
    endDate: end,
    message: 'Mise à jour de la base de données.',
  });
  try {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Maintenance en cours' })).toBeVisible();
    const time = new Intl.DateTimeFormat('fr-FR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }).format(end);
    await expect(page.getByTestId('maintenance-end')).toContainText(time);
    await expect(page.getByText('Mise à jour de la base de données.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  } finally {
    await cancelMaintenance(request, id);
  }
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('a planned maintenance shows a dismissible banner with its date', async ({ page, request }) => {
  const start = new Date(Date.now() + 24 * 3600_000);
  const id = await planMaintenance(request, {
    banner: true,
    page: true,
    startDate: start,
    endDate: new Date(start.getTime() + 2 * 3600_000),
  });
  try {
    await page.goto('/auth/login');
    const banner = page.getByRole('status', { name: 'Annonce de maintenance' });
    await expect(banner).toContainText('Une maintenance est prévue du');
    const day = new Intl.DateTimeFormat('fr-FR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(start);
    await expect(banner).toContainText(day);
    await banner.getByRole('button', { name: "Masquer l'annonce" }).click();
    await expect(banner).toBeHidden();
  } finally {
    await cancelMaintenance(request, id);
  }
});

test('switching to English changes the texts, and the choice is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email or username')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600_000);

  // Signed in, the dashboard speaks English too; ?lang=fr brings French back.
  await openSignedIn(page, DEMO.owner, '/dashboard');
  await expect(page.getByRole('heading', { name: /Hello Claire/ })).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toContainText('Dashboard');
  await expect(page.getByTestId('sidebar-menu')).toContainText('Settings');
  await page.goto('/dashboard?lang=fr');
  await expect(page.getByRole('heading', { name: /Bonjour Claire/ })).toBeVisible();
});

test('guest pages send a signed-in user home; / leads to the login or home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');
  await openSignedIn(page, DEMO.owner, '/auth/register/buyer');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
});

test('an unknown page answers the 404 page', async ({ page }) => {
  await page.goto('/dashboard/nothing-here');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.goto('/demo');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.goto('/no-such-shop-anywhere');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a route chunk that fails to load reloads the page once', async ({ page }) => {
  await openSignedIn(page, DEMO.owner, '/help');
  let failures = 0;
  await page.route('**/assets/dashboard.area-*.js', (route) => {
    failures += 1;
    return failures === 1 ? route.abort() : route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bonjour Claire/ })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => localStorage.getItem('cuvee.chunkReloadAt'))).not.toBeNull();
});
