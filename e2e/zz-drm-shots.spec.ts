import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { openSignedIn, tokenFor } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/*
 * The monthly customs return (issue 26), as a producer files it: last month's DRM of a bonded
 * warehouse read on screen, its interprofession CSV downloaded, the month marked filed, and a
 * movement dated in it then refused. The journey owns its data: Maison Seconde (a demo shop with
 * the stock module and no stock of its own, so no demo capsule use weighs on its CRD account)
 * gets, each run, a wine with its fiscal identity and a bonded cellar of its own, stocked the
 * month before last and moved last month through the stock API, dated as a cellar book is.
 */
const OWNER = 'maison.seconde@cuvee.demo';

/** Last month and the month before it, in Paris: 'AAAA-MM'. */
function months(now = new Date()) {
  const [y, m] = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).split('-').map(Number) as [
    number,
    number,
  ];
  const month = (back: number) => {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return { last: month(1), before: month(2) };
}

async function api(
  request: APIRequestContext,
  jwt: string,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
) {
  const response = await request.fetch(url, { method, headers: bearer(jwt), data });
  const body = await response.json();
  expect(response.status(), `${method} ${url}: ${body.message ?? ''}`).toBe(200);
  return body;
}

test('shots: the owner reads last month’s DRM of a bonded cellar, downloads the interprofession CSV and files it; a movement dated in that month is then refused', async ({
  page,
  request,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const wine = `Rosé du Parcours ${run}`;
  const cellar = `Chai sous douane ${run}`;
  const { last, before } = months();
  const jwt = await tokenFor(request, OWNER);

  // A wine of one fiscal identity, a bonded cellar, the shop's interprofession identifiers.
  const { product } = await api(request, jwt, 'POST', '/v1/products', {
    productType: 'bottle',
    name: wine,
    type: 'wine',
    formats: [{ unity: 'Centilitre(s)', unityValue: 75, price: 900 }],
  });
  const formatId = product.formats[0].id as string;
  await api(request, jwt, 'PUT', `/v1/products/${product.id}/fiscal-identity`, {
    certification: 'AOC',
    appellation: 'Rosé de Loire',
    couleur: 'Rosé',
    label: wine,
  });
  const { warehouse } = await api(request, jwt, 'POST', '/v1/stocks/warehouses', {
    name: cellar,
    kind: 'ownCellar',
    exciseStatus: 'suspended',
    exciseNumber: `FR0${run.padStart(10, '0')}`,
  });
  await api(request, jwt, 'PUT', '/v1/stocks/drm/settings', {
    interprofession: 'interloire',
    interprofessionId: '11223301',
    cvi: null,
    siret: null,
  });
  const move = (body: Record<string, unknown>) =>
    api(request, jwt, 'POST', '/v1/stocks/movements', {
      warehouseId: warehouse.id,
      formatId,
      vintage: '',
      lot: '',
      ...body,
    });
  // The month before last: the harvest claimed, 1,200 bottles (9.00 hl).
  await move({ kind: 'production', quantity: 1200, date: `${before}-20` });
  // Last month: 240 bottles exported to Japan under an e-AD, 120 sold in France under duty-paid
  // capsules, 12 tasted, 8 broken; green capsules bought.
  await move({
    kind: 'sale',
    quantity: 240,
    destination: 'export',
    country: 'JP',
    documentNumber: `26FRA${run.padStart(16, '0')}`,
    date: `${last}-08`,
  });
  await move({
    kind: 'sale',
    quantity: 120,
    destination: 'france',
    drmType: 'ventefrancebouteillecrdacquitte',
    date: `${last}-12`,
  });
  await move({ kind: 'tasting', quantity: 12, date: `${last}-15` });
  await move({ kind: 'breakage', quantity: 8, date: `${last}-18` });
  await api(request, jwt, 'POST', '/v1/stocks/crd/movements', {
    colour: 'green',
    fiscalCategory: 'stillWine',
    volumeMl: 750,
    kind: 'entry',
    quantity: 1000,
    date: `${last}-02`,
  });

  // Articles › DRM; the cellar picked, last month shown by default.
  await openSignedIn(page, OWNER, '/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Articles' }).click();
  await sidebar.getByRole('link', { name: 'DRM', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/drm/);
  await expect(page.getByRole('heading', { level: 1, name: 'DRM' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Entrepôt' }).click();
  await page.getByRole('option', { name: cellar }).click();
  await expect(page.getByTestId('drm-status')).toContainText(cellar);
  await expect(page.getByRole('combobox', { name: 'Mois' })).toHaveText(
    new Date(`${last}-15T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' }),
  );

  await expect(page.getByTestId('drm-product').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/drm-shots/drm-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/drm-shots/drm-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Marquer comme déposée' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/drm-shots/drm-390-dialog.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme déposée' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/drm-shots/drm-390-filed.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/stocks/movements?warehouse=${warehouse.id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/drm-shots/journal-1280.png', fullPage: true });
  await page.goto('/dashboard/stocks/add');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/drm-shots/form-1280.png', fullPage: true });
  await page.goto(`/dashboard/products/${product.id}`);
  await page.waitForTimeout(2000);
  await page.getByRole('heading', { name: 'Douane (DRM)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/drm-shots/product-1280.png' });
});
