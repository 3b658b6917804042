import { expect, type Page } from '@playwright/test';

// The owner's wine-tourism screens as a person uses them (issue 27): the event form and the
// calendar's day view. Shared by the office journey and the storefront booking journey.

/** Tomorrow in the estate's time, YYYY-MM-DD, and whether it falls in next week (Monday). */
export function tomorrow() {
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

/**
 * From Réservations › Événements, the owner (signed in on `page`) creates a tasting for 12: an
 * adult rate at 25 € and a child on a lap who takes no place, two slots a day (10:00 and 15:00)
 * every day for six months, published — under the shop's tab `tab` when given. Returns the
 * event's page address and id.
 */
export async function createTastingOnScreens(page: Page, title: string, tab?: string) {
  await page.goto('/dashboard/reservations/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvel événement' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  if (tab) {
    await page.getByRole('combobox', { name: /Onglet de la boutique/ }).click();
    await page.getByRole('option', { name: tab, exact: true }).click();
  }
  const rates = page.getByTestId('rate-row');
  await rates.nth(0).getByLabel('Libellé').fill('Adulte');
  await rates.nth(0).getByLabel('Prix TTC (€)').fill('25');
  await page.getByRole('button', { name: 'Ajouter un tarif' }).click();
  await rates.nth(1).getByLabel('Libellé').fill('Enfant sur les genoux');
  await rates.nth(1).getByLabel('Prix TTC (€)').fill('0');
  await rates.nth(1).getByRole('checkbox', { name: 'Compte dans les places' }).uncheck();
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await everyDay(page);
  await expect(page.getByTestId('slot-row').first()).toContainText('12 places restantes');
  await page.getByRole('button', { name: 'Créer l’événement' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reservations\/events\/[0-9a-f-]{36}$/);
  const url = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Saved: the slots come from the API with their places left.
  await expect(page.getByTestId('slot-fill').first()).toHaveText('0 / 12');
  return { url, id: new URL(url).pathname.split('/').pop()! };
}

/**
 * The calendar on tomorrow alone, as the owner looks at a busy day: other tastings at the same
 * hour (earlier runs, the demo's) stand beside each other, two at most, the rest behind '+N',
 * which opens them. Expects `texts` all visible on that day.
 */
export async function expectTomorrowInCalendar(page: Page, texts: string[]) {
  const { monday } = tomorrow();
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  if (monday) await page.getByRole('button', { name: /suivant/i }).click();
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  if (!monday) await page.getByRole('button', { name: /suivant/i }).click();
  const [first, ...rest] = texts.map((t) => page.getByText(t));
  const more = page.locator('.fc-timegrid-more-link');
  await expect(first!.or(more).first()).toBeVisible();
  for (let i = 0; !(await first!.isVisible()) && i < (await more.count()); i++) {
    await more.nth(i).click();
    if (await first!.isVisible()) break;
    await page.keyboard.press('Escape');
  }
  await expect(first!).toBeVisible();
  for (const other of rest) await expect(other).toBeVisible();
}
