import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

test('the age gate shows on /domaine-demo for a visitor, and not after confirming', async ({
  page,
  context,
}) => {
  await page.goto('/domaine-demo');
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');
  await expect(page).toHaveURL('/domaine-demo');
  await page.reload();
  await expect(page.getByText('Domaine Démo').first()).toBeVisible();
  await expect(gate).toHaveCount(0);
});

test('refusing the age gate sends the visitor to the auth route, which says why', async ({ page }) => {
  await page.goto('/domaine-demo');
  await page.getByRole('button', { name: 'Non' }).click();
  await expect(page).toHaveURL('/auth?age=refused');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByTestId('age-refused')).toContainText('moins de 18 ans');
  // Signing in straight from /auth says nothing of the kind.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByTestId('age-refused')).toHaveCount(0);
  // In English too.
  await page.goto('/auth?age=refused&lang=en');
  await expect(page.getByTestId('age-refused')).toContainText('You said you are under 18');
});

test("the gate is in the shop's page itself: it shows and answers before the app's scripts have loaded", async ({
  page,
  context,
}) => {
  // The app's scripts never arrive: what shows is the server's page alone, and its forms answer.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/domaine-demo/les-galets-rouge');
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(page).toHaveURL('/domaine-demo/les-galets-rouge');
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Les Galets Rouge/ })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');
});

test('once the page is hydrated the gate is modal: focus on the answer, Escape refused, no request to answer it', async ({
  page,
  context,
}) => {
  await page.goto('/domaine-demo');
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  const yes = gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" });
  await expect(yes).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await yes.click();
  await expect(gate).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');
});

test('a visitor whose browser asks for English gets the gate in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/domaine-demo');
  const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor passes the gate and is back on the page he asked for; "Non" leads to the auth route', async ({
    page,
    context,
  }) => {
    await page.goto('/domaine-demo?page=coffrets');
    const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
    await expect(page).toHaveURL('/domaine-demo?page=coffrets');
    await expect(gate).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');

    await context.clearCookies();
    await page.goto('/domaine-demo/les-galets-rouge');
    await page.getByRole('button', { name: 'Non' }).click();
    await expect(page).toHaveURL('/auth?age=refused');
  });
});
