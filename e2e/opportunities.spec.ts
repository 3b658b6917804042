import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn, settle } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const column = (page: Page, stage: string) => page.getByTestId(`stage-${stage}`);
const total = (page: Page, stage: string) => column(page, stage).getByTestId('stage-total').innerText();

/** A drag as a hand makes it: press on the card, move in steps (past the 5 px start), release. */
async function dragTo(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 40, { steps: 15 });
  await page.mouse.up();
}

test('the owner creates an opportunity, drags it to Négociation, sees the totals change and keeps it after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients/opportunities');
  await expect(page.getByRole('heading', { name: 'Opportunités', level: 1 })).toBeVisible();
  await expect(page.getByTestId('opportunity-card').first()).toBeVisible();
  await expect(column(page, 'negotiation').getByRole('heading', { name: 'Négociation' })).toBeVisible();

  const title = `Salon des vins ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Nouvelle opportunité' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nouvelle opportunité' })).toBeVisible();
  // A refused form says what to correct, in French.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ ne peut pas être vide').first()).toBeVisible();

  await dialog.getByLabel('Client ou prospect').fill('Cave');
  await page.getByRole('option', { name: /Cave des Papilles/ }).click();
  await dialog.getByLabel('Intitulé').fill(title);
  await dialog.getByLabel('Montant HT').fill('1 500');
  await dialog.getByLabel('Probabilité (%)').fill('50');
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}opportunities-form-1280.png` });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  const card = column(page, 'new').getByTestId('opportunity-card').filter({ hasText: title });
  await expect(card).toContainText('Cave des Papilles');
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 500,00');
  await expect(card).toContainText('50 %');
  const newBefore = await total(page, 'new');
  const negotiationBefore = await total(page, 'negotiation');

  await dragTo(page, card, column(page, 'negotiation'));
  const moved = column(page, 'negotiation').getByTestId('opportunity-card').filter({ hasText: title });
  await expect(moved).toBeVisible();
  await expect(column(page, 'new').getByTestId('opportunity-card').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(() => total(page, 'negotiation')).not.toBe(negotiationBefore);
  await expect.poll(() => total(page, 'new')).not.toBe(newBefore);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}opportunities-board-1280.png`, fullPage: true });

  // The server kept it: a reload shows it in Négociation with the same totals.
  const negotiationAfter = await total(page, 'negotiation');
  await page.reload();
  await expect(
    column(page, 'negotiation').getByTestId('opportunity-card').filter({ hasText: title }),
  ).toBeVisible();
  await expect.poll(() => total(page, 'negotiation')).toBe(negotiationAfter);

  // On a phone the columns scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(column(page, 'new')).toBeVisible();
  const board = page.getByTestId('opportunity-board');
  const widths = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}opportunities-board-390.png` });
});

// Keyboard drag is wired (KeyboardSensor, sortableKeyboardCoordinates, French announcements) but this
// journey does not yet land the card in the next column: to finish.
test.fixme('a card moves with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients/opportunities');
  const first = column(page, 'qualified').getByTestId('opportunity-card').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('p').first().innerText()).trim();
  await first.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(
    column(page, 'proposal').getByTestId('opportunity-card').filter({ hasText: title }),
  ).toBeVisible();
  await expect(
    column(page, 'qualified').getByTestId('opportunity-card').filter({ hasText: title }),
  ).toHaveCount(0);
});
