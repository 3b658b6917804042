import { expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

type GridRow = {
  formatId: string;
  productName: string;
  unityValue: number;
  typologies: Record<string, { price?: number | null }>;
};

test("the owner changes a Caviste price in the price grid, and pro@cuvee.demo's price follows", async ({
  page,
  request,
}) => {
  const owner = await tokenFor(request, DEMO.owner);
  const grid = await request.get('/v1/dashboard/price-grid', {
    headers: bearer(owner),
    params: { search: 'galets rouge' },
  });
  const row = ((await grid.json()).rows as GridRow[]).find(
    (r) => r.productName === 'Les Galets Rouge' && r.unityValue === 0.75,
  );
  expect(row).toBeTruthy();
  const current = row!.typologies.caviste?.price ?? null;
  const next = current === 870 ? 880 : 870;

  await openSignedIn(page, DEMO.owner, '/dashboard/tarifs');
  await expect(page.getByRole('heading', { name: 'Grille tarifaire' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('galets rouge');
  const cell = page.getByTestId(`cell-${row!.formatId}-caviste`);
  await expect(cell).toBeVisible();
  // An HT typology: the default shown is the public price without VAT.
  const price = page.getByTestId(`cell-${row!.formatId}-caviste-price`);
  await price.fill('huit');
  await expect(page.getByTestId('grid-status')).toHaveText('Corrigez les prix signalés avant d’enregistrer.');
  await expect(page.getByRole('button', { name: 'Enregistrer la grille' })).toBeDisabled();
  await price.fill(next === 870 ? '8,70' : '8,80');
  await expect(page.getByTestId('grid-status')).toHaveText('1 modification non enregistrée');
  await page.getByRole('button', { name: 'Enregistrer la grille' }).click();
  await expect(page.getByText('La grille tarifaire a été enregistrée')).toBeVisible();
  await expect(page.getByTestId('grid-status')).toHaveText(/tout est enregistré en une fois/);

  // The buyer of the Caviste typology now pays that price, without VAT.
  const pro = await request.get('/v1/shops/domaine-demo/products/les-galets-rouge', {
    headers: bearer(await tokenFor(request, DEMO.pro)),
  });
  const format = (await pro.json()).product.formats.find((f: { id: string }) => f.id === row!.formatId);
  expect(format.price).toMatchObject({ ht: next, showTtc: false, shown: next });

  // The grid shows the saved price after a reload.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('galets rouge');
  await expect(page.getByTestId(`cell-${row!.formatId}-caviste-price`)).toHaveValue(
    next === 870 ? '8,70' : '8,80',
  );

  // The demo price is put back for the other journeys.
  const restore = await request.put('/v1/dashboard/price-grid', {
    headers: bearer(owner),
    data: { changes: [{ formatId: row!.formatId, typology: 'caviste', price: current }] },
  });
  expect(restore.status()).toBe(200);
});
