import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api.ts';

export const DEMO = {
  owner: 'proprietaire@cuvee.demo',
  iam: 'collaborateur@cuvee.demo',
  agent: 'agent@cuvee.demo',
  buyer: 'client@cuvee.demo',
  pro: 'pro@cuvee.demo',
  admin: 'admin@cuvee.demo',
  multi: 'multi@cuvee.demo',
} as const;

// Tokens for API calls are kept for the whole worker (the e2e server's sign-in limit is high,
// but argon2 is slow on purpose). A browser page gets a session of its own (openSignedIn): a
// journey that signs out revokes its session on the server (decision 0023), which must not end
// the next journey's.
const tokens = new Map<string, string>();

async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `login ${email}`).toBe(200);
  return (await response.json()).jwt as string;
}

export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const jwt = await signIn(request, email);
  tokens.set(email, jwt);
  return jwt;
}

/** Opens the app already signed in (the token the web app keeps in localStorage). */
export async function openSignedIn(page: Page, email: string, path = '/dashboard'): Promise<void> {
  await openWithToken(page, await signIn(page.request, email), path);
}

export async function openWithToken(page: Page, jwt: string, path = '/dashboard'): Promise<void> {
  // A static file of the origin, not a page of the app: no app starts, so nothing redirects
  // (a signed-in visitor on the login page goes to the back office's build) while the token is set.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token, expiresAt }) => {
      localStorage.setItem('cuvee.token', token);
      localStorage.setItem('cuvee.tokenExpiresAt', expiresAt);
    },
    { token: jwt, expiresAt: new Date(Date.now() + 20 * 3600_000).toISOString() },
  );
  await page.goto(path);
}

/** The login form, as a person fills it. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail ou identifiant').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The sidebar as read on screen: '# Group' for a section, then its entries; top-level entries alone. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar').getByTestId('sidebar-menu');
  await expect(menu).toBeVisible();
  return menu
    .locator('[data-menu-group], [data-menu-key]')
    .evaluateAll((elements) =>
      elements.map((element) =>
        element.hasAttribute('data-menu-group')
          ? `# ${element.textContent?.trim() ?? ''}`
          : (element.textContent?.trim() ?? ''),
      ),
    );
}

/** Opens the account menu of the header. */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function signOutFromMenu(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Creates a maintenance window through the admin API; answers its id. */
export async function planMaintenance(
  request: APIRequestContext,
  window: { banner: boolean; page: boolean; startDate: Date; endDate: Date; message?: string },
): Promise<string> {
  const jwt = await tokenFor(request, DEMO.admin);
  const response = await request.post('/v1/admin/maintenances', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { ...window, startDate: window.startDate.toISOString(), endDate: window.endDate.toISOString() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).id as string;
}

export async function cancelMaintenance(request: APIRequestContext, id: string): Promise<void> {
  const jwt = await tokenFor(request, DEMO.admin);
  await request.delete(`/v1/admin/maintenances/${id}`, { headers: { authorization: `Bearer ${jwt}` } });
}

/**
 * Before a screenshot: the network quiet, every picture decoded, every CSS transition or animation
 * (a drawer sliding in) finished, the pointer off the page. A condition, never a fixed wait.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.mouse.move(0, 0);
}
