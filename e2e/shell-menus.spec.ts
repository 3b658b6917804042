import { expect, test } from '@playwright/test';
import { DEMO, openAccountMenu, sidebarEntries, signInWithForm } from './support/web.ts';

// Each demo account signs in and sees exactly the menu entries spec §2 gives its role.
test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

const SELLER_MENU = [
  'Tableau de bord',
  '# Ventes',
  'Devis',
  'Commandes',
  'Factures',
  "Factures d'acompte",
  "Factures d'avoir",
  'Ventilations',
  'Primeurs',
  'Expéditions',
  'Encours',
  'Impayés',
  'Règlements',
  'Avoirs',
  '# Œnotourisme',
  'Événements',
  'Saisie de réservation',
  'Calendrier',
  '# CRM',
  'Clients',
  'Opportunités',
  'Prospection',
  'Agenda',
  'Tâches',
  '# Articles',
  'Catalogue',
  'Entrepôts',
  'Stocks',
  'Mouvements',
  'DRM',
  'Grilles tarifaires',
  'Échantillons',
  '# Marketing',
  'Listes',
  'Campagnes',
  'Modèles',
  '# Commercial',
  'Collaborateurs',
  'Agents',
  'Commissions',
  'Objectifs',
  'Structure commerciale',
  '# Achats',
  'Fournisseurs',
  'Commandes fournisseurs',
  'Rapports',
  '# Comptabilité',
  'Encours',
  'Impayés',
  'Règlements',
  'Journaux',
  'Plan comptable',
  'Caisse',
  'Messagerie',
  'Boutique en ligne',
  "Centre d'aide",
  'Nouveautés',
  'Paramètres',
];

// collaborateur@cuvee.demo: orders, quotes, invoices, shipments, payments, clients and tasks.
const IAM_MENU = [
  'Tableau de bord',
  '# Ventes',
  'Devis',
  'Commandes',
  'Factures',
  "Factures d'acompte",
  "Factures d'avoir",
  'Ventilations',
  'Expéditions',
  'Encours',
  'Impayés',
  'Règlements',
  'Avoirs',
  '# CRM',
  'Clients',
  'Opportunités',
  'Prospection',
  'Agenda',
  'Tâches',
  '# Articles',
  'Échantillons',
  'Boutique en ligne',
  "Centre d'aide",
  'Nouveautés',
  'Paramètres',
];

const AGENT_MENU = [
  'Tableau de bord',
  'Commandes',
  'Échantillons',
  'Clients',
  'Catalogue',
  'Calendrier',
  'Producteurs',
  'Paramètres',
];

const BUYER_MENU = [
  'Tableau de bord',
  'Mes commandes',
  'Mes réservations',
  'Messagerie',
  'Producteurs',
  'Paramètres',
];

const SELLER_SHORTCUTS = [
  'Devis',
  'Commande',
  'Facture',
  'Commande primeur',
  'Client particulier',
  'Client professionnel',
  'Prospect',
  'Produit',
  'Événement',
  'Réservation',
  'Liste',
  'Campagne',
  'Modèle',
  'Modèle avancé',
  'Fournisseur',
  'Commande fournisseur',
];

async function signIn(page: import('@playwright/test').Page, email: string, home = /\/dashboard$/) {
  await page.goto('/auth/login');
  await signInWithForm(page, email);
  await expect(page).toHaveURL(home);
}

