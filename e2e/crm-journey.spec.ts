import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, openSignedIn, settle } from './support/web.ts';

// Issue 15's journey as a producer makes it, across the CRM's parts: a professional client,
// its terms, a task for tomorrow on it, the calendar, completion, the client's timeline.
// The 500-line import is e2e/client-import.spec.ts; an agent's own clients, e2e/clients.spec.ts.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

test('the owner creates a professional client, plans a task on it for tomorrow, finds it in the calendar, completes it and reads it on the client’s timeline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard');

  // CRM › Clients in the sidebar, then 'Nouveau client' › Professionnel.
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('CRM', { exact: true }).click();
  await sidebar.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/clients');
  // A long list (other journeys import clients on this server) may still be settling: the menu is
  // asked again until it opens, as a person clicks again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    await expect(page.getByRole('menuitem', { name: 'Professionnel' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Professionnel' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau professionnel' })).toBeVisible();

  const unique = Date.now() % 100000;
  const company = `Bistrot Hélène ${unique}`;
  const siret = `${String(200000000 + unique).slice(0, 9)}${String(unique).padStart(5, '0')}`;
  const split = `SIREN ${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} · NIC ${siret.slice(9)}`;
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Garnier');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Hélène');
  await page.getByLabel('E-mail').fill(`helene.${unique}@bistrot.test`);
  await page.getByLabel(/^Société/).fill(company);
  // A SIRET one digit short is refused in French before anything is sent.
  await page.getByLabel('SIRET').fill(siret.slice(0, 13));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
  await page.getByLabel('SIRET').fill(siret);
  await expect(page.getByTestId('siret-split')).toHaveText(split);
  await page.getByRole('combobox', { name: /Typologie/ }).click();
  await page.getByRole('option', { name: 'Caviste' }).click();
  await page.getByRole('combobox', { name: 'Délai de paiement' }).click();
  await page.getByRole('option', { name: '30 jours fin de mois', exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByTestId('client-siret')).toHaveText(split);
  await expect(page.getByTestId('client-typology')).toHaveText('Caviste');
  await expect(page.getByTestId('client-delay')).toHaveText('30 jours fin de mois');
  const clientUrl = page.url();

  // CRM › Tâches: a call tomorrow at 10:00 about this client.
  await sidebar.getByRole('link', { name: 'Tâches', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tâches', level: 1 })).toBeVisible();
  const title = `Rappeler ${company}`;
  await page.getByRole('button', { name: 'Nouvelle tâche' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Intitulé').fill(title);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const two = (n: number) => String(n).padStart(2, '0');
  await dialog.getByRole('group', { name: 'Date et heure' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(
    `${two(tomorrow.getDate())}${two(tomorrow.getMonth() + 1)}${tomorrow.getFullYear()}1000`,
  );
  await dialog.getByLabel('Client').fill(`bistrot helene ${unique}`);
  await page.getByRole('option', { name: new RegExp(company) }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('task-row').filter({ hasText: title });
  await expect(row).toContainText('10:00');
  await expect(row).toContainText(company);

  // The header's calendar icon: the week view shows it tomorrow.
  await page.getByRole('link', { name: 'Calendrier' }).first().click();
  await expect(page).toHaveURL('/dashboard/calendar');
  if (tomorrow.getDay() === 1) await page.getByRole('button', { name: /suivant/i }).click();
  const event = page.locator('.fc-event').filter({ hasText: title });
  await expect(event).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}crm-journey-calendar-1280.png`, fullPage: true });

  // Completed from the task list in one click.
  await page.goto('/dashboard/tasks');
  await page.getByRole('checkbox', { name: `Marquer « ${title} » comme terminée` }).click();
  await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeHidden();

  // The client's timeline tells the story: created, task planned, task completed.
  await page.goto(new URL(clientUrl).pathname);
  const timeline = page.getByTestId('client-timeline');
  await expect(timeline).toContainText(`Tâche terminée : ${title}`);
  await expect(timeline).toContainText(`Tâche planifiée : ${title}`);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}crm-journey-client-1280.png`, fullPage: true });
});
