import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';

// The shop's orders as its staff read them (spec §6 seeAllOrder, decision 0040): the owner and a
// collaborator with the permission see who bought what; a buyer and another shop see nothing of
// them; an agent reads only their own clients' orders (issue 16), not this one.

let t: TestApp;
let orderId: string;
let reference: string;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await shopId(t.db, 'domaine-demo');
  const wine = await stockedWine(t.db, demo);
  const placed = await call(t.app, 'POST', '/v1/orders', {
    jwt: await t.login('client@cuvee.demo'),
    body: {
      idempotencyKey: randomUUID(),
      orders: [
        {
          sellerId: demo,
          lines: [
            {
              idTmp: 'a',
              productId: wine.product.id,
              formatId: wine.format.id,
              vintageId: wine.vintageId,
              quantity: 3,
            },
          ],
          deliveryModeId: await modeId(t.db, demo, 'Retrait au domaine'),
          paymentType: 'check',
        },
      ],
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  orderId = placed.body.orders[0].id;
  reference = placed.body.orders[0].reference;
  await t.settled();
});
afterAll(() => t?.close());

describe("the shop's orders", () => {
  it.each(['proprietaire@cuvee.demo', 'collaborateur@cuvee.demo'])(
    '%s reads them, with the buyer',
    async (email) => {
      const jwt = await t.login(email);
      const list = await call(t.app, 'GET', '/v1/orders?limit=10', { jwt });
      expect(list.status).toBe(200);
      const mine = list.body.orders.find((o: { id: string }) => o.id === orderId);
      expect(mine).toMatchObject({
        reference,
        itemCount: 3,
        paymentType: 'check',
        buyer: { email: 'client@cuvee.demo' },
      });
      const one = await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt });
      expect(one.status).toBe(200);
      expect(one.body.order.lines[0].quantity).toBe(3);
      expect(one.body.order.delivery).toMatchObject({ name: 'Retrait au domaine', kind: 'pickup' });
    },
  );

  it('shows another shop nothing of them, and refuses buyers, agents and visitors', async () => {
    const other = await t.login('maison.seconde@cuvee.demo');
    const theirs = await call(t.app, 'GET', '/v1/orders?limit=100', { jwt: other });
    expect(theirs.status).toBe(200);
    expect(theirs.body.orders.some((o: { id: string }) => o.id === orderId)).toBe(false);
    expect((await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt: other })).status).toBe(404);
    const buyer = await call(t.app, 'GET', '/v1/orders', { jwt: await t.login('client@cuvee.demo') });
    expect(buyer.status).toBe(403);
    expect(buyer.body.success).toBe(false);
    const agent = await t.login('agent@cuvee.demo');
    const agents = await call(t.app, 'GET', '/v1/orders?limit=100', { jwt: agent });
    expect(agents.status).toBe(200);
    expect(agents.body.orders.some((o: { id: string }) => o.id === orderId)).toBe(false);
    expect((await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt: agent })).status).toBe(404);
    expect((await call(t.app, 'GET', '/v1/orders')).status).toBe(401);
  });
});
