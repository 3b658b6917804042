import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { footprint, modeId, shopId, stockedWine } from './orders.fixtures.ts';
import { shopCart } from './orders.placement.fixtures.ts';

// The placement's idempotency key (issue 25, defect 14): a replay answers the orders it made
// only when it is the same request of the same buyer. Another body under the same key is
// refused (422, French, nothing placed); another buyer's key is theirs alone: it places their
// own order and never answers the first buyer's.

let t: TestApp;
let client: string;
let pro: string;
let demo: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  pro = await t.login('pro@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  wine = await stockedWine(t.db, demo);
  home = await modeId(t.db, demo, 'Livraison à domicile');
});
afterAll(() => t?.close());

const cart = (idempotencyKey: string, quantity: number, notes = '') =>
  shopCart({ idempotencyKey, sellerId: demo, wine, deliveryModeId: home, quantity, notes });
const place = async (body: unknown, jwt: string) => {
  const res = await call(t.app, 'POST', '/v1/orders', { body, jwt });
  await t.settled();
  return res;
};

describe('the idempotency key of a placement', () => {
  it('refuses the same key with another body (422, French), placing nothing', async () => {
    const key = randomUUID();
    const first = await place(cart(key, 2), client);
    expect(first.status).toBe(200);
    const before = await footprint(t.db);
    for (const other of [cart(key, 5), cart(key, 2, 'Sonnez deux fois')]) {
      const again = await place(other, client);
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(
        'Cette commande a déjà été passée avec un autre contenu : rechargez la page avant de commander à nouveau',
      );
      expect(JSON.stringify(again.body)).not.toContain(first.body.orders[0].reference);
    }
    expect(await footprint(t.db)).toEqual(before);
    // The same request again still answers the order it made, and makes no other.
    const replay = await place(cart(key, 2), client);
    expect(replay.status).toBe(200);
    expect(replay.body.orders[0].id).toBe(first.body.orders[0].id);
    expect(await footprint(t.db)).toEqual(before);
  });

  it('the same key from another buyer places that buyer’s own order, never answers the first', async () => {
    const key = randomUUID();
    const first = await place(cart(key, 2), client);
    expect(first.status).toBe(200);
    const theirs = await place(cart(key, 2), pro);
    expect(theirs.status).toBe(200);
    const [mine, other] = [first.body.orders[0], theirs.body.orders[0]];
    expect(other.id).not.toBe(mine.id);
    expect(other.reference).not.toBe(mine.reference);
    // The order answered is the second buyer's own: they read it, the first buyer does not.
    const read = await call(t.app, 'GET', `/v1/orders/mine/${other.id}`, { jwt: pro });
    expect(read.status).toBe(200);
    expect((await call(t.app, 'GET', `/v1/orders/mine/${other.id}`, { jwt: client })).status).toBe(404);
  });
});
