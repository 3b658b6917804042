import { stockRoutes as routes } from '@cuvee/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../plugins/database-errors.ts';
import { callRoute } from '../../test/test-calls.ts';
import { notifications } from '../notifications/index.ts';
import { productFormats, products } from '../products/index.ts';
import { recordOn, useStockApp } from './stock.fixtures.ts';
import { movementDay } from './stock.service.ts';

const app = useStockApp();

const move = (
  kind: 'bottling' | 'sale' | 'breakage',
  quantity: number,
  lot: string,
  extra: Record<string, unknown> = {},
) => recordOn(app, kind, quantity, lot, extra);
const alerts = async () =>
  (
    await app.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'thresholdReach'), eq(notifications.shopId, app.demo.shopId)))
  ).length;

describe('alert threshold', () => {
  it('raises thresholdReach once per crossing, again after climbing back above', async () => {
    const lineId = (await move('bottling', 30, 'L-SEUIL')).body.line.id;
    const set = await callRoute(app.t.app, routes.setThreshold, {
      jwt: app.owner,
      params: { id: lineId },
      body: { alertThreshold: 10 },
    });
    expect(set.body.line.belowThreshold).toBe(false);
    const start = await alerts();
    await move('sale', 18, 'L-SEUIL');
    expect(await alerts()).toBe(start);
    const crossed = await move('sale', 3, 'L-SEUIL');
    expect(crossed.body.line).toMatchObject({ available: 9, belowThreshold: true });
    expect(await alerts()).toBe(start + 1);
    await move('sale', 2, 'L-SEUIL');
    expect(await alerts()).toBe(start + 1);
    await move('bottling', 20, 'L-SEUIL');
    await move('sale', 20, 'L-SEUIL');
    expect(await alerts()).toBe(start + 2);
    const below = await callRoute(app.t.app, routes.list, {
      jwt: app.owner,
      query: { belowThreshold: 'true', lot: 'L-SEUIL' },
    });
    expect(below.body.lines.map((l) => l.id)).toEqual([lineId]);
  });
});

describe('out of stock (shop setting)', () => {
  it('switches the product to outofstock when nothing is available, and back', async () => {
    const status = async () =>
      (
        await app.t.db
          .select({ status: products.status })
          .from(products)
          .where(eq(products.id, app.demo.wine.productId))
      )[0]!.status;
    const settings = await callRoute(app.t.app, routes.updateSettings, {
      jwt: app.owner,
      body: { autoOutOfStock: true },
    });
    expect(settings.body.settings.autoOutOfStock).toBe(true);
    expect(await status()).toBe('online');
    // Empty every line of the wine.
    const lines = await callRoute(app.t.app, routes.list, {
      jwt: app.owner,
      query: { productId: app.demo.wine.productId, inStock: 'true', limit: 200 },
    });
    type Line = (typeof lines.body.lines)[number];
    const count = (l: Line, countedQuantity: number) =>
      callRoute(app.t.app, routes.adjust, {
        jwt: app.owner,
        body: {
          warehouseId: l.warehouseId,
          formatId: l.formatId,
          vintage: l.vintage,
          lot: l.lot,
          countedQuantity,
          reason: 'Tout vendu',
        },
      });
    const active = (
      await callRoute(app.t.app, routes.allocations, { jwt: app.owner, query: { status: 'active' } })
    ).body.allocations;
    for (const l of lines.body.lines) {
      expect((await count(l, l.reserved)).status).toBe(200);
      for (const a of active.filter((x) => x.line.id === l.id))
        await callRoute(app.t.app, routes.releaseAllocation, { jwt: app.owner, params: { id: a.id } });
      if (l.reserved > 0) await count(l, 0);
    }
    expect(await status()).toBe('outofstock');
    await move('bottling', 6, 'L-RETOUR');
    expect(await status()).toBe('online');
  });
});

describe('CRD capsules', () => {
  it('records an opening, uses them with an exit of capsuled bottles, refuses more than held', async () => {
    const key = { colour: 'green', fiscalCategory: 'stillWine', volumeMl: 750 } as const;
    const opened = await callRoute(app.t.app, routes.recordCrd, {
      jwt: app.owner,
      body: { ...key, kind: 'entry', quantity: 100 },
    });
    expect(opened.status).toBe(200);
    const held = opened.body.stock.balance;
    await move('bottling', 50, 'L-CRD');
    const sold = await move('sale', 12, 'L-CRD', {
      capsules: { colour: 'green', fiscalCategory: 'stillWine' },
    });
    expect(sold.status).toBe(200);
    const uses = await callRoute(app.t.app, routes.crdMovements, {
      jwt: app.owner,
      query: { crdStockId: opened.body.stock.id, limit: 1 },
    });
    expect(uses.body.movements[0]).toMatchObject({
      kind: 'use',
      quantity: 12,
      movementId: sold.body.movement.id,
      balanceAfter: held - 12,
    });
    const tooMany = await callRoute(app.t.app, routes.recordCrd, {
      jwt: app.owner,
      body: { ...key, kind: 'destruction', quantity: held },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`Capsules CRD insuffisantes : il en reste ${held - 12}`);
    const today = new Date().toISOString().slice(0, 10);
    const account = await callRoute(app.t.app, routes.crdAccount, {
      jwt: app.owner,
      query: { from: today, to: today },
    });
    const row = account.body.accounts.find((a) => a.stock.id === opened.body.stock.id)!;
    expect(row.closing).toBe(held - 12);
    expect(row.opening + row.entries - row.uses - row.destructions).toBe(row.closing);
    const bad = await callRoute(app.t.app, routes.crdAccount, {
      jwt: app.owner,
      query: { from: today, to: '2000-01-01' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the ledger keeps what it names', () => {
  it('a format with stock cannot be deleted: the database refuses, the API answers 409', async () => {
    const error = await app.t.db
      .delete(productFormats)
      .where(eq(productFormats.id, app.demo.wine.id))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(databaseRefusal(error)?.statusCode).toBe(409);
    expect(databaseRefusal(error)?.message).toBe(
      'Ce format a du stock enregistré : il ne peut pas être supprimé',
    );
  });
});

describe('movementDay', () => {
  // 23:30 UTC on 24 November: already 25 November in Paris (00:30) and in Réunion.
  const lateEvening = Date.UTC(2026, 10, 24, 23, 30);
  it('accepts the day the user lives in, ahead of UTC', () => {
    expect(movementDay('2026-11-25', lateEvening)).toBe('2026-11-25');
    expect(movementDay(undefined, lateEvening)).toBeUndefined();
  });
  it('refuses a day no time zone has reached, in French', () => {
    expect(() => movementDay('2026-11-26', lateEvening)).toThrow(
      'La date du mouvement ne peut pas être dans le futur',
    );
  });
});
