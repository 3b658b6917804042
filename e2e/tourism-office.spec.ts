import { expect as baseExpect, test } from '@playwright/test';
import { createTastingOnScreens, expectTomorrowInCalendar, tomorrow } from './support/tourism.ts';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 180_000 });

test('the owner creates a tasting with two slots a day and a child rate, books it by phone, sees it in the calendar and the list, checks the visitors in; the places left go down by the counting persons only', async ({
  page,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const title = `Dégustation au chai ${run}`;
  const family = `Famille Martin ${run}`;
  const { day } = tomorrow();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The event: a tasting for 12, an adult rate and a child on a lap who takes no place, two
  // slots a day (10:00 and 15:00), every day for six months.
  await openSignedIn(page, DEMO.owner, '/dashboard');
  const { url: eventUrl } = await createTastingOnScreens(page, title);

  // A booking taken by phone for a demo client: 2 adults and a child on a lap, tomorrow at 10:00.
  await page.goto('/dashboard/reservations/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle réservation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).fill('Durand');
  await page
    .getByRole('option', { name: /Durand/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Événement' }).click();
  await page.getByRole('option', { name: title }).click();
  await page.getByLabel('Date', { exact: true }).fill(day);
  const morning = page
    .getByTestId('slot-picker')
    .getByRole('button', { name: /^10:00, 12 places restantes/ });
  await morning.click();
  await expect(morning).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Enfant sur les genoux' }).click();
  await expect(page.getByTestId('booking-total')).toContainText('50,00 €');
  await expect(page.getByTestId('booking-total')).toContainText('2 personnes');
  await page.getByRole('textbox', { name: /^Nom/ }).fill(family);
  await page.getByRole('button', { name: 'Enregistrer la réservation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
  const bookingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: family })).toBeVisible();

  // The calendar shows the booking and its slot's fill beside the tasks.
  await expectTomorrowInCalendar(page, [`${family} · 2 pers.`, `${title} — 2/12`]);

  // The day's list has it, with its persons.
  await page.goto(`/dashboard/reservations?day=${day}`);
  const row = page.getByTestId('booking-row').filter({ hasText: family });
  await expect(row).toContainText('2 personnes');
  await expect(row).toContainText('Confirmée');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(bookingUrl);

  // The visitors come: checked in.
  await page.getByRole('button', { name: 'Enregistrer l’arrivée' }).click();
  await expect(page.getByTestId('checked-in')).toContainText('Arrivés le');

  // The slot lost two places, not three: the child on a lap took none.
  await page.goto(eventUrl);
  const first = page.getByTestId('slot-row').filter({ has: page.getByText('2 / 12') });
  await expect(first).toContainText('10 places restantes');
});
