import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { registerAndValidate } from './support/registration.ts';
import { DEMO, openSignedIn, openWithToken, tokenFor } from './support/web.ts';

// The owner finds an agent on Cuvée, invites them, the agent accepts; the owner gives them the
// Caviste typology, the agent is told (accessTypo) and reads the Caviste prices (issue 28 part 2).
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** A new agent on Cuvée, with a visible profile (their own data: a unique name). */
async function newVisibleAgent(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const lastname = `Tournee${stamp}`;
  const email = `e2e.agent.find.${stamp}@example.fr`;
  const { jwt, user } = await registerAndValidate(request, 'agent', {
    email,
    password: 'Tournee1',
    firstname: 'Bastien',
    lastname,
    acceptTerms: true,
  });
  const profile = await request.put('/v1/users/me/agent-profile', {
    headers: bearer(jwt),
    data: {
      departments: ['29'],
      clientKinds: ['caviste'],
      visible: true,
      presentation: 'Finistère, cavistes',
    },
  });
  expect(profile.status()).toBe(200);
  return { jwt, id: user.id, name: `Bastien ${lastname}`, lastname };
}

async function productPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/v1/dashboard/products', {
    headers: bearer(await tokenFor(request, DEMO.owner)),
    params: { search: 'cuvée prestige rouge' },
  });
  const [product] = (await res.json()).products as { id: string }[];
  return `/dashboard/products/${product!.id}`;
}

/** The agent's view of a product's Caviste price: its card row, or none. */
const cavisteRow = (page: Page) => page.getByTestId('format-card').first().getByTestId('typology-caviste');

test('the owner finds an agent, invites them, the agent accepts and gets the Caviste prices', async ({
  page,
  browser,
  request,
}) => {
  const agent = await newVisibleAgent(request);
  const product = await productPath(request);

  // The owner searches Cuvée's agents by name and department, and invites this one.
  await openSignedIn(page, DEMO.owner, '/dashboard/agents/find?department=29');
  await page.getByRole('searchbox', { name: 'Nom' }).fill(agent.lastname);
  await page.getByRole('searchbox', { name: 'Nom' }).press('Enter');
  const card = page.getByTestId('directory-agent').filter({ hasText: agent.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Cavistes');
  await card.getByRole('button', { name: `Inviter ${agent.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Inviter ${agent.name}` });
  await expect(dialog.getByRole('button', { name: '29' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Invitation envoyée');

  // The agent accepts from their dashboard; the shop's catalogue opens to them, without Caviste prices.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const agentPage = await context.newPage();
  await openWithToken(agentPage, agent.jwt, '/dashboard');
  const notice = agentPage.getByTestId('agent-request-notice');
  await expect(notice).toContainText('Domaine Démo vous invite à devenir son agent commercial');
  await notice.getByRole('button', { name: 'Accepter' }).click();
  await expect(agentPage.getByText('Vous êtes maintenant agent commercial de Domaine Démo')).toBeVisible();
  await agentPage.goto(product);
  await expect(agentPage.getByRole('heading', { name: 'Cuvée Prestige Rouge' })).toBeVisible();
  await expect(agentPage.getByTestId('format-card').first()).toBeVisible();
  await expect(cavisteRow(agentPage)).toHaveCount(0);

  // The owner opens the agent's page from the list and gives them the Caviste typology.
  await page.goto(`/dashboard/agents?search=${encodeURIComponent(agent.lastname)}`);
  await page.getByRole('link', { name: agent.name }).click();
  await expect(page.getByRole('heading', { name: agent.name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Typologies de clients (tarifs)' }).click();
  await page.getByRole('option', { name: 'Caviste' }).click();
  await page.getByRole('button', { name: 'Enregistrer le secteur' }).click();
  await expect(page.getByText('Le secteur a été enregistré')).toBeVisible();

  // The agent is told, follows the notification and reads the Caviste price.
  await agentPage.goto('/dashboard');
  await agentPage.getByTestId('notification-bell').click();
  const item = agentPage
    .getByTestId('notification-center')
    .getByRole('listitem')
    .filter({ hasText: 'Domaine Démo vous donne accès aux tarifs Caviste' });
  await expect(item).toHaveCount(1);
  await agentPage.goto(product);
  await expect(cavisteRow(agentPage)).toContainText('Caviste');
  await expect(cavisteRow(agentPage).getByLabel('Prix Caviste')).toHaveValue('13,00');
  await expect(agentPage.getByTestId('format-card').first().getByTestId('typology-restaurateur')).toHaveCount(
    0,
  );
  await context.close();
});
