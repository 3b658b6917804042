import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

// Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1, so that a run leaves the tree clean.
const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

const rows = (page: Page) => page.getByTestId('client-row');

test('the owner creates a professional client (SIREN and NIC shown), Caviste at 30 days end of month, and finds it by an accent-free search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}clients-list-1280.png`, fullPage: true });

  // 'Nouveau client' › Professionnel: the spec's ?isPro=true shortcut.
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByRole('menuitem', { name: 'Professionnel' }).click();
  await expect(page).toHaveURL('/dashboard/clients/add?isPro=true');
  await expect(page.getByRole('heading', { name: 'Nouveau professionnel' })).toBeVisible();

  const unique = Date.now() % 100000;
  const company = `Cave Éloïse ${unique}`;
  const siret = `${String(100000000 + unique).slice(0, 9)}${String(unique).padStart(5, '0')}`;
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Bérard');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Éloïse');
  await page.getByLabel('E-mail').fill(`eloise.${unique}@cave.test`);
  await page.getByLabel(/^Société/).fill(company);
  await page.getByLabel('SIRET').fill(siret);
  await expect(page.getByTestId('siret-split')).toHaveText(
    `SIREN ${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} · NIC ${siret.slice(9)}`,
  );
  await page.getByRole('combobox', { name: /Typologie/ }).click();
  await page.getByRole('option', { name: 'Caviste' }).click();
  await page.getByRole('combobox', { name: 'Délai de paiement' }).click();
  await page.getByRole('option', { name: '30 jours fin de mois', exact: true }).click();
  await page.screenshot({ path: `${SHOTS}clients-form-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // The client's page: identity with SIREN and NIC, terms with their French labels.
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByTestId('client-siret')).toHaveText(
    `SIREN ${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} · NIC ${siret.slice(9)}`,
  );
  await expect(page.getByTestId('client-typology')).toHaveText('Caviste');
  await expect(page.getByTestId('client-delay')).toHaveText('30 jours fin de mois');
  await page.screenshot({ path: `${SHOTS}clients-show-1280.png`, fullPage: true });

  // Back to the list: 'eloise' without its accents finds 'Éloïse'.
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(`cave eloise ${unique}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(company);

  // On a phone: the same list as cards, the client's page with the contact form's QR code.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}clients-list-390.png`, fullPage: true });
  await page.getByTestId('client-card').click();
  await expect(page.getByRole('button', { name: 'QR code du formulaire de contact' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}clients-show-390.png`, fullPage: true });
});

test('an agent sees only the clients assigned to them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients');
  const ownerCount = Number((await page.getByTestId('client-count').textContent())?.replace(/\D/g, ''));

  await openSignedIn(page, DEMO.agent, '/dashboard/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const agentCount = Number((await page.getByTestId('client-count').textContent())?.replace(/\D/g, ''));
  expect(agentCount).toBeGreaterThan(0);
  expect(agentCount).toBeLessThan(ownerCount);
  // Every line is followed by the same person: the agent.
  const agents = await rows(page).locator('td:last-child').allTextContents();
  expect(new Set(agents).size).toBe(1);
  expect(agents[0]).not.toBe('–');
  await page.screenshot({ path: `${SHOTS}clients-agent-1280.png`, fullPage: true });
});

test('prospecting lists the prospects; one becomes a client in one action', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients/prospection');
  await expect(page.getByRole('heading', { name: 'Prospection', level: 1 })).toBeVisible();
  const prospects = page.getByTestId('prospect-row');
  await expect(prospects.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}clients-prospecting-1280.png`, fullPage: true });
  const before = await prospects.count();
  const name = await prospects.first().getByRole('link').textContent();
  await prospects.first().getByRole('button', { name: 'Convertir en client' }).click();
  await expect(prospects.filter({ hasText: name ?? '' })).toHaveCount(0);
  expect(await prospects.count()).toBeLessThanOrEqual(before);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}clients-prospecting-390.png`, fullPage: true });
});

test('an e-mail already on file is flagged while typing, and refused on its field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.owner, '/dashboard/clients/add?isPro=true');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Lemaire');
  await page.getByLabel(/^Société/).fill('Papilles bis');
  await page.getByLabel('E-mail').fill('contact@cave-des-papilles.fr');
  await expect(page.getByTestId('client-duplicates')).toContainText('Cave des Papilles');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // On the field (the snackbar says it too).
  await expect(
    page.getByRole('form').getByText('Un client avec cet e-mail existe déjà : Cave des Papilles'),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard/clients/add?isPro=true');
});
