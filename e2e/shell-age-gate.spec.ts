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

test('refusing the age gate sends the visitor to the auth route', async ({ page }) => {
  await page.goto('/domaine-demo');
  await page.getByRole('button', { name: 'Non' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});
