// Screens of tour mode (issue 28) on the demo server: the agent's day downloaded, a client's
// order taken offline (waiting in the outbox), then received by the shop once back online.
// iPad (1024×768) and 390 px wide, French.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4266 npx node e2e/tour-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4266';
const OUT = 'docs/screenshots';
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.screenshot({ path: `${OUT}/tour-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[0]);
}

try {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: SIZES[0] });
  await context.addCookies([{ name: 'tourMode', value: 'true', url: BASE }]);
  const page = await context.newPage();
  const login = await page.request.post(`${BASE}/v1/auth/login`, {
    data: { email: 'agent@cuvee.demo', password: 'Cuvee2026' },
  });
  const { jwt } = await login.json();
  await page.goto(`${BASE}/favicon.svg`);
  await page.evaluate((token) => {
    localStorage.setItem('cuvee.token', token);
    localStorage.setItem('cuvee.tokenExpiresAt', new Date(Date.now() + 3600_000).toISOString());
  }, jwt);
  await page.goto(`${BASE}/dashboard`);
  // The worker installed (a new build's worker reloads the page once when it takes over).
  await page
    .evaluate(async () => {
      await navigator.serviceWorker.ready;
    })
    .catch(() => undefined);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.getByRole('button', { name: 'Télécharger ma journée' }).click();
  await page.getByText('Journée téléchargée le').waitFor();
  await page.getByRole('list').getByRole('button').first().click();
  await page.getByTestId('tour-order-sheet').waitFor();
  const more = page.getByRole('button', { name: /^Ajouter une unité de / });
  await more.nth(0).click();
  await more.nth(0).click();
  await more.nth(1).click();
  await shoot(page, 'order');

  await context.setOffline(true);
  await page.getByText('Hors ligne', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await page.getByText("En attente d'envoi").first().waitFor();
  await shoot(page, 'offline');

  await context.setOffline(false);
  await page.getByText('Reçue par la boutique').first().waitFor();
  await page.getByTestId('tour-outbox').and(page.locator('[aria-busy="false"]')).waitFor();
  await shoot(page, 'received');
} finally {
  await browser.close();
}
