import { drmRoutes, productFiscalRoutes, productsRoutes, stockRoutes } from '@cuvee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCollaborator } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';
import { notifications } from '../notifications/index.ts';
import { sendDrmReminders } from './drm.reminder.ts';
import { drmFilings } from './drm.table.ts';
import { stockMovements, warehouses } from './stock.table.ts';

/*
 * The worked DRM month of domain-facts-wave3 §4 (Rosé de Loire, October 2026), recorded through
 * the stock API in Maison Seconde (a shop with the stocks module and no stock of its own): the
 * same CAVE, CRD and ANNEXE lines as the facts (23 fields: the facts' 20 and three empty), 69.81
 * hl closing, 3,788 capsules, 37.71 € of duty; then the checks, the filing and its lock.
 */

const EXCISE = 'FR01234567890';
const ARC_JP = '26FRA0000000000000001';
const ARC_BE = '26FRA0000000000000002';
const CONSIGNEE = 'BE00012345678';
const ID = 'CAVE,202610,11223301,FR01234567890,AOC,,Rosé de Loire,,,Rosé,,,Rosé de Loire,suspendu';
const FACTS = [
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

let t: TestApp;
let owner: string;
let demoOwner: string;
let collaborator: string;
let warehouseId: string;
let bottleId: string;
let bulkId: string;
let productId: string;

const move = (body: Record<string, unknown>) =>
  callRoute(t.app, stockRoutes.recordMovement, {
    jwt: owner,
    body: { warehouseId, formatId: bottleId, vintage: '', lot: '', ...body } as never,
  });
const drmOf = (month: string, jwt = owner) =>
  callRoute(t.app, drmRoutes.get, { jwt, query: { warehouseId, month } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('maison.seconde@cuvee.demo');
  demoOwner = await t.login('proprietaire@cuvee.demo');
  collaborator = await t.login('collaborateur@cuvee.demo');
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
  productId = created.body.product.id;
  [bottleId, bulkId] = created.body.product.formats.map((f: { id: string }) => f.id) as [string, string];
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
  warehouseId = wh.body.warehouse.id;
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
});
afterAll(() => t?.close());

describe('the worked DRM month (domain-facts-wave3 §4)', () => {
  it('answers the balance, the duty, the capsules and the e-AD not discharged', async () => {
    const res = await drmOf('2026-10');
    expect(res.status).toBe(200);
    const drm = res.body.drm;
    expect(drm.period).toBe('202610');
    expect(drm.deadline).toBe('2026-11-10');
    expect(drm.neant).toBe(false);
    expect(drm.products).toHaveLength(1);
    const p = drm.products[0]!;
    expect(p).toMatchObject({ regime: 'suspendu', opening: 85.5, closing: 69.81, totalExits: 15.69 });
    expect(p.exits.map((l) => [l.code, l.hl, l.country])).toEqual([
      ['ventefrancebouteillecrd', 9, null],
      ['export', 4.5, 'JP'],
      ['export', 1.8, 'BE'],
      ['consommationfamilialedegustation', 0.3, null],
      ['destructionperte', 0.09, null],
    ]);
    expect(p).toMatchObject({ dutyCents: 3771, dutyRate: 4.19, dutyHl: 9 });
    expect(drm.dutyCents).toBe(3771);
    expect(drm.crd).toEqual([
      expect.objectContaining({
        colour: 'green',
        opening: 5000,
        uses: 1200,
        destructions: 12,
        closing: 3788,
      }),
    ]);
    expect(drm.undischarged).toEqual([
      expect.objectContaining({
        documentNumber: ARC_BE,
        date: '2026-10-22',
        consigneeExciseNumber: CONSIGNEE,
      }),
    ]);
    expect(drm.checks.filter((c) => c.blocking)).toEqual([]);
    expect(drm.canFile).toBe(true);
  });

  it('writes the same CAVE, CRD and ANNEXE lines as the facts (23 fields each)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/stocks/drm/file?warehouseId=${warehouseId}&month=2026-10&format=csv`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toEqual(FACTS.map((l) => `${l},,,`));
    for (const l of lines) expect(l.split(',')).toHaveLength(23);
  });

  it('prints the return as a PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/stocks/drm/file?warehouseId=${warehouseId}&month=2026-10&format=pdf`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens November with October closing stock', async () => {
    const res = await drmOf('2026-11');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Le mois de novembre 2026 n'est pas terminé/);
  });
});

