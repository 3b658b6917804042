import { expect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, signInWithForm, tokenFor } from './support/web.ts';

// Issue 24, problem 5: the shop's legal documents. A buyer reads the seller's terms of sale from
// the checkout (a link per seller, opened in a new tab with the keyboard), accepts them, and the
// producer's order page says which version; the owner publishes a new version of a document
// from the model in the settings and reads it on the shop. Neither changes the terms of sale
// another journey's checkout is accepting.
test.use({ serviceWorkers: 'block' });

type PublicLegal = { document: { id: string; version: number; publishedAt: string; body: string } | null };
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

async function passAgeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: "Oui, j'ai plus de 18 ans" }).click();
  await expect(gate).toBeHidden();
}

test('the checkout links the seller’s terms of sale, and the order keeps the version accepted', async ({
  page,
  context,
  request,
  browser,
}) => {
  // A checkout, a second tab and the producer's page: a long journey on a shared machine.
  test.slow();
  const terms = (await (
    await request.get('/v1/shops/domaine-demo/legal-documents/cgv')
  ).json()) as PublicLegal;
  const cgv = terms.document!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/domaine-demo');
  await passAgeGate(page);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Les Galets Rouge', exact: true }) });
  await card.getByRole('button', { name: 'Ajouter Les Galets Rouge au panier' }).click();
  await expect(page.getByText('Les Galets Rouge ajouté au panier')).toBeVisible();
  await page.goto('/cart?step=checkout');
  await page.getByTestId('checkout-sign-in').click();
  await signInWithForm(page, DEMO.buyer);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();

  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();

  // The seller's terms: the box names them, its words link them, with the version shown.
  const box = page.getByTestId('checkout-terms');
  const link = box.getByRole('link', { name: 'conditions générales de vente de Domaine Démo' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(box).toContainText(`Version ${cgv.version} du ${frenchDate(cgv.publishedAt)}`);
  // Placing without ticking it: the spec's message, nothing placed.
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await page.getByTestId('checkout-place').click();
  await expect(box.getByText("Veuillez accepter les conditions générales d'utilisation")).toBeVisible();

  // Opened with the keyboard, in a new tab: the terms in force, rendered by the server.
  await link.focus();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL(/\/domaine-demo\/legal-notice\?doc=cgv$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  const shown = tab.getByTestId('legal-document');
  await expect(shown).toContainText(`Version ${cgv.version} du ${frenchDate(cgv.publishedAt)}`);
  await expect(shown.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await tab.close();

  await page
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales de vente de Domaine Démo" })
    .check();
  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  // The producer's order page: the version accepted, linked to that very version.
  const client = await tokenFor(request, DEMO.buyer);
  const mine = (await (await request.get('/v1/orders/mine?limit=1', { headers: bearer(client) })).json()) as {
    orders: { id: string }[];
  };
  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openSignedIn(owner, DEMO.owner, `/dashboard/orders/${mine.orders[0]!.id}`);
  const accepted = owner.getByTestId('order-accepted-terms');
  await expect(accepted).toHaveText(
    `CGV acceptées : version ${cgv.version} du ${frenchDate(cgv.publishedAt)}`,
  );
  await expect(accepted).toHaveAttribute('href', `/domaine-demo/legal-notice?doc=cgv&version=${cgv.version}`);
  await owner.close();
});

test('the owner publishes a privacy policy from the model and reads it on the shop', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const before = (await (
    await request.get('/v1/shops/domaine-demo/legal-documents/privacy')
  ).json()) as PublicLegal;
  const next = (before.document?.version ?? 0) + 1;
  const stamp = `Mise à jour n° ${Date.now()}.`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.owner, '/dashboard/settings?link=documents');
  await expect(page.getByRole('heading', { level: 2, name: 'Documents légaux' })).toBeVisible();
  await page.getByRole('tab', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL(/tab=privacy/);

  // The privacy policy's own editor (the terms' one, with their text, may still be there an instant).
  const editor = page.getByRole('textbox', { name: 'Politique de confidentialité' });
  await expect(editor).toBeVisible();
  const hadText = (await editor.inputValue()).trim() !== '';
  await page.getByRole('button', { name: 'Utiliser le modèle' }).click();
  if (hadText) {
    const confirm = page.getByRole('dialog', { name: 'Utiliser le modèle ?' });
    await confirm.getByRole('button', { name: 'Valider' }).click();
  }
  // The model, filled with the shop's identity, replaces the text once it has arrived.
  await expect(page.getByRole('button', { name: 'Utiliser le modèle' })).toBeEnabled({ timeout: 30_000 });
  await expect(editor).toHaveValue(/Responsable du traitement/);
  await editor.press('Control+End');
  await editor.pressSequentially(`\n\n${stamp}`);
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  await expect(page.getByTestId('legal-preview')).toContainText(stamp);

  await page.getByTestId('legal-publish').click();
  const confirm = page.getByRole('dialog', { name: `Publier la version ${next} ?` });
  await confirm.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`Politique de confidentialité : version ${next} publiée`)).toBeVisible();
  await expect(page.getByTestId('legal-status')).toContainText(`Version ${next} en vigueur`);
  await expect(page.getByTestId('legal-history').getByText(`Version ${next}`, { exact: true })).toBeVisible();

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Voir sur la boutique' }).click(),
  ]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(tab.getByTestId('legal-document')).toContainText(stamp);
  await expect(tab.getByRole('navigation', { name: 'Documents légaux' })).toContainText(
    'Conditions générales de vente',
  );
  await tab.close();
});
