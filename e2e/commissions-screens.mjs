// Screens of an agent's commissions (issue 28): the owner's board of the last ended quarter and
// of the running one, a statement with every element, and the agent's own statements. 1280 and
// 390 px wide, French. Usage: after `npm run build`, start the demo server (it seeds the sales,
// the agents' rates and the last quarter's statements), then
//   SCREENS_URL=http://127.0.0.1:4265 npx node e2e/commissions-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4265';
const OUT = 'docs/screenshots';
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, ready) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await ready();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.screenshot({ path: `${OUT}/commissions-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(context, email) {
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('E-mail ou identifiant').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Cuvee2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard/);
  return page;
}

try {
  const owner = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await signIn(owner, 'proprietaire@cuvee.demo');
  await page.goto(`${BASE}/dashboard/analytics/commissions`);
  await page.getByTestId('commission-row').first().waitFor();
  await shoot(page, 'board');
  const quarter = process.env.SCREENS_QUARTER ?? '2026-T3';
  await page.goto(`${BASE}/dashboard/analytics/commissions?quarter=${quarter}`);
  await page.getByTestId('commission-row').first().waitFor();
  await shoot(page, 'board-ended');
  await page
    .getByRole('button', { name: /^Détail / })
    .first()
    .click();
  await page.getByTestId('commission-due').waitFor();
  await shoot(page, 'statement');

  const agentContext = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  const agent = await signIn(agentContext, 'agent@cuvee.demo');
  await agent.goto(`${BASE}/dashboard/analytics/commissions`);
  await agent.getByRole('heading', { name: 'Mes commissions' }).waitFor();
  await agent.waitForLoadState('networkidle');
  await shoot(agent, 'agent');
} finally {
  await browser.close();
}
