import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support/web.ts';

test.use({ serviceWorkers: 'block' });

// A professional buyer (Caviste) sees the negotiated price without VAT (spec §6).
test('pro@cuvee.demo signs in from the shop and sees Les Galets Rouge at the Caviste price, without VAT', async ({
  page,
}) => {
  await page.goto('/domaine-demo/les-galets-rouge');
  await page
    .getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' })
    .getByRole('button', { name: /Oui/ })
    .click();
  await expect(page.getByTestId('price').first()).toContainText('12,90 €');

  // The header's sign-in carries the shop's code (spec §2).
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Se connecter' });
  await expect(signIn).toHaveAttribute('href', '/auth/login?id=DEMO2026');
  await signIn.click();
  await signInWithForm(page, DEMO.pro);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/domaine-demo/les-galets-rouge');
  const price = page.getByTestId('price').first();
  await expect(price).toContainText('8,50 €');
  await expect(price).toContainText('HT');
  await expect(price).not.toContainText('TTC');
  // Negotiated prices ignore the public quantity tiers.
  await expect(page.getByText('À partir de 6')).toHaveCount(0);

  // On the shop page too, and the pro-only wine appears.
  await page.goto('/domaine-demo');
  const cuvee = page.getByTestId('product-card').filter({ hasText: 'Cuvée Sommelier' });
  await expect(cuvee).toContainText('9,90 €');
  await expect(cuvee).toContainText('HT');

  // The account menu: dashboard and sign-out.
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a private customer sees prices with VAT, and no pro-only wine', async ({ page, context }) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.goto(`/auth/login?id=DEMO2026`);
  await signInWithForm(page, DEMO.buyer);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/domaine-demo');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: 'Cuvée Sommelier' })).toHaveCount(0);
  await expect(page.getByTestId('product-card').filter({ hasText: 'Les Galets Rouge' })).toContainText(
    '12,90 € TTC',
  );
});
