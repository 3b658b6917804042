import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/index.ts';
import { consume, release, reserve } from './reservations.service.ts';
import { stockReservations } from './reservations.table.ts';
import { demoStock } from './stock.fixtures.ts';
import type { StockActor } from './stock.lines.ts';
import { adjust, recordMovement, transfer } from './stock.service.ts';
import { stockLines, stockMovements } from './stock.table.ts';

// A property of the ledger (decision 0031), checked on 1,000 random operations from a seeded
// generator (the same run every time; change SEED to explore): whatever is accepted or refused,
// every line's physical units equal the sum of its movements, its reserved units the sum of its
// active reservations, and no level is ever below zero.

const SEED = 20_261_124;
const STEPS = 1000;

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoStock>>;
let actor: StockActor;
beforeAll(async () => {
  t = await createTestApp();
  demo = await demoStock(t);
  const [u] = await t.db.select().from(users).where(eq(users.email, 'proprietaire@cuvee.demo'));
  actor = { user: u!, shop: { id: demo.shopId }, shops: [{ id: demo.shopId }] };
});
afterAll(() => t?.close());

function generator(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((x / 2_147_483_648) * n);
  };
}

describe('the ledger under 1,000 random movements', () => {
  it('keeps levels equal to the ledger and never below zero', { timeout: 240_000 }, async () => {
    const random = generator(SEED);
    const lots = ['P-1', 'P-2', 'P-3'];
    const houses = [demo.cellar.id, demo.logistics.id];
    const keys: string[] = [];
    let accepted = 0;
    let refused = 0;
    for (let step = 0; step < STEPS; step++) {
      const lot = lots[random(lots.length)]!;
      const warehouseId = houses[random(2)]!;
      const key = { warehouseId, formatId: demo.wine.id, vintage: '2021', lot };
      const quantity = 1 + random(12);
      const op = random(10);
      try {
        const line = await inTenant(t.db, actor, async (tx) => {
          if (op <= 1) return (await recordMovement(actor, tx, { ...key, kind: 'bottling', quantity })).line;
          if (op <= 3)
            return (
              await recordMovement(actor, tx, { ...key, kind: random(2) ? 'sale' : 'breakage', quantity })
            ).line;
          if (op === 4) {
            const to = houses.find((h) => h !== warehouseId)!;
            return (
              await transfer(actor, tx, {
                fromWarehouseId: warehouseId,
                toWarehouseId: to,
                formatId: demo.wine.id,
                vintage: '2021',
                lot,
                quantity,
              })
            ).from;
          }
          if (op === 5)
            return (await adjust(actor, tx, { ...key, countedQuantity: random(40), reason: 'Comptage' }))
              .line;
          const [row] = await tx
            .select()
            .from(stockLines)
            .where(
              and(
                sql`${stockLines.shopId} = ${demo.shopId}`,
                eq(stockLines.warehouseId, warehouseId),
                eq(stockLines.lot, lot),
              ),
            );
          if (!row) return null;
          if (op <= 7) {
            const k = `prop:${step}`;
            keys.push(k);
            return (await reserve(actor, tx, { key: k, lineId: row.id, quantity })).line;
          }
          const k = keys[random(keys.length)];
          if (!k) return null;
          return op === 8 ? (await release(actor, tx, k)).line : (await consume(actor, tx, k, {})).line;
        });
        if (line) {
          expect(line.physical).toBeGreaterThanOrEqual(0);
          expect(line.reserved).toBeGreaterThanOrEqual(0);
          expect(line.available).toBeGreaterThanOrEqual(0);
        }
        accepted++;
      } catch (e) {
        // A refusal is a French 4xx (insufficient stock, a used or released key): never a fault.
        expect(e).toBeInstanceOf(HttpError);
        expect((e as HttpError).statusCode).toBeLessThan(500);
        refused++;
      }
    }
    expect(accepted).toBeGreaterThan(STEPS / 2);
    expect(refused).toBeGreaterThan(0);

    const lines = await t.db.select().from(stockLines).where(sql`${stockLines.lot} in ('P-1', 'P-2', 'P-3')`);
    expect(lines.length).toBe(6);
    for (const line of lines) {
      const [ledger] = await t.db
        .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
        .from(stockMovements)
        .where(eq(stockMovements.lineId, line.id));
      const [held] = await t.db
        .select({ sum: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
        .from(stockReservations)
        .where(and(eq(stockReservations.lineId, line.id), eq(stockReservations.status, 'active')));
      expect(line.physical).toBe(ledger!.sum);
      expect(line.reserved).toBe(held!.sum);
      expect(line.physical).toBeGreaterThanOrEqual(line.reserved);
      const [negative] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockMovements)
        .where(and(eq(stockMovements.lineId, line.id), sql`${stockMovements.balanceAfter} < 0`));
      expect(negative!.n).toBe(0);
    }
  });
});
