// Screens of decisions 0135 and 0136 on the demo server: the event form's rich-text description
// (Domaine Démo's tasting, formatted through the toolbar) and a payment group's page paying its
// share by card (the Stripe stand-in's card form). 1280 and 390 px wide, French.
// Usage: after `npm run build`, start the Stripe stand-in and the demo server with its keys
// (docs/payments.md), place a booking split among groups, then
//   SCREENS_URL=http://127.0.0.1:4262 GROUP_LINK=/booking-groups/… npx node e2e/tourism-card-screens.mjs
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const BASE = process.env.SCREENS_URL ?? 'http://127.0.0.1:4262';
const GROUP = process.env.GROUP_LINK;
const OUT = 'docs/screenshots';
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

async function shoot(page, name, fullPage = true) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

try {
  const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  await context.addCookies([{ name: 'isOver18', value: 'true', url: BASE }]);
  const page = await context.newPage();

  // The owner's event form: a heading, a bold word, a list and a link typed with the toolbar.
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('E-mail ou identifiant').fill('proprietaire@cuvee.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Cuvee2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${BASE}/dashboard/reservations/events`);
  await page
    .getByRole('link', { name: /Dégustation commentée/ })
    .first()
    .click();
  const text = page.getByRole('textbox', { name: 'Description' });
  await text.waitFor();
  await text.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Intertitre (Ctrl+Alt+3)' }).click();
  await page.keyboard.type('Au programme');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Une heure et demie au chai avec le vigneron, puis ');
  await page.getByRole('button', { name: 'Gras (Ctrl+B)' }).click();
  await page.keyboard.type('six cuvées commentées');
  await page.getByRole('button', { name: 'Gras (Ctrl+B)' }).click();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces (Ctrl+Maj+8)' }).click();
  await page.keyboard.type('Les blancs de la côte');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Les rouges des Galets');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plan d’accès sur notre site');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Lien' }).click();
  await page.getByRole('textbox', { name: 'Adresse du lien' }).fill('domaine-demo.fr/acces');
  await shoot(page, 'tourism-event-rich-text', false);
  await page.getByRole('textbox', { name: 'Adresse du lien' }).press('Enter');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Tout est enregistré').waitFor();

  // The group's page: 'Payer par carte', the card form, then paid.
  if (GROUP) {
    const visitor = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
    const group = await visitor.newPage();
    await group.goto(`${BASE}${GROUP}`);
    await group.getByRole('button', { name: 'Payer par carte' }).click();
    await group.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await group.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
    await group.getByLabel('Code de sécurité (CVC)').fill('123');
    await shoot(group, 'booking-group-card');
    await group.getByRole('button', { name: /^Payer \d/ }).click();
    await group.getByText('Votre part a été payée par carte. Merci !').waitFor();
    await shoot(group, 'booking-group-card-paid');
  }
} finally {
  await browser.close();
}
