// Screens of wine tourism on the storefront (issue 27), on the demo server: Domaine Démo's
// 'Visites' tab, the tasting's page with a slot and persons chosen, the drawer and /cart with the
// booking beside a bottle, and the stay's tourist tax. 1280 and 390 px wide, French.
// Usage: after `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4121 npx node e2e/visits-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4121';
const OUT = 'docs/screenshots';
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, ready, fullPage = true) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await ready();
    // The new width laid out and painted (fonts loaded, two frames drawn) before the shot.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.screenshot({ path: `${OUT}/visits-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

try {
  const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  await context.addCookies([{ name: 'isOver18', value: 'true', url: BASE }]);
  const page = await context.newPage();

  await page.goto(`${BASE}/domaine-demo?page=visites`);
  await page.getByTestId('event-card').first().waitFor();
  await shoot(page, 'tab');

  await page.getByRole('link', { name: 'Dégustation commentée de nos cuvées' }).click();
  await page.getByTestId('booking-panel').waitFor();
  // Hydrated (the page's script run) before choosing: the server's page alone books nothing.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('slot-times').getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Un de plus : Adulte/ }).click();
  await page.getByRole('button', { name: /^Un de plus : Adulte/ }).click();
  await shoot(page, 'event');
  await page.getByTestId('add-booking').click();

  await page.goto(`${BASE}/domaine-demo?page=visites`);
  await page.getByRole('link', { name: 'Une nuit au gîte des vignes' }).click();
  await page.getByTestId('booking-panel').waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('slot-times').getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Un de plus : Adulte/ }).click();
  await page.getByRole('button', { name: /^Un de plus : Adulte/ }).click();
  await shoot(page, 'stay');
  await page.getByTestId('add-booking').click();

  await page.goto(`${BASE}/domaine-demo`);
  await page.getByRole('button', { name: 'Ajouter Les Galets Rouge au panier' }).click();
  await page
    .getByRole('link', { name: /panier/i })
    .first()
    .click();
  await page.getByTestId('cart-drawer').waitFor();
  await page.getByTestId('cart-total').filter({ hasText: '€' }).waitFor();
  // The drawer over the page: the screen as the buyer sees it.
  await shoot(page, 'drawer', null, false);

  await page.goto(`${BASE}/cart`);
  await page.getByTestId('cart-seller-total').waitFor();
  await shoot(page, 'cart');
} finally {
  await browser.close();
}
