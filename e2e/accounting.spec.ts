import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer, validatedOrderFor } from './support/api.ts';
import { DEMO, openSignedIn, settle, sidebarEntries, tokenFor } from './support/web.ts';

// Issue 26's books as a producer meets them: the owner opens Comptabilité › Plan comptable and
// changes the wine sales account from today, invoices an order and records its payment on the
// order's page; the journals show the sale and the payment, each balanced, both lettered, the
// sale on the new account; the FEC of the year is checked, then downloads with the worked
// example's shape (18 fields, '|', comma decimals, AAAAMMJJ dates). A collaborator without
// accessAccounting sees no Comptabilité menu, the API refuses them (403) and the page says so.
// Each run makes its own client, order and account number, so the journey repeats on one server.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 240_000 });

async function shot(page: Page, name: string, width: 1280 | 390) {
  await page.setViewportSize(width === 1280 ? { width: 1280, height: 900 } : { width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
}

const FEC_AMOUNT = /^\d+,\d{2}$/;
const FEC_DAY = /^\d{8}$/;

test('the owner changes the wine account, invoices and is paid; the journals and the FEC show it', async ({
  page,
  request,
}) => {
  const jwt = await tokenFor(request, DEMO.owner);
  const stamp = Date.now().toString(36);
  const company = `Cave des Comptes ${stamp}`;
  const account = `701${100 + (Date.now() % 900)}`;
  const reference = `VIR-BOOKS-${stamp}`.toUpperCase();
  const orderId = await validatedOrderFor(
    request,
    jwt,
    { company, civility: 'mrs', firstname: 'Claire', lastname: 'Comptes' },
    6,
  );

  // Comptabilité › Plan comptable: the wine account changed from today.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Comptabilité' }).click();
  await sidebar.getByRole('link', { name: 'Plan comptable' }).click();
  await expect(page).toHaveURL('/dashboard/accounting/codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan comptable' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier le compte Vins (produits de l’exploitation)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Numéro de compte').fill('7O1');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText('Le numéro de compte doit commencer par trois chiffres du plan comptable'),
  ).toBeVisible();
  await dialog.getByLabel('Numéro de compte').fill(account);
  await dialog.getByLabel('Libellé du compte').fill('Ventes de vins AOP');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const wine = page
    .getByRole('region', { name: 'Ventes, par type comptable de produit' })
    .getByTestId('chart-account')
    .filter({ hasText: 'Vins (produits de l’exploitation)' });
  await expect(wine).toContainText(account);
  await expect(wine).toContainText('Ventes de vins AOP');
  await shot(page, 'accounting-codes', 1280);
  await shot(page, 'accounting-codes', 390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The order invoiced and paid on its page, as a producer does.
  await page.goto(`/dashboard/orders/${orderId}`);
  const invoices = page.getByTestId('order-invoices');
  await invoices.getByRole('button', { name: 'Facturer' }).click();
  const row = invoices.getByTestId('invoice-row').first();
  await expect(row).toContainText(/F-\d{4}-\d{5}/);
  const number = (await row.textContent())!.match(/F-\d{4}-\d{5}/)![0];
  await page.getByTestId('order-payments').getByRole('button', { name: 'Enregistrer un règlement' }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel('Référence (n° de chèque, virement…)').fill(reference);
  await pay.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(pay).toBeHidden();
  await expect(row).toContainText('Payée');

  // Comptabilité › Journaux: the sale and the payment, balanced, lettered; the sale on the new account.
  await sidebar.getByRole('button', { name: 'Comptabilité' }).click();
  await sidebar.getByRole('link', { name: 'Journaux' }).click();
  await expect(page).toHaveURL('/dashboard/accounting/journals');
  const ours = page.getByTestId('journal-entry').filter({ hasText: company });
  await expect(ours).toHaveCount(2);
  for (const entry of await ours.all()) {
    await expect(entry.getByTestId('entry-lettering')).toHaveText('Lettrée');
    await expect(entry.getByTestId('entry-debit')).toHaveText(
      (await entry.getByTestId('entry-credit').textContent())!,
    );
  }
  await expect(ours.getByTestId('entry-line').filter({ hasText: account })).toHaveCount(1);
  await expect(ours.filter({ hasText: account })).toContainText(number);
  // Both client lines carry the same letter.
  const letters = await ours
    .getByTestId('entry-line')
    .filter({ hasText: /^411/ })
    .evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent?.trim() ?? ''));
  expect(letters).toHaveLength(2);
  expect(letters[0]).toMatch(/^[A-Z]+$/);
  expect(letters[1]).toBe(letters[0]);

  // The filters in the URL: the new account alone shows the sale.
  await page.getByLabel('Compte', { exact: true }).fill(account);
  await page.getByLabel('Compte', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`account=${account}`));
  await expect(page.getByTestId('journal-entry')).toHaveCount(1);
  await expect(page.getByTestId('journal-entry')).toContainText(number);
  await expect(page.getByTestId('journal-totals')).toContainText('Équilibré');
  await page.getByLabel('Compte', { exact: true }).fill('');
  await page.getByLabel('Compte', { exact: true }).press('Enter');
  await shot(page, 'accounting-journals', 1280);
  await shot(page, 'accounting-journals', 390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The FEC of this year: the product's check first, then the file.
  await page.getByRole('button', { name: 'Exporter' }).click();
  const exports = page.getByRole('dialog', { name: 'Exports comptables' });
  await exports.getByRole('button', { name: 'Vérifier le FEC' }).click();
  await expect(exports.getByTestId('fec-ok')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}accounting-fec-check-1280.png` });
  const download = page.waitForEvent('download');
  await exports.getByTestId('fec-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{9}FEC\d{4}1231\.txt$/);
  const text = await readFile((await file.path())!, 'utf8');
  const [head, ...lines] = text.split('\r\n');
  expect(head!.split('|')).toHaveLength(18);
  const mine = lines.filter((l) => l.includes(number) || l.includes(reference));
  expect(mine.length).toBeGreaterThanOrEqual(5);
  for (const line of mine) {
    const f = line.split('|');
    expect(f).toHaveLength(18);
    for (const d of [f[3], f[9], f[15]]) expect(d).toMatch(FEC_DAY);
    expect(f[11]).toMatch(FEC_AMOUNT);
    expect(f[12]).toMatch(FEC_AMOUNT);
  }
  const accounts = mine.map((l) => l.split('|')[4]);
  expect(accounts).toContain(account);
  expect(accounts.filter((a) => a!.startsWith('411'))).toHaveLength(2);
  // Each of the two entries balances, debit = credit.
  const cents = (s: string) => Number(s.replace(',', ''));
  const byEntry = new Map<string, number>();
  for (const l of mine) {
    const f = l.split('|');
    byEntry.set(f[2]!, (byEntry.get(f[2]!) ?? 0) + cents(f[11]!) - cents(f[12]!));
  }
  expect([...byEntry.values()]).toEqual([0, 0]);
  // The client lines are lettered together, with the lettering day.
  const clientLines = mine.map((l) => l.split('|')).filter((f) => f[4]!.startsWith('411'));
  expect(clientLines[0]![13]).toMatch(/^[A-Z]+$/);
  expect(clientLines[1]![13]).toBe(clientLines[0]![13]);
  expect(clientLines[0]![14]).toMatch(FEC_DAY);
  await exports.getByRole('button', { name: 'Fermer' }).click();

  // The payment was a mistake: reversed in Règlements, never deleted. It stays listed as such, and
  // the journals keep both entries beside the reversing one.
  await sidebar.getByRole('link', { name: 'Règlements' }).first().click();
  const paid = page.getByTestId('payments-list').getByTestId('rx-row').filter({ hasText: company });
  await expect(paid).toHaveCount(1);
  await paid.getByRole('button', { name: /^Contre-passer le règlement de/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Contre-passer ce règlement ?' });
  await expect(confirm).toContainText('celui-ci reste visible, une écriture inverse est passée');
  await confirm.getByRole('button', { name: 'Contre-passer' }).click();
  await expect(confirm).toBeHidden();
  await expect(paid).toHaveCount(1);
  await expect(paid.getByTestId('payment-reversed')).toContainText('Contre-passé');
  await expect(paid.getByRole('button', { name: /Contre-passer/ })).toHaveCount(0);
  await page.goto('/dashboard/accounting/journals');
  await expect(page.getByTestId('journal-entry').filter({ hasText: company })).toHaveCount(3);
  await expect(
    page.getByTestId('journal-entry').filter({ hasText: company }).filter({ hasText: 'Contre-passation' }),
  ).toHaveCount(1);
});

test('a collaborator without accessAccounting sees no Comptabilité menu; the API and the page refuse', async ({
  page,
  request,
}) => {
  const jwt = await tokenFor(request, DEMO.iam);
  const refused = await request.get('/v1/accounting/entries', { headers: bearer(jwt) });
  expect(refused.status()).toBe(403);
  expect((await request.get('/v1/accounting/accounts', { headers: bearer(jwt) })).status()).toBe(403);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO.iam, '/dashboard');
  const entries = await sidebarEntries(page);
  expect(entries).not.toContain('# Comptabilité');
  expect(entries).not.toContain('Journaux');
  expect(entries).not.toContain('Plan comptable');
  await page.goto('/dashboard/accounting/journals');
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByText(/Accès refusé.: vos droits ne permettent pas d’ouvrir cette page\./),
  ).toBeVisible();
});
