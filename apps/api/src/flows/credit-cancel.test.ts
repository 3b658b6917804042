import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { stockedWine } from '../modules/orders/orders.fixtures.ts';
import { demoSeller, shopCart } from '../modules/orders/orders.placement.fixtures.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// Credit and cancel (issue 25, defect 2): a whole credit note on an order not yet shipped
// cancels it through the orders' lifecycle, which gives its reserved bottles back; the stock
// module's own read shows them available again. Everything goes through the API.

let t: TestApp;
let buyer: string;
let owner: string;
let demo: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('client@cuvee.demo');
  ({ owner, demo, wine, home } = await demoSeller(t));
});
afterAll(() => t?.close());

const stockLine = async () => {
  const res = await call(t.app, 'GET', `/v1/stocks/lines/${wine.line.id}`, { jwt: owner });
  expect(res.status).toBe(200);
  return { available: res.body.line.available as number, reserved: res.body.line.reserved as number };
};

/** A buyer's order of 3 bottles, placed from the shop, validated and invoiced by the owner. */
async function invoicedOrder() {
  const placed = await call(t.app, 'POST', '/v1/orders', {
    jwt: buyer,
    body: shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity: 3 }),
  });
  expect(placed.status).toBe(200);
  const orderId = placed.body.orders[0].id as string;
  const validated = await call(t.app, 'POST', `/v1/orders/${orderId}/actions/validate`, { jwt: owner });
  expect(validated.status).toBe(200);
  const issued = await call(t.app, 'POST', '/v1/invoices', { jwt: owner, body: { orderId } });
  expect(issued.status).toBe(200);
  await t.settled();
  return { orderId, invoiceId: issued.body.invoice.id as string };
}

describe('a whole credit note on an order not yet shipped', () => {
  it('cancels the order through its lifecycle and gives its bottles back to the stock', async () => {
    const before = await stockLine();
    const { orderId, invoiceId } = await invoicedOrder();
    expect((await stockLine()).available).toBe(before.available - 3);

    const credit = await call(t.app, 'POST', `/v1/invoices/${invoiceId}/credit-note`, {
      jwt: owner,
      body: { reason: 'Commande annulée par le client' },
    });
    expect(credit.status).toBe(200);
    await t.settled();

    const order = await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt: owner });
    expect(order.body.order.status).toBe('cancelled');
    expect(await stockLine()).toEqual(before);
  });

  it('a partial credit note leaves the order invoiced and its bottles reserved', async () => {
    const before = await stockLine();
    const { orderId, invoiceId } = await invoicedOrder();
    const credit = await call(t.app, 'POST', `/v1/invoices/${invoiceId}/credit-note`, {
      jwt: owner,
      body: { reason: 'Geste commercial', amountCents: 100 },
    });
    expect(credit.status).toBe(200);
    const order = await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt: owner });
    expect(order.body.order.status).toBe('invoiced');
    expect((await stockLine()).available).toBe(before.available - 3);
  });
});
