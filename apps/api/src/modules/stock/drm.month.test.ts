import { drmRoutes, stockRoutes } from '@cuvee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';
import { notifications } from '../notifications/index.ts';
import { ARC_BE, CONSIGNEE, FACTS, type WorkedMonth, workedMonth } from './drm.fixtures.ts';
import { sendDrmReminders } from './drm.reminder.ts';
import { drmFilings } from './drm.table.ts';
import { stockMovements, warehouses } from './stock.table.ts';

/*
 * The worked DRM month of domain-facts-wave3 §4 through the API (drm.fixtures.ts): the same CAVE,
 * CRD and ANNEXE lines as the facts, 69.81 hl closing, 3,788 capsules, 37.71 € of duty; then the
 * checks, the filing and its lock, and the reminder before the 10th.
 */

let t: TestApp;
let owner: string;
let warehouseId: string;
let bottleId: string;
let move: WorkedMonth['move'];
let drmOf: WorkedMonth['drmOf'];

beforeAll(async () => {
  ({ t, owner, warehouseId, bottleId, move, drmOf } = await workedMonth());
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

const count = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from ${stockMovements} where warehouse_id = ${warehouseId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
