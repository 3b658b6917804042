import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopId, stockedWine } from './orders.fixtures.ts';
import { makeClient, userId } from './orders.sales.fixtures.ts';
import { orders } from './orders.table.ts';

// Tour mode's samples (issue 28, decision 0165): a free sample taken offline is sent with its own
// key, entered once as a sample draft (free, never invoiced), whatever the number of sends.

let t: TestApp;
let demo: string;
let second: string;
let agentJwt: string;
let ownerJwt: string;
let mine: string;
let otherShopClient: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  second = await shopId(t.db, 'maison-seconde');
  const agent = await userId(t.db, 'agent@cuvee.demo');
  agentJwt = await t.login('agent@cuvee.demo');
  ownerJwt = await t.login('proprietaire@cuvee.demo');
  mine = await makeClient(t.db, demo, 'Cave aux Échantillons', agent);
  otherShopClient = await makeClient(t.db, second, 'Cave Seconde Échantillon');
  wine = await stockedWine(t.db, demo);
});
afterAll(() => t?.close());

const send = (body: Record<string, unknown>, jwt = agentJwt, shop = demo) =>
  call(t.app, 'POST', `/v1/shops/${shop}/tour/orders`, { jwt, body });
const sampleBody = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  kind: 'sample',
  clientId: mine,
  lines: [
    {
      productId: wine.product.id,
      formatId: wine.format.id,
      vintage: wine.line.vintage,
      quantity: 2,
      discountBp: 0,
      seenUnitHtCents: 0,
    },
  ],
  seenTotalTtcCents: 0,
  takenAt: '2026-11-28T10:00:00.000Z',
  ...over,
});
const byKey = async (key: string) =>
  t.db
    .select({ kind: orders.kind, status: orders.status, totalTtc: orders.totalTtc })
    .from(orders)
    .where(and(eq(orders.shopId, demo), eq(orders.idempotencyKey, key)));
const samplesCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.clientId, mine), eq(orders.kind, 'sample')))
  )[0]!.n;

describe('a sample taken offline', () => {
  it('is entered once as a free sample draft, however often it is sent', async () => {
    const body = sampleBody();
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(first.body.replayed).toBe(false);
    expect(first.body.order.reference).toMatch(/^E-/);
    expect(first.body.order.totalTtcCents).toBe(0);
    expect(first.body.priceChanges).toEqual([]);
    expect(first.body.message).toBe(`Échantillon ${first.body.order.reference} enregistré en brouillon`);
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(again.body.message).toContain('avait déjà été reçu :');
    expect(await byKey(body.idempotencyKey)).toEqual([{ kind: 'sample', status: 'draft', totalTtc: 0 }]);
    // The shop's samples list holds it, free.
    const list = await call(t.app, 'GET', `/v1/orders?kind=sample&clientId=${mine}`, { jwt: ownerJwt });
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o: { id: string }) => o.id)).toEqual([first.body.order.id]);
  });

  it('tells the shortage when the stock lacks, as for an order', async () => {
    const res = await send(sampleBody({ lines: [{ ...sampleBody().lines[0], quantity: 99_999 }] }));
    expect(res.status).toBe(200);
    expect(res.body.shortages).toEqual([expect.objectContaining({ quantity: 99_999 })]);
  });

  it('refuses the same key as an order, another shop, a buyer and bad input in French: nothing written', async () => {
    const before = await samplesCount();
    const body = sampleBody();
    await send(body);
    // The same key now says it is an order: another content.
    const reused = await send({ ...body, kind: 'order' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toContain('autre contenu');
    expect(await byKey(body.idempotencyKey)).toHaveLength(1);

    const elsewhere = sampleBody({ clientId: otherShopClient });
    expect((await send(elsewhere)).status).toBe(404);
    expect((await send(sampleBody(), agentJwt, second)).status).toBe(403);
    expect((await send(sampleBody(), await t.login('client@cuvee.demo'))).status).toBe(403);
    const bad = await send(sampleBody({ kind: 'cadeau' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Le type doit être une commande ou un échantillon');
    expect(await samplesCount()).toBe(before + 1);
  });
});
