import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, sidebarEntries, signInWithForm, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

const WINE = 'Cuvée Prestige Rouge';
const LOT = 'L2025-01';

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The movement form, filled as a producer does: kind, then what the form still asks. */
async function submitMovement(page: Page, fields: { kind: RegExp; quantity: string; to?: string }) {
  await choose(page, 'Type de mouvement', fields.kind);
  if (fields.to) await choose(page, 'Entrepôt d’arrivée', fields.to);
  await page.getByLabel('Quantité (unités)').fill(fields.quantity);
  await page.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
}

test('the owner creates a warehouse, bottles 120 bottles of lot L2025-01, transfers 24, breaks 2, reads the levels and the journal and exports it as XLSX', async ({
  page,
}) => {
  const cellar = `Cave des Essais ${Date.now() % 100000}`;
  await page.goto('/auth/login?redirectLink=/dashboard');
  await signInWithForm(page, DEMO.owner);
  await expect(page).toHaveURL('/dashboard');

  // The Articles menu leads to the warehouses.
  const entries = await sidebarEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Entrepôts', 'Stocks', 'Mouvements']));
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Articles' }).click();
  await sidebar.getByRole('link', { name: 'Entrepôts' }).click();
  await expect(page).toHaveURL('/dashboard/stocks/warehouses');
  await expect(page.getByTestId('warehouse-card').first()).toBeVisible();

  // A new warehouse: a refused name says why, in French; then it is created.
  await page.getByRole('button', { name: 'Nouvel entrepôt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel entrepôt' });
  await dialog.getByLabel('Nom').fill('A');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
  await dialog.getByLabel('Nom').fill(cellar);
  await dialog.getByLabel('Ville').fill('Beaune');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('warehouse-card').filter({ hasText: cellar })).toContainText(
    'Chai / cave propre',
  );

  // The bottling, from the stock list's button; an empty quantity is refused first.
  await page.getByRole('tab', { name: 'Stocks' }).click();
  await expect(page).toHaveURL('/dashboard/stocks');
  await expect(page.getByTestId('stock-totals')).toBeVisible();
  await page.getByRole('link', { name: 'Saisir un mouvement' }).click();
  await expect(page).toHaveURL('/dashboard/stocks/add');
  await page.getByRole('combobox', { name: 'Produit' }).fill('Prestige Rouge');
  // As a person does: wait for the list to show the search's answer, then pick the wine.
  await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${WINE}`));
  await page.getByRole('option', { name: new RegExp(`^${WINE}`) }).click();
  await choose(page, 'Format', /0,75/);
  await page.getByLabel('Millésime').fill('2020');
  await page.getByLabel('Numéro de lot').fill(LOT);
  await choose(page, 'Entrepôt', cellar);
  await page.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(page.getByText('Ce champ ne peut pas être vide')).toBeVisible();
  await submitMovement(page, { kind: /Mise en bouteille/, quantity: '120' });
  await expect(page).toHaveURL(/\/dashboard\/stocks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${WINE} — Bouteille 0,75 L, 2020, lot ${LOT}`,
  );
  await expect(page.getByTestId('line-physical')).toContainText('120');
  const cellarLine = page.url();

  // 24 to the estate's cellar: the form starts on this line; the same warehouse is refused.
  await page.getByRole('link', { name: 'Saisir un mouvement' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/add\?line=/);
  await expect(page.getByLabel('Numéro de lot')).toHaveValue(LOT);
  await choose(page, 'Type de mouvement', /Transfert vers un autre entrepôt/);
  await choose(page, 'Entrepôt d’arrivée', cellar);
  await page.getByLabel('Quantité (unités)').fill('24');
  await page.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(
    page.getByText("L'entrepôt de destination doit être différent de l'entrepôt de départ"),
  ).toBeVisible();
  await submitMovement(page, {
    kind: /Transfert vers un autre entrepôt/,
    quantity: '24',
    to: 'Chai du domaine',
  });
  await expect(page).toHaveURL(cellarLine);
  await expect(page.getByTestId('line-physical')).toContainText('96');

  // A breakage of 2; more than the line holds is refused by the API, in French.
  await page.getByRole('link', { name: 'Saisir un mouvement' }).click();
  await submitMovement(page, { kind: /Casse/, quantity: '500' });
  await expect(page.getByTestId('movement-error')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/add/);
  await submitMovement(page, { kind: /Casse/, quantity: '2' });
  await expect(page).toHaveURL(cellarLine);
  await expect(page.getByTestId('line-physical')).toContainText('94');
  await expect(page.getByTestId('line-available')).toContainText('94');
  await expect(page.getByTestId('movement-row')).toHaveCount(3);

  // The levels in the list, narrowed to the wine and its vintage: 94 here, 24 at the estate.
  await page.getByRole('link', { name: 'Retour aux stocks' }).click();
  await page.getByRole('combobox', { name: 'Rechercher un produit' }).fill('Prestige Rouge');
  await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${WINE}`));
  await page.getByRole('option', { name: new RegExp(`^${WINE}`) }).click();
  await page.getByRole('textbox', { name: 'Millésime' }).fill('2020');
  await page.getByRole('textbox', { name: 'Millésime' }).press('Enter');
  await expect(page).toHaveURL(/vintage=2020/);
  const lotRows = page.getByTestId('stock-row').filter({ hasText: LOT });
  await expect(lotRows).toHaveCount(2);
  await expect(lotRows.filter({ hasText: cellar }).getByTestId('stock-physical')).toHaveText('94');
  await expect(lotRows.filter({ hasText: 'Chai du domaine' }).getByTestId('stock-physical')).toHaveText('24');

  // The journal of the lot: the bottling, both halves of the transfer, the breakage.
  await page.getByRole('tab', { name: 'Mouvements' }).click();
  await expect(page).toHaveURL('/dashboard/stocks/movements');
  await page.getByLabel('Lot', { exact: true }).fill(LOT);
  await page.getByLabel('Lot', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/lot=L2025-01/);
  const rows = page.getByTestId('movement-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Mise en bouteille' }).getByTestId('movement-quantity')).toHaveText(
    '+120',
  );
  await expect(rows.filter({ hasText: 'Transfert sortant' }).getByTestId('movement-quantity')).toHaveText(
    '−24',
  );
  await expect(rows.filter({ hasText: 'Transfert entrant' }).getByTestId('movement-quantity')).toHaveText(
    '+24',
  );
  await expect(rows.filter({ hasText: 'Casse' }).getByTestId('movement-quantity')).toHaveText('−2');

  // The journal as a spreadsheet: a real XLSX (a zip: 'PK').
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.length).toBeGreaterThan(100);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('the collaborator without seeAllStock sees no stock menu, and the API refuses them the stock', async ({
  page,
  request,
}) => {
  await openSignedIn(page, DEMO.iam);
  const entries = await sidebarEntries(page);
  for (const entry of ['Entrepôts', 'Stocks', 'Mouvements']) expect(entries).not.toContain(entry);

  const jwt = await tokenFor(request, DEMO.iam);
  const list = await request.get('/v1/stocks', { headers: bearer(jwt) });
  expect(list.status()).toBe(403);
  expect((await list.json()).message).toEqual(expect.any(String));
  const journal = await request.get('/v1/stocks/movements', { headers: bearer(jwt) });
  expect(journal.status()).toBe(403);
});
