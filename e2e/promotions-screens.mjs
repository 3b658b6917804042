// Screens of promo codes and struck prices (issue 29): the owner's settings section and its
// dialog, the cart with the demo code BIENVENUE applied (page and drawer), and the Viognier's
// struck prior price on its card and its page. 1280 and 390 px wide, French. Usage: after
// `npm run build`, start the demo server, then
//   SCREENS_URL=http://127.0.0.1:4810 SCREENS_OUT=/tmp/shots npx node e2e/promotions-screens.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4810';
const OUT = process.env.SCREENS_OUT ?? 'docs/screenshots';
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, { ready, fullPage = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await ready();
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}/promotions-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(context, email) {
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('E-mail ou identifiant').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Cuvee2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

const context = (extra = {}) =>
  browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'block', ...extra });

try {
  const owner = await signIn(await context(), 'proprietaire@cuvee.demo');
  await owner.goto(`${BASE}/dashboard/settings?link=promotions`);
  await owner.getByTestId('promo-code-card').first().waitFor();
  await shoot(owner, 'settings');
  await owner.getByRole('button', { name: 'Créer un code' }).first().click();
  await owner.getByRole('form', { name: 'Nouveau code promo' }).waitFor();
  await shoot(owner, 'dialog', { fullPage: false });

  const buyerContext = await context();
  await buyerContext.addCookies([{ name: 'isOver18', value: 'true', url: BASE }]);
  const buyer = await signIn(buyerContext, 'client@cuvee.demo');
  await buyer.goto(`${BASE}/domaine-demo?page=blancs`);
  const viognier = buyer
    .getByTestId('product-card')
    .filter({ has: buyer.getByRole('heading', { name: 'Viognier', exact: true }) });
  await viognier.getByTestId('price-prior').waitFor();
  await shoot(buyer, 'card');
  for (const width of [1280, 390]) {
    await buyer.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await viognier.scrollIntoViewIfNeeded();
    await viognier.screenshot({ path: `${OUT}/promotions-card-only-${width}.png` });
  }
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await viognier.getByRole('link').first().click();
  await buyer.getByRole('heading', { level: 1, name: /Viognier/ }).waitFor();
  await buyer.getByTestId('price-prior').first().waitFor();
  const viognierPage = buyer.url();
  await shoot(buyer, 'product');

  // The cart: four Syrah (80 € HT) and a Viognier (its own promotion wins over the code).
  await buyer.goto(`${BASE}/domaine-demo/vieilles-vignes-syrah`);
  for (let n = 1; n < 4; n++)
    await buyer.getByRole('button', { name: 'Ajouter une unité de Vieilles Vignes Syrah' }).click();
  await buyer.getByRole('button', { name: 'Ajouter au panier' }).click();
  await buyer.getByTestId('storefront-cart-count').filter({ hasText: /^4$/ }).waitFor();
  await buyer.goto(viognierPage);
  await buyer.getByRole('button', { name: 'Ajouter au panier' }).click();
  await buyer.getByTestId('storefront-cart-count').filter({ hasText: /^5$/ }).waitFor();
  await buyer.goto(`${BASE}/cart`);
  const block = buyer.getByRole('region', { name: 'Domaine Démo' });
  await block.getByLabel('Code promo').waitFor();
  await shoot(buyer, 'cart-form');
  await block.getByLabel('Code promo').fill('bienvenue');
  await block.getByRole('button', { name: 'Appliquer' }).click();
  await block.getByTestId('cart-promo-applied').waitFor();
  await shoot(buyer, 'cart');
  await buyer.goto(viognierPage);
  await buyer.getByRole('link', { name: 'Panier, 5 article(s)' }).click();
  await buyer.getByTestId('cart-drawer').getByTestId('cart-promo-applied').waitFor();
  await shoot(buyer, 'drawer', { fullPage: false });
} finally {
  await browser.close();
}
