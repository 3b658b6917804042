import { drmRoutes, productFiscalRoutes } from '@cuvee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCollaborator } from '../../db/seed/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';
import { ARC_JP, type WorkedMonth, workedMonth } from './drm.fixtures.ts';
import { drmFilings } from './drm.table.ts';
import { stockMovements, warehouses } from './stock.table.ts';

/*
 * Who may read, download and file the worked DRM month (drm.fixtures.ts): another shop sees
 * nothing (404), a collaborator without seeAllStock is refused every route (403), a cellar hand
 * reads but does not file; bad input is said in French.
 */

let t: TestApp;
let owner: string;
let demoOwner: string;
let collaborator: string;
let warehouseId: string;
let productId: string;
let drmOf: WorkedMonth['drmOf'];

beforeAll(async () => {
  ({ t, owner, demoOwner, collaborator, warehouseId, productId, drmOf } = await workedMonth());
});
afterAll(() => t?.close());

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
