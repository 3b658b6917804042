import { stockRoutes as routes } from '@cuvee/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/test-calls.ts';
import { stockCounts, useStockApp } from './stock.fixtures.ts';

const app = useStockApp();

const bottling = () => ({
  warehouseId: app.demo.cellar.id,
  formatId: app.demo.wine.id,
  vintage: '2021',
  lot: 'L2025-01',
  kind: 'bottling' as const,
  quantity: 120,
});

describe('stock access', () => {
  it('answers 401 anonymous, 403 to the collaborator without seeAllStock, a buyer and an agent', async () => {
    const before = await stockCounts(app.t);
    expect((await callRoute(app.t.app, routes.list, {})).status).toBe(401);
    expect((await callRoute(app.t.app, routes.recordMovement, { body: bottling() })).status).toBe(401);
    for (const email of ['collaborateur@cuvee.demo', 'client@cuvee.demo', 'agent@cuvee.demo']) {
      const jwt = await app.t.login(email);
      const list = await callRoute(app.t.app, routes.list, { jwt });
      expect(list.status, email).toBe(403);
      const write = await callRoute(app.t.app, routes.recordMovement, { jwt, body: bottling() });
      expect(write.status, email).toBe(403);
      expect(typeof write.body.message).toBe('string');
    }
    expect(await stockCounts(app.t)).toEqual(before);
  });

  it("refuses another shop's owner on Domaine Démo (named shop) and hides its warehouse", async () => {
    const other = await app.t.login('maison.seconde@cuvee.demo');
    const before = await stockCounts(app.t);
    const named = await callRoute(app.t.app, routes.list, { jwt: other, shopId: app.demo.shopId });
    expect(named.status).toBe(403);
    expect(named.body.message).toBe("Vous n'avez pas accès aux stocks de cette boutique");
    // Their own shop: Domaine Démo's warehouse is not found there.
    const foreign = await callRoute(app.t.app, routes.recordMovement, { jwt: other, body: bottling() });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Entrepôt introuvable');
    expect(await stockCounts(app.t)).toEqual(before);
  });
});

describe('stock refusals change nothing', () => {
  it('a negative quantity, an unknown format, a format of another shop, a transfer to the same warehouse', async () => {
    const before = await stockCounts(app.t);
    const negative = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), quantity: -2 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toEqual(['quantity : La quantité doit être supérieure à 0']);
    const unknown = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), formatId: '0192f0a0-0000-7000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Format inconnu : il ne fait pas partie du catalogue de la boutique');
    const foreignFormat = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), formatId: app.demo.otherFormatId },
    });
    expect(foreignFormat.status).toBe(404);
    const same = await callRoute(app.t.app, routes.transfer, {
      jwt: app.owner,
      body: {
        fromWarehouseId: app.demo.cellar.id,
        toWarehouseId: app.demo.cellar.id,
        formatId: app.demo.wine.id,
        quantity: 24,
      },
    });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body.message)).toContain(
      "L'entrepôt de destination doit être différent de l'entrepôt de départ",
    );
    const vintage = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), vintage: '1999' },
    });
    expect(vintage.status).toBe(400);
    expect(vintage.body.message).toBe('Millésime inconnu pour « Vieilles Vignes Syrah » : 1999');
    const future = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), date: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    const tooMuch = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), lot: 'L-VIDE', kind: 'breakage', quantity: 1 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Stock insuffisant : aucune unité disponible');
    const cursor = await callRoute(app.t.app, routes.journal, { jwt: app.owner, query: { cursor: 'abc' } });
    expect(cursor.status).toBe(400);
    expect(await stockCounts(app.t)).toEqual(before);
  });
});

