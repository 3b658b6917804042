import { stockRoutes as routes } from '@cuvee/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';
import { notifications } from '../notifications/index.ts';
import { users } from '../users/index.ts';
import { stockAllocations } from './reservations.table.ts';
import { stockCounts, useStockApp } from './stock.fixtures.ts';

const app = useStockApp();
let t: TestApp;
let owner: string;
let demo: typeof app.demo;
beforeAll(() => {
  ({ t, owner, demo } = app);
});

/** A fresh line of `units` units in the cellar (its own lot). */
async function lineWith(units: number, lot: string) {
  const res = await callRoute(t.app, routes.recordMovement, {
    jwt: owner,
    body: {
      warehouseId: demo.cellar.id,
      formatId: demo.wine.id,
      vintage: '2021',
      lot,
      kind: 'bottling',
      quantity: units,
    },
  });
  expect(res.status).toBe(200);
  return res.body.line.id;
}

describe('reservations by key', () => {
  it('reserves once per key, releases and consumes idempotently', async () => {
    const lineId = await lineWith(20, 'L-RES-1');
    const reserve = (key: string, quantity = 5) =>
      callRoute(t.app, routes.reserve, { jwt: owner, body: { key, lineId, quantity, reference: 'CMD-42' } });
    const a = await reserve('order:42:line:1');
    expect(a.status).toBe(200);
    expect(a.body.line).toMatchObject({ physical: 20, reserved: 5, available: 15 });
    const again = await reserve('order:42:line:1');
    expect(again.body.message).toBe('Cette réservation existe déjà');
    expect(again.body.line.reserved).toBe(5);
    const clash = await reserve('order:42:line:1', 6);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Cette clé de réservation est déjà utilisée pour une autre réservation');

    const consumed = await callRoute(t.app, routes.consume, {
      jwt: owner,
      params: { key: 'order:42:line:1' },
      body: { documentRef: 'CMD-42' },
    });
    expect(consumed.body.line).toMatchObject({ physical: 15, reserved: 0, available: 15 });
    const twice = await callRoute(t.app, routes.consume, {
      jwt: owner,
      params: { key: 'order:42:line:1' },
      body: {},
    });
    expect(twice.status).toBe(200);
    expect(twice.body.line.physical).toBe(15);
    const releaseConsumed = await callRoute(t.app, routes.release, {
      jwt: owner,
      params: { key: 'order:42:line:1' },
    });
    expect(releaseConsumed.status).toBe(409);

    await reserve('order:43', 4);
    const released = await callRoute(t.app, routes.release, { jwt: owner, params: { key: 'order:43' } });
    expect(released.body.line).toMatchObject({ reserved: 0, available: 15 });
    const releasedAgain = await callRoute(t.app, routes.release, { jwt: owner, params: { key: 'order:43' } });
    expect(releasedAgain.body.line.reserved).toBe(0);
    const consumeReleased = await callRoute(t.app, routes.consume, {
      jwt: owner,
      params: { key: 'order:43' },
      body: {},
    });
    expect(consumeReleased.status).toBe(409);

    const journal = await callRoute(t.app, routes.journal, { jwt: owner, query: { lineId } });
    expect(journal.body.movements.map((m) => [m.kind, m.quantity])).toEqual([
      ['sale', -5],
      ['bottling', 20],
    ]);
  });

  it('refuses more than is available, in French, and changes nothing', async () => {
    const lineId = await lineWith(3, 'L-RES-2');
    const before = await stockCounts(t);
    const res = await callRoute(t.app, routes.reserve, {
      jwt: owner,
      body: { key: 'too-many', lineId, quantity: 4 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Stock insuffisant : il reste 3 unités disponibles');
    const unknown = await callRoute(t.app, routes.release, { jwt: owner, params: { key: 'nobody' } });
    expect(unknown.status).toBe(404);
    expect(await stockCounts(t)).toEqual(before);
  });

  it('100 concurrent reservations for the last 10 units: 10 succeed, 90 refused in French, 0 left', async () => {
    const lineId = await lineWith(10, 'L-RUSH');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callRoute(t.app, routes.reserve, { jwt: owner, body: { key: `rush:${i}`, lineId, quantity: 1 } }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set(['Stock insuffisant : aucune unité disponible']),
    );
    const line = await callRoute(t.app, routes.line, { jwt: owner, params: { id: lineId } });
    expect(line.body.line).toMatchObject({ physical: 10, reserved: 10, available: 0 });
  });
});

describe('allocations', () => {
  it('sets units aside for an agent, notifies the agent, and expires after its last day', async () => {
    const lineId = await lineWith(30, 'L-ALLOC');
    const [agent] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agent@cuvee.demo'));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await callRoute(t.app, routes.allocate, {
      jwt: owner,
      body: { lineId, quantity: 12, beneficiaryKind: 'agent', agentId: agent!.id, expiresOn: tomorrow },
    });
    expect(res.status).toBe(200);
    expect(res.body.allocation).toMatchObject({ label: 'Sophie Commerce', quantity: 12, status: 'active' });
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent!.id), eq(notifications.type, 'agentCreateNewAllocations')));
    expect(sent.at(-1)?.content).toContain('Nouvelle allocation : 12 × Vieilles Vignes Syrah');
    expect(
      (await callRoute(t.app, routes.line, { jwt: owner, params: { id: lineId } })).body.line.available,
    ).toBe(18);

    const notAgent = await callRoute(t.app, routes.allocate, {
      jwt: owner,
      body: { lineId, quantity: 1, beneficiaryKind: 'agent', agentId: demo.shopId, expiresOn: tomorrow },
    });
    expect(notAgent.status).toBe(404);

    // Its last day passes: the next stock request of the shop gives the units back.
    await t.db
      .update(stockAllocations)
      .set({ expiresOn: '2020-01-01' })
      .where(eq(stockAllocations.id, res.body.allocation.id));
    const list = await callRoute(t.app, routes.allocations, { jwt: owner, query: { status: 'expired' } });
    expect(list.body.allocations.map((a) => a.id)).toContain(res.body.allocation.id);
    expect(
      (await callRoute(t.app, routes.line, { jwt: owner, params: { id: lineId } })).body.line,
    ).toMatchObject({ reserved: 0, available: 30 });
  });

  it('releases a client allocation by hand', async () => {
    const lineId = await lineWith(8, 'L-ALLOC-2');
    const created = await callRoute(t.app, routes.allocate, {
      jwt: owner,
      body: {
        lineId,
        quantity: 8,
        beneficiaryKind: 'client',
        label: 'La Cave du Coin',
        expiresOn: '2099-12-31',
      },
    });
    expect(created.body.allocation.status).toBe('active');
    const released = await callRoute(t.app, routes.releaseAllocation, {
      jwt: owner,
      params: { id: created.body.allocation.id },
    });
    expect(released.body.allocation.status).toBe('released');
    expect(
      (await callRoute(t.app, routes.line, { jwt: owner, params: { id: lineId } })).body.line.available,
    ).toBe(8);
  });
});
