// Screens of the collaborators (issue 28) on the demo server: the list, the invitation with the
// 'Ventes' preset chosen, a collaborator's page (rights, history, last sign-in), the settings'
// 'roles' presets, and the notice a collaborator sees. 1280 and 390 px wide, French.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4264 npx node e2e/team-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4264';
const OUT = 'docs/screenshots';
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, ready) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await ready();
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}/team-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(email) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const res = await page.request.post(`${BASE}/v1/auth/login`, { data: { email, password: 'Cuvee2026' } });
  const { jwt } = await res.json();
  await page.goto(`${BASE}/favicon.svg`);
  await page.evaluate((token) => {
    localStorage.setItem('cuvee.token', token);
    localStorage.setItem('cuvee.tokenExpiresAt', new Date(Date.now() + 20 * 3600_000).toISOString());
  }, jwt);
  return { page, jwt };
}

try {
  // Lucas signs in once, so his page has a last sign-in; the owner changes one of his rights.
  const lucas = await signedIn('collaborateur@cuvee.demo');
  const owner = await signedIn('proprietaire@cuvee.demo');
  const auth = { authorization: `Bearer ${owner.jwt}` };
  const list = await (await owner.page.request.get(`${BASE}/v1/collaborators`, { headers: auth })).json();
  const l = list.collaborators.find((c) => c.email === 'collaborateur@cuvee.demo');
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  if (!l.rights.includes('seeAllProduct')) {
    await owner.page.request.put(`${BASE}/v1/collaborators/${l.id}/rights`, {
      headers: auth,
      data: { rights: [...l.rights, 'seeAllProduct'], until: { seeAllProduct: until }, presetId: l.presetId },
    });
  }

  const page = owner.page;
  await page.goto(`${BASE}/dashboard/collaborators`);
  await page.getByTestId('collaborator-row').first().waitFor();
  await shoot(page, 'list');

  await page.goto(`${BASE}/dashboard/collaborators/add`);
  await page.getByLabel('Adresse e-mail').fill('ines.martin@exemple.fr');
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await page.getByRole('combobox', { name: 'Modèle de droits' }).click();
  await page.getByRole('option', { name: 'Ventes' }).click();
  await shoot(page, 'add');

  await page.goto(`${BASE}/dashboard/collaborators/${l.id}`);
  await page.getByTestId('rights-history').waitFor();
  await shoot(page, 'page');

  await page.goto(`${BASE}/dashboard/settings?link=roles`);
  await page.getByTestId('role-preset').first().waitFor();
  await shoot(page, 'roles');

  await lucas.page.goto(`${BASE}/dashboard`);
  await lucas.page.getByTestId('member-notice').waitFor();
  await shoot(lucas.page, 'notice');
} finally {
  await browser.close();
}
