import { formatEuros, periodLabel, periodOf, todayInFrance } from '@cuvee/domain';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 28 part 4: the owner builds a sales team by putting the agent under the sales
// collaborator (keyboard, through 'Rattacher à…'), sets the agent's objective for the quarter on
// the board, then an order for one of the agent's clients is entered and validated and the
// board's progress moves by its amount HT.

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 120_000 });

/** The board's percentage: basis points rounded, then to the whole percent (packages/domain's progressBp). */
const pct = (cents: number) => Math.round(Math.round((cents * 10_000) / 5_000_000) / 100);

type Member = { id: string; name: string; email: string; reportsTo: string | null };
type Board = { rows: { id: string; subject: { id: string }; achieved: { amountHtCents: number } }[] };

async function api<T>(request: APIRequestContext, jwt: string, method: string, url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: bearer(jwt), ...(data ? { data } : {}) });
  if (res.status() !== 200) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A validated order of 6 bottles for a new client of the agent's, entered as the owner would. */
async function agentSale(request: APIRequestContext, jwt: string, agentId: string, stamp: string) {
  const stock = await api<{
    lines: {
      productId: string;
      productName: string;
      formatId: string;
      vintage: string | null;
      available: number;
    }[];
  }>(request, jwt, 'GET', '/v1/stocks?limit=200');
  const line = stock.lines.find((l) => l.productName === 'Les Galets Rouge' && l.available >= 6)!;
  const { client } = await api<{ client: { id: string } }>(request, jwt, 'POST', '/v1/clients', {
    kind: 'professional',
    civility: 'mrs',
    firstname: 'Inès',
    lastname: 'Objectif',
    company: `Cave Objectif ${stamp}`,
    companyType: 'sarl',
    typology: 'caviste',
    paymentMethod: 'transfer',
    paymentDelay: 'days30',
    agentId,
  });
  const { order } = await api<{ order: { id: string; totalHT: number } }>(
    request,
    jwt,
    'POST',
    '/v1/orders/manage',
    {
      kind: 'order',
      clientId: client.id,
      paymentDelay: 'days30',
      lines: [
        {
          productId: line.productId,
          formatId: line.formatId,
          vintage: line.vintage,
          quantity: 6,
          discountBp: 0,
        },
      ],
    },
  );
  await api(request, jwt, 'POST', `/v1/orders/${order.id}/actions/validate`, {});
  return order;
}

test('the owner builds a team, sets an agent’s objective and sees an order move it', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`.slice(-7);
  const quarter = periodOf('quarter', todayInFrance());
  const jwt = await tokenFor(request, DEMO.owner);
  const { members } = await api<{ members: Member[] }>(request, jwt, 'GET', '/v1/sales-structure');
  const sophie = members.find((m) => m.email === DEMO.agent)!;
  const lucas = members.find((m) => m.email === DEMO.iam)!;
  // The journey's own starting point: the agent at the top, no objective of theirs this quarter.
  await api(request, jwt, 'PUT', `/v1/sales-structure/members/${sophie.id}`, { reportsTo: null });
  const earlier = await api<Board>(request, jwt, 'GET', `/v1/objectives?period=${quarter}`);
  for (const r of earlier.rows.filter((x) => x.subject.id === sophie.id))
    await api(request, jwt, 'DELETE', `/v1/objectives/${r.id}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/collaborators/structure');
  await expect(page.getByRole('heading', { level: 1, name: 'Structure commerciale' })).toBeVisible();
  const sophieRow = page.getByTestId('structure-member').filter({ hasText: sophie.name });
  await expect(sophieRow).not.toContainText(`rend compte à ${lucas.name}`);

  // By keyboard: the menu button, then the lead's name.
  await sophieRow.getByRole('button', { name: `Rattacher ${sophie.name} à…` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: lucas.name })).toBeVisible();
  await menu.getByRole('menuitem', { name: lucas.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${sophie.name} rattaché(e) à ${lucas.name}`)).toBeVisible();
  await expect(sophieRow).toContainText(`rend compte à ${lucas.name}`);

  const teamName = `Équipe Est ${stamp}`;
  await page.getByRole('button', { name: 'Nouvelle équipe' }).click();
  const teamDialog = page.getByRole('dialog');
  await teamDialog.getByLabel('Nom de l’équipe').fill(teamName);
  await teamDialog.getByRole('combobox', { name: /Responsable/ }).click();
  await page.getByRole('option', { name: lucas.name }).click();
  await teamDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(teamDialog).toBeHidden();
  const team = page.getByTestId('sales-team').filter({ hasText: teamName });
  await expect(team).toContainText(`Responsable : ${lucas.name}`);

  // The agent's objective for the quarter, in the board's dialog.
  await page.goto(`/dashboard/analytics/objectives?period=${quarter}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Objectifs' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvel objectif' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(periodLabel(quarter));
  await dialog.getByRole('combobox', { name: /Pour/ }).click();
  await page.getByRole('option', { name: new RegExp(sophie.name) }).click();
  await dialog.getByLabel('Montant HT (€)').fill('50 000');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('objective-row').filter({ hasText: sophie.name });
  await expect(card).toContainText('50 000,00');
  const before = (await api<Board>(request, jwt, 'GET', `/v1/objectives?period=${quarter}`)).rows.find(
    (r) => r.subject.id === sophie.id,
  )!.achieved.amountHtCents;
  await expect(card.getByRole('progressbar')).toHaveAccessibleName(
    `Montant HT : ${formatEuros(before)} sur ${formatEuros(5_000_000)} (${pct(before)} %)`,
  );

  // An order for one of the agent's clients, validated: the board shows it.
  const order = await agentSale(request, jwt, sophie.id, stamp);
  await page.reload();
  const after = before + order.totalHT;
  await expect(card.getByRole('progressbar')).toHaveAccessibleName(
    `Montant HT : ${formatEuros(after)} sur ${formatEuros(5_000_000)} (${pct(after)} %)`,
  );
  // The team's members now include the agent: the team filter keeps her objective.
  await page.getByTestId('team-filter').click();
  await page.getByRole('option', { name: teamName }).click();
  await expect(page.getByTestId('objective-row').filter({ hasText: sophie.name })).toBeVisible();
});
