// Screens of the sales structure, the objectives, the budget and the agents' figures (issue 28
// part 4) on the demo server (SEED_DEMO=auto: its team, objectives and budget). 1280 and 390 px
// wide, French.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4410 SCREENS_OUT=docs/screenshots npx node e2e/objectives-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4410';
const OUT = process.env.SCREENS_OUT ?? 'docs/screenshots';
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, path, ready) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${BASE}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}/objectives-${name}-${width}.png`, fullPage: true });
  }
}

try {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const res = await page.request.post(`${BASE}/v1/auth/login`, {
    data: { email: 'proprietaire@cuvee.demo', password: 'Cuvee2026' },
  });
  const { jwt } = await res.json();
  await page.goto(`${BASE}/favicon.svg`);
  await page.evaluate((token) => {
    localStorage.setItem('cuvee.token', token);
    localStorage.setItem('cuvee.tokenExpiresAt', new Date(Date.now() + 20 * 3600_000).toISOString());
  }, jwt);
  await shoot(page, 'structure', '/dashboard/collaborators/structure', (p) =>
    p.getByTestId('structure-member').first().waitFor(),
  );
  await shoot(page, 'board', '/dashboard/analytics/objectives', (p) =>
    p.getByTestId('objective-row').first().waitFor(),
  );
  await shoot(page, 'budget', '/dashboard/analytics/budget', (p) =>
    p.getByTestId('budget-month').first().waitFor(),
  );
  await shoot(page, 'agents', '/dashboard/agents/analytics', (p) =>
    p.getByTestId('agent-figures').first().waitFor(),
  );
} finally {
  await browser.close();
}
