import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, shopIdOf } from '../clients/clients.fixtures.ts';
import { noDocumentJobs } from '../invoices/invoices.fixtures.ts';
import { stockedWine } from '../orders/orders.fixtures.ts';

// The home's figures, a client's turnover and 'Aller à' (issue 24, problems 11 and 12): each
// figure as the owning list says it, only to who may read that list; built through the routes.

let t: TestApp;
let demo: string;
let owner: string;
let client: { id: string; displayName: string };
let wine: Awaited<ReturnType<typeof stockedWine>>;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

beforeAll(async () => {
  t = await createTestApp();
  noDocumentJobs(t);
  demo = await shopIdOf(t, 'domaine-demo');
  owner = await t.login('proprietaire@cuvee.demo');
  wine = await stockedWine(t.db, demo);
  const created = await call(t.app, 'POST', '/v1/clients', {
    jwt: owner,
    body: { kind: 'professional', lastname: 'Quéméner', company: 'Épicerie Ondine', typology: 'caviste' },
  });
  expect(created.status).toBe(200);
  client = created.body.client;
}, 180_000);
afterAll(() => t?.close());

const figures = async (jwt = owner) => {
  const res = await call(t.app, 'GET', '/v1/home/figures', { jwt });
  expect(res.status).toBe(200);
  return res.body.figures;
};
const turnoverOf = async (id: string, jwt = owner) =>
  (await call(t.app, 'GET', `/v1/clients/${id}/turnover`, { jwt })).body.turnover;

describe('GET /v1/home/figures', () => {
  it('counts what the lists hold, and follows an order from validation to its invoice', async () => {
    const before = await figures();
    const pending = await call(t.app, 'GET', '/v1/orders?kind=order&status=pending&limit=1', { jwt: owner });
    expect(before.toValidate).toEqual({ count: pending.body.total });
    const unpaids = await call(t.app, 'GET', '/v1/payments/unpaids?limit=100', { jwt: owner });
    expect(before.unpaid.count).toBe(unpaids.body.total);
    expect(before.turnover.month).toBe(today().slice(0, 7));
    const turnoverBefore = await turnoverOf(client.id);
    expect(turnoverBefore).toMatchObject({ allTime: { ht: 0, ttc: 0 }, invoices: 0, lastInvoiceOn: null });

    const entered = await call(t.app, 'POST', '/v1/orders/manage', {
      jwt: owner,
      body: {
        kind: 'order',
        clientId: client.id,
        lines: [
          {
            productId: wine.product.id,
            formatId: wine.format.id,
            vintage: wine.line.vintage,
            quantity: 6,
            discountBp: 0,
          },
        ],
      },
    });
    expect(entered.status).toBe(200);
    const order = entered.body.order;
    const validated = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(validated.status).toBe(200);
    expect((await figures()).toShip.count).toBe(before.toShip.count + 1);

    const invoiced = await call(t.app, 'POST', '/v1/invoices', {
      jwt: owner,
      body: { orderId: order.id, issueDate: today() },
    });
    expect(invoiced.status).toBe(200);
    const after = await figures();
    expect(after.turnover.ht).toBe(before.turnover.ht + order.totalHT);
    expect(after.turnover.ttc).toBe(before.turnover.ttc + order.totalTTC);
    // Invoiced, not shipped: still to ship.
    expect(after.toShip.count).toBe(before.toShip.count + 1);
    const turnover = await turnoverOf(client.id);
    expect(turnover).toMatchObject({
      fiscalYear: { ht: order.totalHT, ttc: order.totalTTC },
      allTime: { ht: order.totalHT, ttc: order.totalTTC },
      invoices: 1,
      lastInvoiceOn: today(),
    });
  });

  it('leaves out what a collaborator may not read, instead of refusing the call', async () => {
    const noPayments = await memberWith(t, demo, 'iam.sans.reglements@cuvee.test', 'iam', {
      seeAllOrder: true,
    });
    const mine = await figures(noPayments.jwt);
    expect(mine.unpaid).toBeNull();
    expect(mine.turnover).not.toBeNull();
    const noOrders = await memberWith(t, demo, 'iam.sans.commandes@cuvee.test', 'iam', {
      seeAllPayment: true,
    });
    const theirs = await figures(noOrders.jwt);
    expect(theirs.turnover).toBeNull();
    expect(theirs.unpaid).not.toBeNull();
    // The client's turnover is the invoices' right: refused (403) to who lacks it.
    expect(
      (await call(t.app, 'GET', `/v1/clients/${client.id}/turnover`, { jwt: noOrders.jwt })).status,
    ).toBe(403);
  });

  it('answers 401 signed out, 403 to a buyer, 404 for a client of no one', async () => {
    expect((await call(t.app, 'GET', '/v1/home/figures')).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await call(t.app, 'GET', '/v1/home/figures', { jwt: buyer })).status).toBe(403);
    const none = await call(t.app, 'GET', '/v1/clients/01900000-0000-7000-8000-000000000000/turnover', {
      jwt: owner,
    });
    expect(none.status).toBe(404);
  });
});

describe('GET /v1/search (Aller à)', () => {
  it('finds an order by its number and a client by its name, at most 5 of each', async () => {
    const list = await call(t.app, 'GET', '/v1/orders?kind=order&limit=1', { jwt: owner });
    const reference: string = list.body.orders[0].reference;
    // The number as typed, without its letter ('000123' for 'C-000123').
    const byNumber = await call(t.app, 'GET', `/v1/search?q=${reference.slice(2)}`, {
      jwt: owner,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.orders.map((o: { reference: string }) => o.reference)).toContain(reference);
    const byName = await call(t.app, 'GET', `/v1/search?q=${encodeURIComponent('ondine')}`, { jwt: owner });
    expect(byName.body.clients).toEqual([{ id: client.id, name: client.displayName, city: null }]);
    // Its orders too, named by their client.
    expect(byName.body.orders.every((o: { clientName: string }) => o.clientName === client.displayName)).toBe(
      true,
    );
    const many = await call(t.app, 'GET', '/v1/search?q=de', { jwt: owner });
    expect(many.body.orders.length).toBeLessThanOrEqual(5);
    expect(many.body.clients.length).toBeLessThanOrEqual(5);
  });

  it('keeps to what the caller may read, and refuses bad input in French', async () => {
    const agent = await memberWith(t, demo, 'agent.recherche@cuvee.test', 'agent', null);
    const theirs = await call(t.app, 'GET', `/v1/search?q=${encodeURIComponent('ondine')}`, {
      jwt: agent.jwt,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ orders: [], clients: [] });
    const short = await call(t.app, 'GET', '/v1/search?q=a', { jwt: owner });
    expect(short.status).toBe(400);
    expect([short.body.message].flat().join(' ')).toContain('Au moins 2 caractères');
    expect((await call(t.app, 'GET', '/v1/search?q=ondine')).status).toBe(401);
  });
});
