import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { stockLines } from '../stock/index.ts';
import { available, modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

// Placements at once (decision 0040), on PostgreSQL when TEST_DATABASE_URL names one: the stock
// never goes below zero, and one idempotency key never makes two orders.

let t: TestApp;
let client: string;
let demo: string;
let pickup: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  pickup = await modeId(t.db, demo, 'Retrait au domaine');
  wine = await stockedWine(t.db, demo);
  // The last 10 bottles of this wine and vintage, all on one line.
  const same = and(eq(stockLines.formatId, wine.format.id), eq(stockLines.vintage, wine.line.vintage));
  await t.db
    .update(stockLines)
    .set({ physical: stockLines.reserved })
    .where(and(same, ne(stockLines.id, wine.line.id)));
  await t.db.update(stockLines).set({ physical: 10, reserved: 0 }).where(eq(stockLines.id, wine.line.id));
});
afterAll(() => t?.close());

const body = (key: string) => ({
  idempotencyKey: key,
  orders: [
    {
      sellerId: demo,
      lines: [
        {
          idTmp: 'last',
          productId: wine.product.id,
          formatId: wine.format.id,
          vintageId: wine.vintageId,
          quantity: 1,
        },
      ],
      deliveryModeId: pickup,
      paymentType: 'transfer',
    },
  ],
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});
const place = (key: string) => call(t.app, 'POST', '/v1/orders', { jwt: client, body: body(key) });

describe(`placements at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('100 checkouts for the last 10 bottles place exactly 10 orders and leave the stock at 0', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => place(randomUUID())));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
    expect(refused[0]!.body.message).toContain('Stock insuffisant');
    expect(await available(t.db, wine.line.id)).toBe(0);
    const [line] = await t.db.select().from(stockLines).where(eq(stockLines.id, wine.line.id));
    expect(line).toMatchObject({ physical: 10, reserved: 10 });
    const references = placed.map((r) => r.body.orders[0].reference);
    expect(new Set(references).size).toBe(10);
  });

  it('50 placements with one idempotency key make one order, and each answers it', async () => {
    await t.db.update(stockLines).set({ physical: 60 }).where(eq(stockLines.id, wine.line.id));
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => place(key)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(results.map((r) => r.body.orders[0].id));
    expect(ids.size).toBe(1);
    const [made] = await t.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(made!.n).toBe(1);
    // One bottle reserved for it, not fifty.
    expect(await available(t.db, wine.line.id)).toBe(60 - 10 - 1);
  });
});