test('the owner sees the whole seller menu and every creation shortcut', async ({ page }) => {
  await signIn(page, DEMO.owner);
  expect(await sidebarEntries(page)).toEqual(SELLER_MENU);
  const shortcuts = page.getByTestId('shortcuts').getByRole('link');
  await expect(shortcuts).toHaveText(SELLER_SHORTCUTS);
  // Header icons of an owner on a desktop: messaging, calendar, notifications.
  await expect(page.getByRole('link', { name: 'Messagerie' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calendrier' })).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByTestId('account-identity')).toContainText('proprietaire');
  await expect(page.getByTestId('account-identity')).toContainText(DEMO.owner);
  await expect(page.getByRole('menuitem')).toHaveText([
    'Tableau de bord',
    'Paramètres',
    'Boutique',
    'English',
    'Déconnexion',
  ]);
});

// Decision 0018: the sidebar marks one entry, the most specific, never a parent beside it.
test('the sidebar marks exactly one entry as the page shown, the most specific', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const menu = page.getByTestId('sidebar').getByTestId('sidebar-menu');
  for (const [path, label, heading] of [
    ['/dashboard/orders/quotes', 'Devis', 'Devis'],
    ['/dashboard/payments/credits', 'Avoirs', 'Avoirs'],
    ['/dashboard/orders', 'Commandes', 'Commandes'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]'), path).toHaveText([label]);
    await expect(menu.locator('.Mui-selected'), path).toHaveText([label]);
    await expect(menu.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  }
});

test('the collaborator sees only what their rights open, and no product creation', async ({ page }) => {
  await signIn(page, DEMO.iam);
  expect(await sidebarEntries(page)).toEqual(IAM_MENU);
  const shortcuts = page.getByTestId('shortcuts').getByRole('link');
  await expect(shortcuts).toHaveText([
    'Devis',
    'Commande',
    'Facture',
    'Client particulier',
    'Client professionnel',
    'Prospect',
  ]);
  await expect(page.getByRole('link', { name: 'Produit', exact: true })).toHaveCount(0);
  // Neither the 'Aller à' box nor the address bar open product creation.
  await page.getByRole('combobox', { name: 'Aller à' }).fill('nouveau produit');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.goto('/dashboard/products/add');
  await expect(page).toHaveURL(/\/dashboard$/);
  // No messaging icon for a collaborator (spec §6: owners and buyers).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Messagerie' })).toHaveCount(0);
});

test('the agent sees the agent menu and the tour-mode toggle', async ({ page }) => {
  await signIn(page, DEMO.agent);
  expect(await sidebarEntries(page)).toEqual(AGENT_MENU);
  await expect(page.getByTestId('agent-shortcuts')).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem')).toHaveText([
    'Mode tournée',
    'Tableau de bord',
    'Paramètres',
    'Producteurs',
    'English',
    'Déconnexion',
  ]);
  await page.getByRole('menuitem', { name: 'Mode tournée' }).click();
  // The agent's home becomes the tour screen (decision 0152).
  await expect(page.getByRole('heading', { level: 1, name: 'Mode tournée' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'tourMode')?.value).toBe('true');
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Mode dashboard' })).toBeVisible();
});

for (const email of [DEMO.buyer, DEMO.pro]) {
  test(`the buyer ${email} sees the buyer menu`, async ({ page }) => {
    await signIn(page, email);
    expect(await sidebarEntries(page)).toEqual(BUYER_MENU);
    await expect(page.getByTestId('shortcuts')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Aller à' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Mes commandes' })).toBeVisible();
    await expect(page.getByTestId('producer-card')).toContainText('Domaine Démo');
  });
}

test('the admin lands on the admin back office, without the dashboard menus', async ({ page }) => {
  await signIn(page, DEMO.admin, /\/admin$/);
  await expect(page.getByRole('tab')).toHaveText([
    'Tableau de bord',
    'Commandes',
    'Produits',
    'Boutiques',
    'Utilisateurs',
  ]);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a master account chooses an account, then switches to the other one', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithForm(page, DEMO.multi);
  const dialog = page.getByRole('dialog', { name: 'Choisissez un compte' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /multi-domaine/ }).check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A collaborator without restrictions: the whole seller menu.
  expect(await sidebarEntries(page)).toEqual(SELLER_MENU);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Changer de compte' }).click();
  const again = page.getByRole('dialog', { name: 'Choisissez un compte' });
  await again.getByRole('radio', { name: /multi-client/ }).check();
  await again.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('region', { name: 'Mes commandes' })).toBeVisible();
  expect(await sidebarEntries(page)).toEqual(BUYER_MENU);
});
