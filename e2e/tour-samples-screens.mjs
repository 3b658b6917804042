// Screens of tour mode's samples and visit notes (issue 28, decisions 0165, 0166) and of the
// agent's own orders (decision 0167) on the demo server: a free sample and a note taken offline,
// both waiting, both received; 'Mes commandes' and 'Mes échantillons'. iPad (1024×768) and 390 px.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4510 npx node e2e/tour-samples-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4266';
const OUT = process.env.SCREENS_OUT ?? 'docs/screenshots';
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
    await page.screenshot({ path: `${OUT}/${name}-${size.width}.png`, fullPage: true });
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
  await page
    .evaluate(async () => {
      await navigator.serviceWorker.ready;
    })
    .catch(() => undefined);
  // Reloaded under the worker: its code stays on the device once offline.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  await page.getByRole('button', { name: 'Télécharger ma journée' }).click();
  await page.getByText('Journée téléchargée le').waitFor();
  await page.getByRole('list').getByRole('button').first().click();
  await page.getByTestId('tour-order-sheet').waitFor();

  await context.setOffline(true);
  await page.getByText('Hors ligne', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Échantillon', exact: true }).click();
  const more = page.getByRole('button', { name: /^Ajouter une unité de / });
  await more.nth(0).click();
  await more.nth(1).click();
  await page
    .getByLabel('Ce que le client a dit, ce qu’il faut faire')
    .fill(
      'A goûté le rosé et le blanc : intéressé pour la carte d’été. Rappeler début mars pour une commande de 60 bouteilles.',
    );
  await shoot(page, 'tour-sample');
  await page.getByRole('button', { name: "Enregistrer l'échantillon" }).click();
  await page.getByRole('button', { name: 'Enregistrer la note' }).click();
  await page.locator('[data-kind="note"]').getByText("En attente d'envoi").first().waitFor();
  await shoot(page, 'tour-sample-offline');

  await context.setOffline(false);
  await page.getByText('Ajoutée à la fiche du client').first().waitFor();
  await page.getByTestId('tour-outbox').and(page.locator('[aria-busy="false"]')).waitFor();
  await shoot(page, 'tour-sample-received');

  await page.goto(`${BASE}/dashboard/orders`);
  await page.getByRole('heading', { name: 'Mes commandes', level: 1 }).waitFor();
  await page.getByTestId('agent-order-count').waitFor();
  await shoot(page, 'agent-orders');
  await page.goto(`${BASE}/dashboard/orders/samples`);
  await page.getByTestId('agent-order-row').first().waitFor();
  await shoot(page, 'agent-samples');
} finally {
  await browser.close();
}
