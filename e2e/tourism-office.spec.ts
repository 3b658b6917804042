import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 180_000 });

/** Tomorrow in the estate's time, YYYY-MM-DD, and whether it falls in next week (Monday). */
function tomorrow() {
  const day = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const monday = new Date(`${day}T12:00:00Z`).getUTCDay() === 1;
  return { day, monday };
}

/** The event form's rule row: every day of the week on (the default rule holds Tuesday and Saturday). */
async function everyDay(page: Page) {
  const rule = page.getByTestId('rule-row').first();
  for (const day of ['Lundi', 'Mercredi', 'Jeudi', 'Vendredi', 'Dimanche'])
    await rule.getByRole('button', { name: day }).click();
  for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'])
    await expect(rule.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
}

test('the owner creates a tasting with two slots a day and a child rate, books it by phone, sees it in the calendar and the list, checks the visitors in; the places left go down by the counting persons only', async ({
  page,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const title = `Dégustation au chai ${run}`;
  const family = `Famille Martin ${run}`;
  const { day, monday } = tomorrow();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The event: a tasting for 12, an adult rate and a child on a lap who takes no place.
  await openSignedIn(page, DEMO.owner, '/dashboard/reservations/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvel événement' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  const rates = page.getByTestId('rate-row');
  await rates.nth(0).getByLabel('Libellé').fill('Adulte');
  await rates.nth(0).getByLabel('Prix TTC (€)').fill('25');
  await page.getByRole('button', { name: 'Ajouter un tarif' }).click();
  await rates.nth(1).getByLabel('Libellé').fill('Enfant sur les genoux');
  await rates.nth(1).getByLabel('Prix TTC (€)').fill('0');
  await rates.nth(1).getByRole('checkbox', { name: 'Compte dans les places' }).uncheck();
  // Two slots a day (10:00 and 15:00), every day for six months.
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await everyDay(page);
  await expect(page.getByTestId('slot-row').first()).toContainText('12 places restantes');
  await page.getByRole('button', { name: 'Créer l’événement' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reservations\/events\/[0-9a-f-]{36}$/);
  const eventUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Saved: the slots come from the API with their places left.
  await expect(page.getByTestId('slot-fill').first()).toHaveText('0 / 12');

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
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  if (monday) await page.getByRole('button', { name: /suivant/i }).click();
  // Tomorrow alone, as the owner looks at a busy day: other tastings at 10:00 (earlier runs,
  // the demo's) stand beside it, two at most, the rest behind '+N', which opens them all.
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  if (!monday) await page.getByRole('button', { name: /suivant/i }).click();
  const booked = page.getByText(`${family} · 2 pers.`);
  const slot = page.getByText(`${title} — 2/12`);
  const more = page.locator('.fc-timegrid-more-link');
  await expect(booked.or(more).first()).toBeVisible();
  for (let i = 0; !(await booked.isVisible()) && i < (await more.count()); i++) {
    await more.nth(i).click();
    if (await booked.isVisible()) break;
    await page.keyboard.press('Escape');
  }
  await expect(booked).toBeVisible();
  await expect(slot).toBeVisible();

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
