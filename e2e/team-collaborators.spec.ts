import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { outboxMails } from './support/api.ts';
import { DEMO, openSignedIn, sidebarEntries, signInWithForm } from './support/web.ts';

// Issue 28, Done when: the owner invites a collaborator with the 'Ventes' preset; the collaborator
// chooses a password from the mail, signs in, enters an order, cannot open the catalogue (no
// menu entry, its page refused, the API's 403); the owner takes a right away and the
// collaborator's very next request is refused, without signing out and in again.

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Paris', locale: 'fr-FR' });
test.describe.configure({ timeout: 180_000 });

/** The path and query of the newest set-password link mailed to `email` (mails follow answers). */
async function setPasswordLink(page: Page, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text =
          (await outboxMails(page.request, email)).find((m) => m.text.includes('/auth/resetpwd?token='))
            ?.text ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain('/auth/resetpwd?token=');
  const link = new URL(text.match(/https?:\/\/\S+\/auth\/resetpwd\?token=[\w-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

test('the owner invites a collaborator with the Ventes preset, then takes a right away', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `ines.${stamp}@exemple.fr`;

  // The owner invites Inès from the Commercial menu, choosing the 'Ventes' preset.
  await openSignedIn(page, DEMO.owner, '/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Commercial' }).click();
  await sidebar.getByRole('link', { name: 'Collaborateurs' }).click();
  await expect(page.getByRole('heading', { name: 'Collaborateurs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Inviter un collaborateur' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Essai');
  await page.getByRole('combobox', { name: 'Modèle de droits' }).click();
  await page.getByRole('option', { name: 'Ventes' }).click();
  const checklist = page.getByTestId('rights-checklist');
  await expect(checklist.getByRole('checkbox', { name: 'Créer des commandes', exact: true })).toBeChecked();
  await expect(
    checklist.getByRole('checkbox', { name: 'Créer des produits', exact: true }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collaborators\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Inès Essai' })).toBeVisible();
  await expect(page.getByTestId('last-sign-in')).toContainText('Ne s’est pas encore connecté');
  const memberPage = page.url();

  // Inès chooses her password from the mail and signs in: the notice says who she is here.
  const ines = await newPage(browser);
  await ines.goto(await setPasswordLink(page, email));
  await ines.getByLabel('Nouveau mot de passe', { exact: true }).fill('Vendanges2026');
  await ines.getByLabel('Confirmez le mot de passe').fill('Vendanges2026');
  await ines.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(ines).toHaveURL(/\/auth\/login/);
  await signInWithForm(ines, email, 'Vendanges2026');
  await expect(ines).toHaveURL(/\/dashboard/);
  await expect(ines.getByTestId('member-notice')).toContainText('collaborateur de Domaine Démo');

  // No catalogue in her menu; its page sends her back; the API refuses it.
  const entries = await sidebarEntries(ines);
  expect(entries).toContain('Commandes');
  expect(entries).not.toContain('Catalogue');
  const jwt = await ines.evaluate(() => localStorage.getItem('cuvee.token'));
  const auth = { authorization: `Bearer ${jwt}` };
  const ownerJwt = await page.evaluate(() => localStorage.getItem('cuvee.token'));
  const products = await page.request.get('/v1/dashboard/products?limit=1', {
    headers: { authorization: `Bearer ${ownerJwt}` },
  });
  const productId = ((await products.json()).products as { id: string }[])[0]!.id;
  expect((await ines.request.get(`/v1/dashboard/products/${productId}`, { headers: auth })).status()).toBe(
    403,
  );
  expect((await ines.request.put(`/v1/products/${productId}`, { headers: auth, data: {} })).status()).toBe(
    403,
  );
  await ines.goto(`/dashboard/products/${productId}`);
  await expect(ines).toHaveURL(/\/dashboard$/);

  // She enters an order for a client.
  await ines.goto('/dashboard/orders');
  await ines.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(ines.getByRole('heading', { name: 'Nouvelle commande' })).toBeVisible();
  await ines.getByRole('combobox', { name: 'Client' }).click();
  await ines.getByRole('option').first().click();
  await ines.getByRole('combobox', { name: 'Ajouter un produit' }).click();
  await ines.getByRole('option').first().click();
  await ines.getByTestId('draft-lines').getByLabel('Quantité').fill('6');
  await ines.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(ines).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(ines.getByRole('heading', { level: 1, name: /Commande C-\d{6}/ })).toBeVisible();

  // The owner takes 'Créer des commandes' away; the change is in the history.
  await page.goto(memberPage);
  await expect(page.getByTestId('last-sign-in')).toContainText('Dernière connexion');
  await page
    .getByTestId('rights-checklist')
    .getByRole('checkbox', { name: 'Créer des commandes', exact: true })
    .uncheck();
  await page.getByRole('button', { name: 'Enregistrer les droits' }).click();
  await expect(page.getByTestId('rights-history').getByTestId('rights-change').first()).toContainText(
    'Retirés : Créer des commandes',
  );

  // Her very next request is refused, with the session she already has.
  const order = await ines.request.post('/v1/orders/manage', { headers: auth, data: {} });
  expect(order.status()).toBe(403);
  const still = await ines.request.get('/v1/users/me', { headers: auth });
  expect(still.status()).toBe(200);
  // Still signed in, her screens follow: no more 'Nouvelle commande'.
  await ines.goto('/dashboard/orders');
  await expect(ines.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  await expect(ines.getByRole('link', { name: 'Nouvelle commande' })).toHaveCount(0);
  await ines.context().close();
});
