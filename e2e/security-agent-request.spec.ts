import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { bearer } from './support/api.ts';
import { openMailedLink, registerAndValidate } from './support/registration.ts';
import { DEMO, openSignedIn, openWithToken } from './support/web.ts';

// An agent who registers with a shop's public code sees nothing of it until its owner accepts
// them (decision 0025): the request, the owner's decision from the notification, the outcome.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const DEMO_CODE = 'DEMO2026';

async function demoShopId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/v1/shops/${DEMO_CODE}`);
  expect(res.status()).toBe(200);
  return (await res.json()).shop.id as string;
}

/** What the agent's own session may read of the shop's back-office catalogue. */
async function catalogueStatus(page: Page, shopId: string): Promise<number> {
  const jwt = await page.evaluate(() => localStorage.getItem('cuvee.token'));
  const res = await page.request.get(`/v1/dashboard/products?shopId=${shopId}`, { headers: bearer(jwt!) });
  return res.status();
}

/** The owner decides from the bell's notification of this agent's request. */
async function ownerDecides(browser: Browser, agentName: string, decision: 'Accepter' | 'Refuser') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await openSignedIn(page, DEMO.owner);
  await page.getByTestId('notification-bell').click();
  const center = page.getByTestId('notification-center');
  const item = center
    .getByRole('listitem')
    .filter({ hasText: `${agentName} demande à devenir agent commercial de Domaine Démo` });
  await item.getByRole('button', { name: decision, exact: true }).click();
  await expect(item.getByTestId('agent-request-outcome')).toHaveText(
    decision === 'Accepter' ? 'Demande acceptée' : 'Demande refusée',
  );
  await context.close();
}

test('a new agent waits until the owner accepts them from the notification, then sees the catalogue', async ({
  page,
  browser,
}) => {
  const shopId = await demoShopId(page.request);
  const lastname = `Attente${Date.now()}`;
  const email = `e2e.agent.${Date.now()}@example.fr`;
  await page.goto(`/auth/register-wineriz/agent?id=${DEMO_CODE}`);
  await page.getByLabel('Prénom').fill('Agathe');
  await page.getByLabel('Nom', { exact: true }).fill(lastname);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Tournee1');
  await expect(page.getByLabel('Code du producteur (facultatif)')).toHaveValue(DEMO_CODE);
  await expect(
    page.getByText('Le producteur devra accepter votre demande avant que vous voyiez son catalogue.'),
  ).toBeVisible();
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/Le producteur doit accepter votre demande/)).toBeVisible();

  // The mailed link confirms the address and signs the agent in: it opens nothing more.
  await openMailedLink(page, email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('agent-request-notice')).toContainText(
    'Votre demande est en attente de validation par Domaine Démo',
  );
  // Nothing of the shop: no producer, and the API refuses its catalogue even when named.
  await expect(page.getByTestId('producer-card')).toHaveCount(0);
  expect(await catalogueStatus(page, shopId)).toBe(403);

  await ownerDecides(browser, `Agathe ${lastname}`, 'Accepter');

  // The agent's next page: the notice is gone and the shop's catalogue lists its products.
  expect(await catalogueStatus(page, shopId)).toBe(200);
  const jwt = await page.evaluate(() => localStorage.getItem('cuvee.token'));
  await openWithToken(page, jwt!, '/dashboard');
  await expect(page.getByTestId('agent-request-notice')).toHaveCount(0);
  await expect(page.getByTestId('producer-card')).toContainText('Domaine Démo');
  await page.goto('/dashboard/products');
  await expect(page.getByText('Cuvée Prestige Rouge').first()).toBeVisible();
});

test('a refused agent stays out of the shop and is told so', async ({ page, browser }) => {
  const shopId = await demoShopId(page.request);
  const lastname = `Refus${Date.now()}`;
  const { jwt } = await registerAndValidate(page.request, 'agent', {
    email: `e2e.refus.${Date.now()}@example.fr`,
    password: 'Tournee1',
    firstname: 'Basile',
    lastname,
    shopCode: DEMO_CODE,
    acceptTerms: true,
  });

  await ownerDecides(browser, `Basile ${lastname}`, 'Refuser');

  await openWithToken(page, jwt, '/dashboard');
  await expect(page.getByTestId('agent-request-notice')).toContainText(
    'Votre demande auprès de Domaine Démo a été refusée',
  );
  await expect(page.getByTestId('producer-card')).toHaveCount(0);
  expect(await catalogueStatus(page, shopId)).toBe(403);
});
