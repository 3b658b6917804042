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

test('the owner reads last month’s DRM of a bonded cellar, downloads the interprofession CSV and files it; a movement dated in that month is then refused', async ({
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
    new Date(`${last}-15T12:00:00Z`)
      .toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' })
      .replace(/^./, (c) => c.toUpperCase()),
  );

  // The return as the customs read it: 9.00 − 1.80 − 0.90 − 0.09 − 0.06 = 6.15 hl.
  const card = page.getByTestId('drm-product').filter({ hasText: wine });
  await expect(card.getByTestId('drm-opening')).toHaveText('9,00');
  await expect(card.getByTestId('drm-closing')).toHaveText('6,15');
  await expect(card.getByTestId('drm-sorties')).toHaveCount(4);
  await expect(card).toContainText('Export et expéditions (pays de destination)');
  await expect(card).toContainText('Pays : JP');
  await expect(card).toContainText('Vente France bouteilles sous CRD acquittées');
  await expect(page.getByTestId('drm-check-failed')).toHaveCount(0);
  await expect(page.getByTestId('drm-check-passed')).toHaveCount(4);
  await expect(page.getByTestId('drm-crd-row').first()).toBeVisible();
  await expect(page.getByTestId('drm-crd')).toContainText('Vert');
  await expect(
    page.getByTestId('drm-dae-row').filter({ hasText: `26FRA${run.padStart(16, '0')}` }),
  ).toBeVisible();

  // The interprofession's CSV: CAVE lines of the period AAAAMM first.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fichier interprofession (CSV)' }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split(/\r?\n/).filter((l) => l && !l.startsWith('#'));
  const period = last.replace('-', '');
  expect(lines[0]).toMatch(new RegExp(`^CAVE[,;]${period}[,;]11223301[,;]FR0${run.padStart(10, '0')}[,;]`));
  expect(lines.some((l) => l.includes('stocks_fin') && l.includes('6.15'))).toBe(true);

  // Filed: the confirmation says the month's movements get locked.
  await page.getByRole('button', { name: 'Marquer comme déposée' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('seront verrouillés');
  await dialog.getByRole('button', { name: 'Marquer comme déposée' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('drm-filed')).toContainText('Déposée le');
  await expect(page.getByTestId('drm-state')).toHaveText('Déposée');
  await expect(page.getByRole('button', { name: 'Marquer comme déposée' })).toHaveCount(0);

  // A movement dated in the filed month is refused, in French, and nothing is written.
  const refused = await request.post('/v1/stocks/movements', {
    headers: bearer(jwt),
    data: {
      warehouseId: warehouse.id,
      formatId,
      vintage: '',
      lot: '',
      kind: 'tasting',
      quantity: 1,
      date: `${last}-20`,
    },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(
    `La DRM de l'entrepôt « ${cellar} » est déposée jusqu'au ${lockedThrough(last)} : un mouvement ne peut plus y être daté du 20/${last.slice(5, 7)}/${last.slice(0, 4)} ; datez la correction du mois suivant`,
  );
  await page.reload();
  await expect(
    page.getByTestId('drm-product').filter({ hasText: wine }).getByTestId('drm-closing'),
  ).toHaveText('6,15');
});

/** The last day of a month, as the refusal writes it: 'JJ/MM/AAAA'. */
function lockedThrough(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${last}/${month.slice(5, 7)}/${y}`;
}
