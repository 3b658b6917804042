import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 120_000 });

/** A day of 2000–2025 of its own for each run (a rate of the same scope and day is refused). */
function aDayOfItsOwn() {
  const n = Math.floor(Date.now() / 1000) % 9490;
  return new Date(Date.UTC(2000, 0, 1 + n)).toISOString().slice(0, 10);
}

test('the owner gives the agent a rate from a day on; the agent reads their own commissions, not the board', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/analytics/commissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Commissions' })).toBeVisible();
  const row = page.getByTestId('commission-row').filter({ hasText: 'Sophie Commerce' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Détail Sophie Commerce' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Taux du contrat' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Nouveau taux' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau taux pour Sophie Commerce' });
  const day = aDayOfItsOwn();
  await form.getByLabel('À partir du').fill(day);
  // A rate that is no percentage is refused at the field, in French, and nothing is sent.
  await form.getByLabel('Taux (% du HT)').fill('120');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Le taux est un pourcentage entre 0 et 100, au centième près')).toBeVisible();
  await form.getByLabel('Taux (% du HT)').fill('10');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Taux de 10 % enregistré pour Sophie Commerce')).toBeVisible();
  const frDay = day.split('-').reverse().join('/');
  await expect(dialog.getByText(`10 % · factures payées · à partir du ${frDay}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(row).toContainText('10 % · factures payées');

  // The agent: their own statements on the same page, no board, no agent but themselves.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const agent = await context.newPage();
  await openSignedIn(agent, DEMO.agent, '/dashboard/analytics/commissions');
  await expect(agent.getByRole('heading', { level: 1, name: 'Mes commissions' })).toBeVisible();
  await expect(agent.getByTestId('commission-row')).toHaveCount(0);
  await expect(agent.getByRole('button', { name: 'Nouveau taux' })).toHaveCount(0);
  await context.close();
});
