import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, settle, signInWithForm } from './support/web.ts';

/*
 * Issue 24: a 403 signs the user out (spec §8), so a screen a person may use must never call a
 * route their rights refuse. First the demo collaborator (orders and clients, not the catalogue)
 * enters a quote and an order with products picked, and stays signed in. Then each demo account
 * signs in as a person does and opens every screen its menus offer: the sidebar's entries, the
 * dashboard's creation shortcuts, the account menu's and the header's links, each settings
 * section, the first record each list links to, and the notification centre. Every answer of
 * /v1 is watched: none may be a 403, and the person is still signed in at the end.
 */

const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);
test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
// Every screen of the whole seller menu, on a loaded machine.
// The walks are independent (each reads its own screens): spread over the workers (CI time).
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

type Account = {
  name: string;
  email: string;
  /** The account a master account chooses in 'Choisissez un compte'. */
  choose?: RegExp;
  home: '/dashboard' | '/admin';
};

const ACCOUNTS: Account[] = [
  { name: 'the owner', email: DEMO.owner, home: '/dashboard' },
  { name: 'the collaborator', email: DEMO.iam, home: '/dashboard' },
  { name: 'the agent', email: DEMO.agent, home: '/dashboard' },
  { name: 'the buyer', email: DEMO.buyer, home: '/dashboard' },
  { name: 'the professional buyer', email: DEMO.pro, home: '/dashboard' },
  { name: 'the admin', email: DEMO.admin, home: '/admin' },
  // The master account as collaborator has every right (authorizations null): the owner's screens,
  // walked above (3 minutes more in CI for the same screens); choosing it is shell-auth.spec.ts's.
  { name: 'the master account as buyer', email: DEMO.multi, choose: /multi-client/, home: '/dashboard' },
];

/**
 * Watches the page's calls to the API: the refusals (403), each with the screen it came from,
 * and the calls still under way, so a screen counts as shown once its answers are in.
 */
function watchApi(page: Page) {
  const state = { screen: 'sign-in', inflight: 0, refused: [] as string[] };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/v1/');
  page.on('request', (request) => {
    if (isApi(request.url())) state.inflight++;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) state.inflight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() === 403 && isApi(response.url()))
      state.refused.push(`${state.screen} → ${response.request().method()} ${url.pathname}${url.search}`);
  });
  return state;
}

