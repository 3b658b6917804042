import { drmRoutes, stockRoutes } from '@cuvee/contracts';
import { monthBounds, previousMonth, todayInFrance } from '@cuvee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';

// Domaine Démo shows a real DRM (issue 26): its ageing cellar's two ended months, the first filed.
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

describe("Domaine Démo's DRM", () => {
  it('has a bonded ageing cellar with a filed month and a month ready to file', async () => {
    const list = await callRoute(t.app, stockRoutes.warehouses, { jwt: owner });
    const cellar = list.body.warehouses.find((w) => w.name === 'Chai de garde')!;
    const second = previousMonth(todayInFrance().slice(0, 7));
    const first = previousMonth(second);
    const months = await callRoute(t.app, drmRoutes.months, {
      jwt: owner,
      query: { warehouseId: cellar.id },
    });
    expect(months.body.lockedThrough).toBe(monthBounds(first).to);
    const filed = await callRoute(t.app, drmRoutes.get, {
      jwt: owner,
      query: { warehouseId: cellar.id, month: first },
    });
    expect(filed.body.drm.filing).not.toBeNull();
    const next = await callRoute(t.app, drmRoutes.get, {
      jwt: owner,
      query: { warehouseId: cellar.id, month: second },
    });
    expect(next.status).toBe(200);
    const drm = next.body.drm;
    expect(drm.checks.filter((c) => c.blocking)).toEqual([]);
    expect(drm.canFile).toBe(true);
    // The two red wines share the Costières de Nîmes rouge column; the rosé has its own.
    expect(drm.products.map((p) => p.identity.label)).toEqual([
      'Costières de Nîmes rosé',
      'Costières de Nîmes rouge',
    ]);
    expect(drm.undischarged).toHaveLength(1);
    expect(drm.dutyCents).toBeGreaterThan(0);
    // The opening of the second month is the closing filed for the first.
    const closingFirst = Object.fromEntries(filed.body.drm.products.map((p) => [p.key, p.closing]));
    for (const p of drm.products) expect(p.opening).toBe(closingFirst[p.key]);
  });
});
