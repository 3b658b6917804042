import { drmRoutes, productFiscalRoutes, productsRoutes, stockRoutes } from '@cuvee/contracts';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';

/*
 * The worked DRM month of domain-facts-wave3 §4 (Rosé de Loire, October 2026), recorded through
 * the stock API in Maison Seconde (a shop with the stocks module and no stock of its own), for the
 * DRM's API tests: its expected CSV lines (the facts' 20 fields and three empty), then an app
 * holding September's claimed volume and capsules and October as the facts tell it.
 */

export const EXCISE = 'FR01234567890';
export const ARC_JP = '26FRA0000000000000001';
export const ARC_BE = '26FRA0000000000000002';
export const CONSIGNEE = 'BE00012345678';
export const ID = 'CAVE,202610,11223301,FR01234567890,AOC,,Rosé de Loire,,,Rosé,,,Rosé de Loire,suspendu';
export const FACTS = [
  `${ID},stocks_debut,revendique,85.50,,,`,
  `${ID},sorties,ventefrancebouteillecrd,9.00,,,`,
  `${ID},sorties,export,4.50,JP,,${ARC_JP}`,
  `${ID},sorties,export,1.80,BE,,${ARC_BE}`,
  `${ID},sorties,consommationfamilialedegustation,0.30,,,`,
  `${ID},sorties,destructionperte,0.09,,,`,
  `${ID},stocks_fin,revendique,69.81,,,`,
  'CRD,202610,11223301,FR01234567890,VERT,TRANQUILLE,Bouteille 75 cl,,,,,,,collectif suspendu,stock_debut,debut,5000,,,',
  'CRD,202610,11223301,FR01234567890,VERT,TRANQUILLE,Bouteille 75 cl,,,,,,,collectif suspendu,sorties,utilisations,1200,,,',
  'CRD,202610,11223301,FR01234567890,VERT,TRANQUILLE,Bouteille 75 cl,,,,,,,collectif suspendu,sorties,destructions,12,,,',
  'CRD,202610,11223301,FR01234567890,VERT,TRANQUILLE,Bouteille 75 cl,,,,,,,collectif suspendu,stock_fin,fin,3788,,,',
  `ANNEXE,202610,11223301,FR01234567890,,,,,,,,,,,NONAPUREMENT,,,2026-10-22,${CONSIGNEE},${ARC_BE}`,
];

/** A test app holding the worked month, its logins and its ids. */
export async function workedMonth() {
  const t: TestApp = await createTestApp();
  const owner = await t.login('maison.seconde@cuvee.demo');
  const demoOwner = await t.login('proprietaire@cuvee.demo');
  const collaborator = await t.login('collaborateur@cuvee.demo');
  const created = await callRoute(t.app, productsRoutes.create, {
    jwt: owner,
    body: {
      productType: 'bottle',
      name: 'Rosé de Loire',
      type: 'wine',
      formats: [
        { unity: 'Centilitre(s)', unityValue: 75, price: 900 },
        { type: 'vrac', unity: 'Litre(s)', unityValue: 1, price: 400 },
      ],
    } as never,
  });
  expect(created.status).toBe(200);
  const productId: string = created.body.product.id;
  const [bottleId, bulkId] = created.body.product.formats.map((f: { id: string }) => f.id) as [
    string,
    string,
  ];
  const fiscal = await callRoute(t.app, productFiscalRoutes.setFiscalIdentity, {
    jwt: owner,
    params: { id: productId },
    body: { certification: 'AOC', appellation: 'Rosé de Loire', couleur: 'Rosé', label: 'Rosé de Loire' },
  });
  expect(fiscal.status).toBe(200);
  const wh = await callRoute(t.app, stockRoutes.createWarehouse, {
    jwt: owner,
    body: { name: 'Chai de Loire', kind: 'ownCellar', exciseStatus: 'suspended', exciseNumber: EXCISE },
  });
  expect(wh.status).toBe(200);
  const warehouseId: string = wh.body.warehouse.id;
  const move = (body: Record<string, unknown>) =>
    callRoute(t.app, stockRoutes.recordMovement, {
      jwt: owner,
      body: { warehouseId, formatId: bottleId, vintage: '', lot: '', ...body } as never,
    });
  const drmOf = (month: string, jwt = owner) =>
    callRoute(t.app, drmRoutes.get, { jwt, query: { warehouseId, month } });
  const settings = await callRoute(t.app, drmRoutes.updateSettings, {
    jwt: owner,
    body: { interprofession: 'interloire', interprofessionId: '11223301', cvi: null, siret: null },
  });
  expect(settings.status).toBe(200);

  // September: the claimed volume, bottles and bulk of one fiscal product (60.00 + 25.50 hl).
  expect((await move({ kind: 'production', quantity: 8000, date: '2026-09-20' })).status).toBe(200);
  expect(
    (await move({ kind: 'production', formatId: bulkId, quantity: 2550, date: '2026-09-20' })).status,
  ).toBe(200);
  const crd = (body: Record<string, unknown>) =>
    callRoute(t.app, stockRoutes.recordCrd, {
      jwt: owner,
      body: { colour: 'green', fiscalCategory: 'stillWine', volumeMl: 750, ...body } as never,
    });
  expect((await crd({ kind: 'opening', quantity: 5000, date: '2026-09-30' })).status).toBe(200);

  // October, as the facts tell it.
  const capsules = { colour: 'green', fiscalCategory: 'stillWine' };
  expect(
    (await move({ kind: 'sale', quantity: 700, destination: 'france', capsules, date: '2026-10-05' })).status,
  ).toBe(200);
  expect(
    (await move({ kind: 'sale', quantity: 500, destination: 'france', capsules, date: '2026-10-12' })).status,
  ).toBe(200);
  const jp = await move({
    kind: 'sale',
    quantity: 600,
    destination: 'export',
    country: 'JP',
    documentNumber: ARC_JP,
    date: '2026-10-08',
  });
  expect(jp.status).toBe(200);
  expect(jp.body.movement).toMatchObject({ drmType: 'export', country: 'JP', documentNumber: ARC_JP });
  const be = await move({
    kind: 'sale',
    quantity: 240,
    destination: 'eu',
    country: 'BE',
    documentNumber: ARC_BE,
    consigneeExciseNumber: CONSIGNEE,
    date: '2026-10-22',
  });
  expect(be.status).toBe(200);
  expect((await move({ kind: 'tasting', quantity: 40, date: '2026-10-15' })).status).toBe(200);
  expect((await move({ kind: 'breakage', quantity: 12, date: '2026-10-18' })).status).toBe(200);
  expect(
    (await crd({ kind: 'destruction', quantity: 12, date: '2026-10-18', reason: 'Capsules abîmées' })).status,
  ).toBe(200);
  // The Japanese e-AD came back discharged within the month; the Belgian one did not.
  const discharged = await callRoute(t.app, drmRoutes.discharge, {
    jwt: owner,
    params: { id: jp.body.movement.id },
    body: { date: '2026-10-28' },
  });
  expect(discharged.status).toBe(200);
  return { t, owner, demoOwner, collaborator, warehouseId, bottleId, bulkId, productId, move, drmOf };
}

export type WorkedMonth = Awaited<ReturnType<typeof workedMonth>>;