async function signIn(page: Page, account: Pick<Account, 'email' | 'choose' | 'home'>) {
  await page.goto('/auth/login');
  await signInWithForm(page, account.email);
  if (account.choose) {
    const dialog = page.getByRole('dialog', { name: 'Choisissez un compte' });
    await dialog.getByRole('radio', { name: account.choose }).check();
    await dialog.getByRole('button', { name: 'Valider' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
}

/** Internal links of a part of the page, without their duplicates. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h && !h.startsWith('//')))];
}

/**
 * The pages a screen opens: its creation links (`…/add`) and the first record of each kind it
 * links to (`/dashboard/<list>/<uuid>`).
 */
async function openedFrom(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  return (await linksIn(page, 'main')).filter((href) => {
    const creation = /^\/dashboard\/[a-z/-]+\/add(?:\?(.*))?$/.exec(href);
    if (creation && !creation[1]?.includes('edit=')) return true;
    if (creation) {
      // A draft's change: the first one.
      if (seen.has('edit')) return false;
      seen.add('edit');
      return true;
    }
    const match = /^(\/dashboard\/[a-z/-]+?)\/[0-9a-f]{8}-[0-9a-f-]{27}(?:[/?].*)?$/.exec(href);
    if (!match || seen.has(match[1]!)) return false;
    seen.add(match[1]!);
    return true;
  });
}

test('the collaborator enters a quote and an order with products picked, and stays signed in', async ({
  page,
}) => {
  const api = watchApi(page);
  await signIn(page, { email: DEMO.iam, home: '/dashboard' });
  const entered: string[] = [];
  for (const [shortcut, title, heading] of [
    ['Devis', 'Nouveau devis', /^Devis D-\d{6}/],
    ['Commande', 'Nouvelle commande', /^Commande C-\d{6}/],
  ] as const) {
    api.screen = title;
    await page.goto('/dashboard');
    await page.getByTestId('shortcuts').getByRole('link', { name: shortcut, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).fill('Cave du Coin');
    await page
      .getByRole('option', { name: /La Cave du Coin/ })
      .first()
      .click();
    // The picker lists the products with the client's price and stock, without the catalogue.
    const picker = page.getByRole('combobox', { name: 'Ajouter un produit' });
    await picker.fill('Galets');
    const option = page.getByRole('option', { name: /Les Galets Rouge/ }).first();
    await expect(option).toContainText(/HT · Stock : \d+/);
    await expect(page.getByText('Tarif Caviste')).toBeVisible();
    if (shortcut === 'Commande') {
      await settle(page);
      await page.screenshot({ path: `${SHOTS}roles-entry-picker-1280.png`, fullPage: true });
    }
    await option.click();
    const lines = page.getByTestId('draft-lines');
    await expect(lines.getByText('Les Galets Rouge')).toBeVisible();
    await lines.getByLabel('Quantité').fill('6');
    await expect(page.getByTestId('total-ttc')).not.toHaveText(/ 0,00/);
    if (shortcut === 'Commande') {
      await page.setViewportSize({ width: 390, height: 844 });
      await picker.fill('Galets');
      await expect(page.getByRole('option', { name: /Les Galets Rouge/ }).first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}roles-entry-picker-390.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('order-line')).toContainText('Les Galets Rouge');
    entered.push(page.url());
    if (shortcut === 'Devis') {
      // The client asks for 12: the draft is changed, its products read again for the entry.
      api.screen = 'Modifier le devis';
      await page.getByRole('link', { name: 'Modifier' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Modifier D-\d{6}/ })).toBeVisible();
      const edited = page.getByTestId('draft-lines');
      await expect(edited.getByLabel('Quantité')).toHaveValue('6');
      await edited.getByLabel('Quantité').fill('12');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(entered[0]!);
      await expect(page.getByTestId('order-line')).toContainText('12');
    }
  }
  expect(entered).toHaveLength(2);
  expect(api.refused, 'answers 403 while the collaborator entered documents').toEqual([]);
  await page.goto('/dashboard/orders/quotes');
  await expect(page).toHaveURL(/\/dashboard\/orders\/quotes$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

for (const account of ACCOUNTS) {
  test(`${account.name} opens every screen of their menus without a refusal`, async ({ page }) => {
    const api = watchApi(page);
    /** A screen is shown: its heading there, no answer of the API still awaited. */
    const shown = async () => {
      await expect(page.locator('h1').first()).toBeVisible();
      await expect.poll(() => api.inflight, { intervals: [100, 250, 500] }).toBe(0);
    };
    /** The sidebar's sections opened, so each entry is a link a person can click. */
    const openSections = async () => {
      const closed = page.locator('[data-testid="sidebar"] [data-menu-group][aria-expanded="false"]');
      for (let n = await closed.count(); n > 0; n--) await closed.first().click({ timeout: 10_000 });
    };
    await signIn(page, account);
    api.screen = 'home';
    await shown();

    // Every screen a menu of this person offers, as links on the home screen.
    const screens = new Set<string>([
      ...(await linksIn(page, '[data-testid="sidebar"]')),
      ...(await linksIn(page, '[data-testid="shortcuts"], [data-testid="agent-shortcuts"]')),
      ...(await linksIn(page, 'header')),
      ...(await linksIn(page, '[role="tablist"]')),
    ]);
    const accountMenu = page.getByTestId('account-menu-button');
    if (await accountMenu.isVisible()) {
      await accountMenu.click();
      for (const href of await linksIn(page, '[role="menu"]')) screens.add(href);
      await page.keyboard.press('Escape');
    }
    expect(screens.size, 'the menus offer screens').toBeGreaterThan(1);
    await openSections();

    const visited = new Set<string>();
    /** Opens a screen as a person does: its link on the screen when there is one, else its address. */
    const visit = async (href: string) => {
      if (visited.has(href)) return;
      visited.add(href);
      api.screen = href;
      const link = page.locator(`a[href="${href}"]:visible`).first();
      // A link covered by another part of the screen is opened by its address.
      const clicked =
        (await link.count()) > 0 &&
        (await link.click({ timeout: 3_000 }).then(
          () => true,
          () => false,
        ));
      if (!clicked) {
        await page.goto(href);
        await openSections();
      }
      const there = (url: URL) => `${url.pathname}${url.search}` === href;
      await page.waitForURL(there, { timeout: 20_000 }).catch(() => undefined);
      // A refusal signs the person out: said at once, with the screen that made it.
      expect(api.refused, 'answers 403 while the person used screens their menus offer').toEqual([]);
      expect(there(new URL(page.url())), `${href} opened (now on ${page.url()})`).toBe(true);
      await shown();
    };
    for (const href of screens) {
      if (href === account.home) continue;
      await visit(href);
      if (href.startsWith('/dashboard/settings')) {
        // Each section of the settings is a screen of its own (?link=…).
        const tabs = page.getByRole('tablist').first().getByRole('tab');
        for (let i = 0; i < (await tabs.count()); i++) {
          api.screen = `${href} — ${(await tabs.nth(i).textContent())?.trim()}`;
          await tabs.nth(i).click();
          await shown();
        }
        continue;
      }
      for (const opened of await openedFrom(page)) await visit(opened);
    }
    // The notification centre, where the header offers it.
    const bell = page.getByTestId('notification-bell');
    if (await bell.isVisible()) {
      api.screen = 'notification centre';
      await bell.click();
      await expect(page.getByText('Dernières notifications')).toBeVisible();
      await expect.poll(() => api.inflight).toBe(0);
      await page.keyboard.press('Escape');
    }

    expect(api.refused, 'answers 403 while the person used screens their menus offer').toEqual([]);
    // Still signed in: home opens, not the sign-in page.
    await page.goto(account.home);
    await expect(page).toHaveURL(new RegExp(`${account.home}$`));
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });
}
