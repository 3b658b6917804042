// Screens of the shop's agents (issue 28 part 2) on the demo server: the list, the search of
// agents on Cuvée, an agent's page, and the agent's own profile. 1280 and 390 px wide, French.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4310 SCREENS_OUT=/tmp/shots npx node e2e/agents-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4310';
const OUT = process.env.SCREENS_OUT ?? 'docs/screenshots';
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
    await page.screenshot({ path: `${OUT}/agents-${name}-${width}.png`, fullPage: true });
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
  const owner = await signedIn('proprietaire@cuvee.demo');
  const page = owner.page;
  const auth = { authorization: `Bearer ${owner.jwt}` };
  const list = await (await page.request.get(`${BASE}/v1/shop-agents`, { headers: auth })).json();
  const sophie = list.agents.find((a) => a.email === 'agent@cuvee.demo');

  await page.goto(`${BASE}/dashboard/agents`);
  await shoot(page, 'list', () => page.getByTestId('agent-row').first().waitFor());
  await page.goto(`${BASE}/dashboard/agents/find`);
  await shoot(page, 'find', () => page.getByTestId('directory-agent').first().waitFor());
  await page.goto(`${BASE}/dashboard/agents/${sophie.id}`);
  await shoot(page, 'page', () => page.getByTestId('agent-clients').waitFor());
  const agent = await signedIn('agent.libre@cuvee.demo');
  await agent.page.goto(`${BASE}/dashboard/settings?link=account`);
  await shoot(agent.page, 'profile', () => agent.page.getByTestId('agent-profile').waitFor());
} finally {
  await browser.close();
}