describe('checks, filing and the lock', () => {
  it('refuses a DRM type outside the catalogue, an export without its country, a misplaced no-line', async () => {
    const before = await count();
    const wrong = await move({
      kind: 'sale',
      quantity: 1,
      destination: 'france',
      drmType: 'revendique',
      date: '2026-11-02',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/n'existe pas en sortie/);
    const noCountry = await move({ kind: 'sale', quantity: 1, destination: 'export', date: '2026-11-02' });
    expect(noCountry.status).toBe(422);
    expect(noCountry.body.message).toMatch(/pays de destination/);
    const noLine = await move({ kind: 'sale', quantity: 1, drmType: 'aucun', date: '2026-11-02' });
    expect(noLine.status).toBe(422);
    const unknown = await move({ kind: 'sale', quantity: 1, drmType: 'inventé', date: '2026-11-02' });
    expect(unknown.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('files October, locks its movements, and refuses filing it twice', async () => {
    const filed = await callRoute(t.app, drmRoutes.file, {
      jwt: owner,
      body: { warehouseId, month: '2026-10' },
    });
    expect(filed.status).toBe(200);
    expect(filed.body.drm.filing).toMatchObject({ month: '2026-10', dutyCents: 3771 });
    expect(filed.body.drm.canFile).toBe(false);
    const before = await count();
    const late = await move({ kind: 'breakage', quantity: 1, date: '2026-10-30' });
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/datez la correction du mois suivant/);
    const adjust = await callRoute(t.app, stockRoutes.adjust, {
      jwt: owner,
      body: {
        warehouseId,
        formatId: bottleId,
        vintage: '',
        lot: '',
        countedQuantity: 1,
        reason: 'x',
        date: '2026-10-31',
      },
    });
    expect(adjust.status).toBe(422);
    expect(await count()).toBe(before);
    const again = await callRoute(t.app, drmRoutes.file, {
      jwt: owner,
      body: { warehouseId, month: '2026-10' },
    });
    expect(again.status).toBe(409);
    const months = await callRoute(t.app, drmRoutes.months, { jwt: owner, query: { warehouseId } });
    expect(months.status).toBe(200);
    expect(months.body.lockedThrough).toBe('2026-10-31');
    expect(months.body.months.find((m) => m.month === '2026-10')?.filing?.dutyCents).toBe(3771);
    // The books of this cellar begin with its opening stock of September: no month before is listed
    // (nor late); September is the oldest, unless the cellar was created earlier.
    expect(months.body.months.at(-1)?.month).toBe('2026-09');
  });

  it('a month without movement is néant; a month with an untyped movement cannot be filed', async () => {
    const sept = await drmOf('2026-08');
    expect(sept.status).toBe(200);
    expect(sept.body.drm).toMatchObject({ neant: true, products: [] });
    // A movement without a DRM type (recorded before the catalogue, as migration 0027 may leave).
    await t.db.execute(
      sql`update ${stockMovements} set drm_type = null where ${stockMovements.warehouseId} = ${warehouseId} and ${stockMovements.kind} = 'tasting'`,
    );
    await t.db.execute(sql`update ${warehouses} set locked_through = null where id = ${warehouseId}`);
    await t.db.delete(drmFilings).where(eq(drmFilings.warehouseId, warehouseId));
    const res = await drmOf('2026-10');
    expect(res.body.drm.canFile).toBe(false);
    expect(res.body.drm.checks.map((c) => c.code)).toContain('untyped');
    const refused = await callRoute(t.app, drmRoutes.file, {
      jwt: owner,
      body: { warehouseId, month: '2026-10' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/n'ont pas de type DRM/);
    expect((await t.db.select().from(drmFilings).where(eq(drmFilings.warehouseId, warehouseId))).length).toBe(
      0,
    );
  });
});

describe('the reminder before the 10th', () => {
  it('notifies the owners once when the previous month is not filed, not after the deadline', async () => {
    const mine = async () =>
      (
        await t.db.select().from(notifications).where(sql`${notifications.content} like '%Chai de Loire%'`)
      ).map((n) => n.content);
    expect(await sendDrmReminders(t.db, '2026-11-12')).toBe(0);
    expect(await mine()).toEqual([]);
    await sendDrmReminders(t.db, '2026-11-05');
    expect(await mine()).toEqual([
      "DRM d'octobre 2026 à déposer pour « Chai de Loire » au plus tard le 10/11/2026",
    ]);
    await sendDrmReminders(t.db, '2026-11-06');
    expect(await mine()).toHaveLength(1);
  });
});

describe('access and other shops', () => {
  it("another shop's owner sees no warehouse and files nothing", async () => {
    const read = await drmOf('2026-10', demoOwner);
    expect(read.status).toBe(404);
    const filed = await callRoute(t.app, drmRoutes.file, {
      jwt: demoOwner,
      body: { warehouseId, month: '2026-10' },
    });
    expect(filed.status).toBe(404);
    const fiscal = await callRoute(t.app, productFiscalRoutes.fiscalIdentity, {
      jwt: demoOwner,
      params: { id: productId },
    });
    expect(fiscal.status).toBe(404);
    const [jp] = await t.db.select().from(stockMovements).where(eq(stockMovements.documentNumber, ARC_JP));
    const discharge = await callRoute(t.app, drmRoutes.discharge, {
      jwt: demoOwner,
      params: { id: jp!.id },
      body: { date: '2026-10-29' },
    });
    expect(discharge.status).toBe(404);
  });

  it('refuses (403) a collaborator without seeAllStock every DRM route of their shop', async () => {
    const [cellar] = await t.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(
        sql`${warehouses.isDefault} and ${warehouses.shopId} = (select id from shops where url_shop = 'domaine-demo')`,
      );
    const q = { warehouseId: cellar!.id, month: '2026-10' };
    const calls: { status: number }[] = [
      await callRoute(t.app, drmRoutes.get, { jwt: collaborator, query: q }),
      await callRoute(t.app, drmRoutes.months, { jwt: collaborator, query: { warehouseId: cellar!.id } }),
      await callRoute(t.app, drmRoutes.file, { jwt: collaborator, body: q }),
      await callRoute(t.app, drmRoutes.settings, { jwt: collaborator }),
      await callRoute(t.app, drmRoutes.updateSettings, {
        jwt: collaborator,
        body: { interprofession: 'interloire', interprofessionId: null, cvi: null, siret: null },
      }),
      await callRoute(t.app, drmRoutes.catalogue, { jwt: collaborator }),
    ];
    const [jp] = await t.db.select().from(stockMovements).where(eq(stockMovements.documentNumber, ARC_JP));
    calls.push(
      await callRoute(t.app, drmRoutes.discharge, {
        jwt: collaborator,
        params: { id: jp!.id },
        body: { date: '2026-10-29' },
      }),
      await callRoute(t.app, productFiscalRoutes.setFiscalIdentity, {
        jwt: collaborator,
        params: { id: productId },
        body: { label: 'x' },
      }),
    );
    expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    const filings = await t.db.select().from(drmFilings).where(eq(drmFilings.warehouseId, cellar!.id));
    expect(filings).toEqual([]);
  });

  it('lets a cellar hand with seeAllStock read and download, but file only with createWarehouse', async () => {
    const [shop] = await t.db
      .select({ id: warehouses.shopId })
      .from(warehouses)
      .where(eq(warehouses.id, warehouseId));
    await makeCollaborator(t.db, shop!.id, 'caviste.drm@cuvee.test', { seeAllStock: true });
    const hand = await t.login('caviste.drm@cuvee.test');
    expect((await drmOf('2026-10', hand)).status).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/stocks/drm/file?warehouseId=${warehouseId}&month=2026-10&format=csv`,
      headers: { authorization: `Bearer ${hand}` },
    });
    expect(csv.statusCode).toBe(200);
    const file = await callRoute(t.app, drmRoutes.file, {
      jwt: hand,
      body: { warehouseId, month: '2026-09' },
    });
    expect(file.status).toBe(403);
    const settings = await callRoute(t.app, drmRoutes.updateSettings, {
      jwt: hand,
      body: { interprofession: 'interloire', interprofessionId: '1', cvi: null, siret: null },
    });
    expect(settings.status).toBe(403);
    expect((await callRoute(t.app, drmRoutes.settings, { jwt: owner })).body.settings.interprofessionId).toBe(
      '11223301',
    );
    expect(
      (await t.db.select().from(drmFilings).where(eq(drmFilings.month, '2026-09'))).filter(
        (f) => f.warehouseId === warehouseId,
      ),
    ).toEqual([]);
  });

  it("another shop's owner neither lists its months, downloads its return nor changes its identity", async () => {
    const months = await callRoute(t.app, drmRoutes.months, { jwt: demoOwner, query: { warehouseId } });
    expect(months.status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/stocks/drm/file?warehouseId=${warehouseId}&month=2026-10&format=csv`,
      headers: { authorization: `Bearer ${demoOwner}` },
    });
    expect(csv.statusCode).toBe(404);
    const put = await callRoute(t.app, productFiscalRoutes.setFiscalIdentity, {
      jwt: demoOwner,
      params: { id: productId },
      body: { label: 'Piraté' },
    });
    expect(put.status).toBe(404);
    const mine = await callRoute(t.app, productFiscalRoutes.fiscalIdentity, {
      jwt: owner,
      params: { id: productId },
    });
    expect(mine.body.fiscalIdentity?.label).toBe('Rosé de Loire');
    // Naming the other shop outright is refused.
    const [shop] = await t.db
      .select({ id: warehouses.shopId })
      .from(warehouses)
      .where(eq(warehouses.id, warehouseId));
    const named = await callRoute(t.app, drmRoutes.settings, { jwt: demoOwner, shopId: shop!.id });
    expect(named.status).toBe(403);
  });

  it('answers a French 4xx for bad input', async () => {
    const month = await callRoute(t.app, drmRoutes.get, {
      jwt: owner,
      query: { warehouseId, month: '2026-13' },
    });
    expect(month.status).toBe(400);
    expect(String(month.body.message)).toMatch(/AAAA-MM/);
    const unknown = await callRoute(t.app, drmRoutes.get, {
      jwt: owner,
      query: { warehouseId: '0190f7c0-0000-7000-8000-000000000000', month: '2026-10' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Entrepôt introuvable');
  });
});

const count = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from ${stockMovements} where warehouse_id = ${warehouseId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
