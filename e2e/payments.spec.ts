import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer, outboxMails, validatedOrderFor } from './support/api.ts';
import { DEMO, openSignedIn, settle, tokenFor } from './support/web.ts';

// Issue 16's payments as a producer records them: a partial payment then the rest on an
// invoice (Payée en partie → Payée), the outstandings before and after, a reminder for an
// overdue invoice that reaches the outbox, an export of payments downloaded. The invoices are
// issued for clients of this journey's own by the journey server's seed before it starts (an
// invoice past due is dated in the past: apps/api/src/testing/e2e-journeys.seed.ts).

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

// The overdue invoice's client, as the seed names it (a reminder leaves it as it was); the invoice
// paid here is issued by each run for a client of its own, so the journey repeats on one server.
const LATE = { company: 'Épicerie des Relances', email: 'relances@journeys.cuvee.test' };

/** Issues today an invoice of 9 bottles, due in 30 days, for a new client, as the owner would. */
async function issueCurrentInvoice(request: APIRequestContext, jwt: string, company: string) {
  const orderId = await validatedOrderFor(
    request,
    jwt,
    { company, civility: 'mr', firstname: 'Jean', lastname: 'Parcours' },
    9,
  );
  const res = await request.post('/v1/invoices', { headers: bearer(jwt), data: { orderId } });
  expect(res.status(), await res.text()).toBe(200);
}

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 180_000 });

async function expectText(page: Page, testId: string, cents: number) {
  await expect
    .poll(async () => plain(await page.getByTestId(testId).textContent()))
    .toBe(plain(euros(cents)));
}

test('the owner records a partial payment then the rest, reminds an overdue invoice and exports the payments', async ({
  page,
  request,
}) => {
  const jwt = await tokenFor(request, DEMO.owner);
  type Invoice = { id: string; number: string; payable: number; balance: number; client: { name: string } };
  const seeded = async (company: string) => {
    const res = await request.get(`/v1/invoices?q=${encodeURIComponent(company)}`, { headers: bearer(jwt) });
    expect(res.status()).toBe(200);
    const { invoices } = (await res.json()) as { invoices: Invoice[] };
    expect(invoices).toHaveLength(1);
    return invoices[0]!;
  };
  const company = `Cave des Règlements ${Date.now().toString(36)}`;
  await issueCurrentInvoice(request, jwt, company);
  const current = await seeded(company);
  const late = await seeded(LATE.company);
  expect(current.payable).toBeGreaterThan(5_000);
  const before = (await (await request.get('/v1/payments/outstandings', { headers: bearer(jwt) })).json())
    .totals;
  expect(before.overdue).toBeGreaterThanOrEqual(late.balance);

  // The outstandings count both invoices; the overdue part is the late one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/payments/outstandings');
  await expect(page.getByRole('heading', { name: 'Encours clients' })).toBeVisible();
  await expectText(page, 'total-due', before.due);
  await expectText(page, 'total-overdue', before.overdue);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}payments-outstandings-1280.png`, fullPage: true });

  // A partial payment, then the rest (the amount is prefilled with the balance).
  await page.getByRole('tab', { name: 'Règlements' }).click();
  await expect(page).toHaveURL('/dashboard/payments');
  const record = async (amount?: string) => {
    await page.getByRole('button', { name: 'Enregistrer un règlement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: new RegExp(current.client.name) }).click();
    await expect(dialog.getByTestId('payment-invoice')).toHaveValue(current.id);
    if (amount) await dialog.getByLabel('Montant (€)').fill(amount);
    await dialog.getByLabel('Référence (n° de chèque, virement…)').fill('VIR-E2E');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
  };
  await record('50');
  await expect(page.getByText(/Le règlement de 50,00.€ a été enregistré/)).toBeVisible();
  const list = page.getByTestId('payments-list');
  await expect(list.getByTestId('status-chip').first()).toHaveText('Payée en partie');
  await expect(page.getByRole('dialog')).toBeHidden();
  await record();
  const rest = plain(euros(current.payable - 5_000)).replace(' €', '');
  await expect(page.getByText(new RegExp(`Le règlement de ${rest}.€ a été enregistré`))).toBeVisible();
  const ours = list.getByTestId('rx-row').filter({ hasText: company });
  await expect(ours).toHaveCount(2);
  await expect(ours.first().getByTestId('status-chip')).toHaveText('Payée');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}payments-list-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Encours' }).click();
  await expectText(page, 'total-due', before.due - current.payable);

  // The overdue invoice is reminded: its client gets the list by e-mail.
  await page.getByRole('tab', { name: 'Impayés' }).click();
  const unpaids = page.getByTestId('unpaids-list');
  const row = unpaids.getByTestId('rx-row').filter({ hasText: late.number });
  await expect(row).toContainText('Impayée');
  await row.getByRole('button', { name: 'Relancer' }).click();
  await expect(page.getByText('1 relance envoyée')).toBeVisible();
  await expect
    .poll(async () => (await outboxMails(request, LATE.email)).some((m) => m.text.includes(late.number)))
    .toBe(true);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}payments-unpaids-1280.png`, fullPage: true });

  // An export of the payments, made by its job, downloaded.
  await page.getByRole('tab', { name: 'Règlements' }).click();
  await page.getByRole('button', { name: 'Exporter' }).click();
  await page.getByRole('dialog').getByLabel('Du').fill('2026-01-01');
  await page.getByRole('button', { name: 'Lancer l’export' }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  expect((await download).suggestedFilename()).toMatch(/^reglements-2026-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByRole('button', { name: 'Fermer' }).click();

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/payments');
  await expect(
    page.getByTestId('payments-list').getByTestId('rx-row').filter({ hasText: company }),
  ).toHaveCount(2);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}payments-list-390.png`, fullPage: true });
  await page.goto('/dashboard/payments/outstandings');
  await expectText(page, 'total-due', before.due - current.payable);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}payments-outstandings-390.png`, fullPage: true });
});
