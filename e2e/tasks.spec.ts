import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 120_000 });

/**
 * Tomorrow at 08:00 in the picker's sections (DD MM YYYY HH mm): a slot of its own (the CRM
 * journey plans its call at 10:00), so the drag below can only move this task.
 */
function tomorrowAtEight() {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const two = (n: number) => String(n).padStart(2, '0');
  return { typed: `${two(d.getDate())}${two(d.getMonth() + 1)}${d.getFullYear()}0800`, date: d };
}

test('the owner plans a task for tomorrow for the agent, sees it in the calendar, completes it; the agent is notified', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/tasks');
  await expect(page.getByRole('heading', { name: 'Tâches', level: 1 })).toBeVisible();

  const title = `Appeler la Cave du Port ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Nouvelle tâche' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nouvelle tâche' })).toBeVisible();
  // A task without a title is refused, in French.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ ne peut pas être vide')).toBeVisible();

  await dialog.getByLabel('Intitulé').fill(title);
  await dialog.getByLabel('Priorité').click();
  await page.getByRole('option', { name: 'Haute' }).click();
  const when = tomorrowAtEight();
  await dialog.getByRole('group', { name: 'Date et heure' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(when.typed);
  await dialog.getByLabel('Attribuée à').click();
  await page.getByRole('option', { name: 'Sophie Commerce' }).click();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}tasks-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('task-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('08:00');
  await expect(row).toContainText('Pour Sophie Commerce');
  await expect(row).toContainText('Haute');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}tasks-list-1280.png`, fullPage: true });

  // The agent has been told.
  const agent = await tokenFor(page.request, DEMO.agent);
  const inbox = await page.request.get('/v1/notifications-centers', { headers: bearer(agent) });
  const notes = (await inbox.json()).notifications as {
    type: string;
    content: string;
    redirectLink: string;
  }[];
  expect(notes).toContainEqual(
    expect.objectContaining({ type: 'newTask', content: `Nouvelle tâche : ${title}` }),
  );

  // The calendar, week view (the header's calendar icon leads there).
  await page.getByRole('link', { name: 'Calendrier' }).first().click();
  await expect(page).toHaveURL('/dashboard/calendar');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  const event = page.locator('.fc-event').filter({ hasText: title });
  // Tomorrow may be next week (a Sunday today).
  if (when.date.getDay() === 1) await page.getByRole('button', { name: /suivant/i }).click();
  await expect(event).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}calendar-week-1280.png`, fullPage: true });
  // Dragged an hour later, it is moved (PATCH …/move) and stays there.
  const box = (await event.boundingBox())!;
  const hour = (await page.locator('.fc-timegrid-slot-lane').nth(1).boundingBox())!.height * 2;
  await page.mouse.move(box.x + box.width / 2, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour, { steps: 5 });
  const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'PATCH');
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  // Its start moved, not only its end: '08:00 - 09:00' becomes '09:00 - 10:00'.
  await expect(event).toContainText(/^0?9:00 - 10:00/);
  // Clicking it opens the task.
  await event.click();
  await expect(page.getByRole('dialog').getByLabel('Intitulé')).toHaveValue(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Mois' }).click();
  await expect(event).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}calendar-month-1280.png`, fullPage: true });

  // Completed in one click.
  await page.goto('/dashboard/tasks');
  await page.getByRole('checkbox', { name: `Marquer « ${title} » comme terminée` }).click();
  await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeHidden();
  await page.getByRole('button', { name: 'Terminées' }).click();
  await expect(page.getByRole('checkbox', { name: `Rouvrir « ${title} »` })).toBeChecked();

  // At phone width: the list, then the calendar as a list of the week.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toutes', exact: true }).click();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}tasks-list-390.png`, fullPage: true });
  await page.goto('/dashboard/calendar');
  await expect(page.locator('.fc-list, .fc-timegrid').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}calendar-390.png`, fullPage: true });
});
