import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// Decision 0008: at 390×844 the bottom bar and the drawer work.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

test('the owner on a phone: bottom bar (70 px), QR code, notifications, drawer', async ({ page }) => {
  await openSignedIn(page, DEMO.owner);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button').or(bar.getByRole('link'))).toHaveText([
    'Clients',
    'Commandes',
    'QR code',
    /Notifications/,
    'Aide',
  ]);
  const box = await bar.boundingBox();
  expect(Math.round(box!.height)).toBe(70);
  expect(Math.round(box!.y + box!.height)).toBe(844);

  // The QR code of the contact form, made in the app, encodes the shop's id link.
  await bar.getByRole('button', { name: 'QR code' }).click();
  const qr = page.getByTestId('contact-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr).toHaveAttribute('data-link', /\/shops\/[0-9a-f-]{36}\?page=contact$/);
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(qr).toBeHidden();

  await bar.getByTestId('bottom-bar-notifications').click();
  const center = page.getByTestId('notification-center');
  await expect(center.getByRole('heading', { name: 'Dernières notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(center).toBeHidden();

  await bar.getByRole('link', { name: 'Commandes' }).click();
  await expect(page).toHaveURL('/dashboard/orders');
  // Mobile header: the page's title with a back arrow.
  await expect(page.getByRole('banner').getByText('Commandes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByText(/© \d{4} Cuvée/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Ventes' }).click();
  await drawer.getByRole('link', { name: 'Factures', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/orders/bills');
  await expect(drawer).toBeHidden();

  await page.getByTestId('mobile-menu-button').click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/auth/login');
});

test('a buyer on a phone gets no QR code in the bottom bar', async ({ page }) => {
  await openSignedIn(page, DEMO.buyer);
  const bar = page.getByTestId('bottom-bar');
  await expect(bar.getByRole('button').or(bar.getByRole('link'))).toHaveText([
    'Commandes',
    /Notifications/,
    'Aide',
  ]);
});