describe('the owner runs the stock', () => {
  let lineId = '';
  it('creates a warehouse (the second is not the default)', async () => {
    const res = await callRoute(app.t.app, routes.createWarehouse, {
      jwt: app.owner,
      body: { name: 'Dépôt Caviste Lyon', kind: 'consignmentClient', exciseStatus: 'dutyPaid' },
    });
    expect(res.status).toBe(200);
    expect(res.body.warehouse).toMatchObject({
      name: 'Dépôt Caviste Lyon',
      isDefault: false,
      exciseStatus: 'dutyPaid',
    });
    const dup = await callRoute(app.t.app, routes.createWarehouse, {
      jwt: app.owner,
      body: { name: 'dépôt caviste lyon', kind: 'ownCellar', exciseStatus: 'dutyPaid' },
    });
    expect(dup.status).toBe(409);
    const list = await callRoute(app.t.app, routes.warehouses, { jwt: app.owner });
    expect(list.body.warehouses[0]!.isDefault).toBe(true);
    // The demo's cellar, its logistician, its bonded ageing cellar (the DRM's), and this one.
    expect(list.body.warehouses).toHaveLength(4);
  });

  it('bottles 120 of lot L2025-01, transfers 24, breaks 2: levels, eq75, hl and the journal agree', async () => {
    const bottled = await callRoute(app.t.app, routes.recordMovement, { jwt: app.owner, body: bottling() });
    expect(bottled.status).toBe(200);
    expect(bottled.body.movement).toMatchObject({
      kind: 'bottling',
      quantity: 120,
      eq75: 120,
      hl: 0.9,
      // Bottling in one's own cellar has no DRM line (decision 0093).
      drmCategory: 'none',
      drmType: 'aucun',
      exciseStatus: 'suspended',
    });
    expect(bottled.body.movement.author.name).toBe('Claire Vigneron');
    lineId = bottled.body.line.id;
    const moved = await callRoute(app.t.app, routes.transfer, {
      jwt: app.owner,
      body: {
        fromWarehouseId: app.demo.cellar.id,
        toWarehouseId: app.demo.logistics.id,
        formatId: app.demo.wine.id,
        vintage: '2021',
        lot: 'L2025-01',
        quantity: 24,
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.from).toMatchObject({ physical: 96, available: 96 });
    expect(moved.body.to).toMatchObject({ physical: 24, warehouseName: 'Logistique Sud' });
    expect(moved.body.out.transferId).toBe(moved.body.in.transferId);
    const broken = await callRoute(app.t.app, routes.recordMovement, {
      jwt: app.owner,
      body: { ...bottling(), kind: 'breakage', quantity: 2, reason: 'Palette renversée' },
    });
    expect(broken.body.line).toMatchObject({ physical: 94, reserved: 0, available: 94, eq75: 94, hl: 0.705 });
    const list = await callRoute(app.t.app, routes.list, { jwt: app.owner, query: { lot: 'L2025-01' } });
    expect(list.body.lines.map((l) => [l.warehouseName, l.physical])).toEqual([
      ['Chai du domaine', 94],
      ['Logistique Sud', 24],
    ]);
    expect(list.body.totals).toMatchObject({ lines: 2, physical: 118, eq75: 118, hl: 0.885 });
    const journal = await callRoute(app.t.app, routes.journal, { jwt: app.owner, query: { lineId } });
    expect(journal.body.movements.map((m) => [m.kind, m.quantity, m.balanceAfter])).toEqual([
      ['breakage', -2, 94],
      ['transferOut', -24, 96],
      ['bottling', 120, 120],
    ]);
  });

  it('counts an inventory: the difference with its reason, refused without a reason', async () => {
    const body = {
      warehouseId: app.demo.cellar.id,
      formatId: app.demo.wine.id,
      vintage: '2021',
      lot: 'L2025-01',
      countedQuantity: 90,
    };
    const noReason = await callRoute(app.t.app, routes.adjust, {
      jwt: app.owner,
      body: { ...body, reason: '' },
    });
    expect(noReason.status).toBe(400);
    const res = await callRoute(app.t.app, routes.adjust, {
      jwt: app.owner,
      body: { ...body, reason: 'Inventaire annuel' },
    });
    expect(res.body.movement).toMatchObject({
      kind: 'adjustment',
      quantity: -4,
      drmCategory: 'loss',
      reason: 'Inventaire annuel',
    });
    expect(res.body.line.physical).toBe(90);
  });

  it('pages the journal by keyset and exports it as CSV and XLSX', async () => {
    const first = await callRoute(app.t.app, routes.journal, { jwt: app.owner, query: { limit: 5 } });
    expect(first.body.movements).toHaveLength(5);
    const second = await callRoute(app.t.app, routes.journal, {
      jwt: app.owner,
      query: { limit: 5, cursor: first.body.nextCursor! },
    });
    const ids = new Set([...first.body.movements, ...second.body.movements].map((m) => m.id));
    expect(ids.size).toBe(10);
    const key = (m: { date: string; id: string }) => `${m.date}|${m.id}`;
    const all = [...first.body.movements, ...second.body.movements].map(key);
    expect(all).toEqual([...all].sort().reverse());
    const csv = await app.t.app.inject({
      method: 'GET',
      url: '/v1/stocks/movements/export?format=csv&lot=L2025-01',
      headers: { authorization: `Bearer ${app.owner}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="mouvements-stock-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toContain('Date;Type;Produit');
    expect(rows).toHaveLength(6);
    expect(
      rows.some((r) => r.includes(';Casse;Vieilles Vignes Syrah;') && r.includes(';-2;-2;-0,015;')),
    ).toBe(true);
    const xlsx = await app.t.app.inject({
      method: 'GET',
      url: '/v1/stocks/movements/export?format=xlsx&lot=L2025-01',
      headers: { authorization: `Bearer ${app.owner}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const strings = strFromU8(files['xl/sharedStrings.xml']!);
    expect(strings).toContain('Casse');
    expect(strings).toContain('Palette renversée');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('<v>-24</v>');
  });
});
