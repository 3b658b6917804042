import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCollaborator } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { stockMovements } from '../stock/index.ts';
import { available, shopId } from './orders.fixtures.ts';
import { makeClient, makeSalesOrder, userId } from './orders.sales.fixtures.ts';
import { orderEvents, orders } from './orders.table.ts';

// The order's moves in the back office (issue 16): the lifecycle's French refusals (409,
// nothing changed), each move's access, the agent's scope, and the stock each move reserves,
// gives back or takes out.

let t: TestApp;
let demo: string;
let owner: string;
let ownerId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  owner = await t.login('proprietaire@cuvee.demo');
  ownerId = await userId(t.db, 'proprietaire@cuvee.demo');
  clientId = await makeClient(t.db, demo, 'Cave des Tests');
  // A collaborator who reads every order but may neither validate nor ship.
  await makeCollaborator(t.db, demo, 'iam.sans.commandes@cuvee.test', {
    seeAllOrder: true,
    createOrder: false,
    createQuote: false,
    manageDelivery: false,
  });
  // Two collaborators who decide on one kind only: quotes (createQuote), orders (createOrder).
  const reader = { seeAllOrder: true, seeAllClient: true };
  await makeCollaborator(t.db, demo, 'iam.devis.decisions@cuvee.test', { ...reader, createQuote: true });
  await makeCollaborator(t.db, demo, 'iam.commandes.seules@cuvee.test', { ...reader, createOrder: true });
});
afterAll(() => t?.close());

const statusOf = async (id: string) =>
  (
    await t.db.select({ s: orders.status, d: orders.deliveryStatus }).from(orders).where(eq(orders.id, id))
  )[0]!;
const eventCount = async () => (await t.db.select({ n: count() }).from(orderEvents))[0]!.n;

describe('refusals change nothing', () => {
  it('answers 401, 403, 404 and 400 in French', async () => {
    const { order } = await makeSalesOrder(t.db, { shopId: demo, clientId, createdBy: ownerId });
    const before = { ...(await statusOf(order.id)), events: await eventCount() };
    const url = `/v1/orders/${order.id}/actions/validate`;
    expect((await call(t.app, 'POST', url)).status).toBe(401);
    expect((await call(t.app, 'GET', `/v1/orders/${order.id}`)).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await call(t.app, 'POST', url, { jwt: buyer })).status).toBe(403);
    expect((await call(t.app, 'GET', '/v1/orders', { jwt: buyer })).status).toBe(403);
    const iam = await t.login('iam.sans.commandes@cuvee.test');
    expect((await call(t.app, 'GET', `/v1/orders/${order.id}`, { jwt: iam })).status).toBe(200);
    const refused = await call(t.app, 'POST', url, { jwt: iam });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Vous n'avez pas les droits nécessaires pour cette action");
    const ship = await call(t.app, 'POST', `/v1/orders/${order.id}/delivery/ship`, { jwt: iam, body: {} });
    expect(ship.status).toBe(403);
    const bulk = await call(t.app, 'POST', '/v1/orders/bulk-validate', {
      jwt: iam,
      body: { ids: [order.id] },
    });
    expect(bulk.status).toBe(403);
    const other = await t.login('maison.seconde@cuvee.demo');
    expect((await call(t.app, 'GET', `/v1/orders/${order.id}`, { jwt: other })).status).toBe(404);
    expect((await call(t.app, 'POST', url, { jwt: other })).status).toBe(404);
    const bad = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/explode`, { jwt: owner });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Valeur incorrecte/);
    const badId = await call(t.app, 'GET', '/v1/orders/pas-un-id', { jwt: owner });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toMatch(/identifiant/);
    const badDate = await call(t.app, 'GET', '/v1/orders?from=hier', { jwt: owner });
    expect(badDate.status).toBe(400);
    expect({ ...(await statusOf(order.id)), events: await eventCount() }).toEqual(before);
  });

  it('refuses a move the lifecycle forbids with 409 and its French message', async () => {
    const { order: quote } = await makeSalesOrder(t.db, { shopId: demo, clientId, kind: 'quote' });
    const { order } = await makeSalesOrder(t.db, { shopId: demo, clientId, status: 'draft' });
    const before = await eventCount();
    const res = await call(t.app, 'POST', `/v1/orders/${quote.id}/actions/validate`, { jwt: owner });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Un devis doit d'abord être accepté pour devenir une commande");
    const ship = await call(t.app, 'POST', `/v1/orders/${order.id}/delivery/ship`, { jwt: owner, body: {} });
    expect(ship.status).toBe(409);
    expect(ship.body.message).toBe("La commande doit être validée avant d'être préparée ou expédiée");
    expect(await statusOf(quote.id)).toEqual({ s: 'draft', d: 'pending' });
    expect(await statusOf(order.id)).toEqual({ s: 'draft', d: 'pending' });
    expect(await eventCount()).toBe(before);
  });
});

describe('refusing and cancelling, by the kind the request names (decision 0084)', () => {
  it('a quote by quotes.write, an order by orders.validate; a kind not the stored one is a 409', async () => {
    const quotesOnly = await t.login('iam.devis.decisions@cuvee.test');
    const ordersOnly = await t.login('iam.commandes.seules@cuvee.test');
    const { order: quote } = await makeSalesOrder(t.db, { shopId: demo, clientId, kind: 'quote' });
    const { order } = await makeSalesOrder(t.db, { shopId: demo, clientId });
    const move = (jwt: string, id: string, action: string, body?: object) =>
      call(t.app, 'POST', `/v1/orders/${id}/actions/${action}`, { jwt, body });
    const now = async () => ({
      q: await statusOf(quote.id),
      o: await statusOf(order.id),
      n: await eventCount(),
    });
    const before = await now();
    expect((await move(quotesOnly, order.id, 'cancel', { kind: 'order' })).status).toBe(403);
    expect((await move(quotesOnly, order.id, 'cancel')).status).toBe(403);
    expect((await move(ordersOnly, quote.id, 'refuse', { kind: 'quote' })).status).toBe(403);
    // Naming another kind passes that kind's right, not the document's check.
    const lying = await move(quotesOnly, order.id, 'cancel', { kind: 'quote' });
    expect(lying.status).toBe(409);
    expect(lying.body.message).toBe('Ce document est une commande, pas un devis : rechargez la page');
    const unnamed = await move(ordersOnly, quote.id, 'refuse');
    expect(unnamed.status).toBe(409);
    expect(unnamed.body.message).toBe('Ce document est un devis : la demande doit le préciser');
    expect(await now()).toEqual(before);

    const refused = await move(quotesOnly, quote.id, 'refuse', { kind: 'quote' });
    expect(refused.status).toBe(200);
    expect(refused.body.order.status).toBe('refused');
    const cancelled = await move(ordersOnly, order.id, 'cancel', { kind: 'order' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
  });
});

describe('the moves', () => {
  it('validate reserves the stock, refuse gives it back', async () => {
    const { order, wine } = await makeSalesOrder(t.db, { shopId: demo, clientId, quantity: 3 });
    const free = await available(t.db, wine.line.id);
    const ok = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('La commande a été validée');
    expect(ok.body.order.status).toBe('validated');
    expect(ok.body.order.actions.delivery).toContain('ship');
    expect(await available(t.db, wine.line.id)).toBe(free - 3);
    const cancel = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/cancel`, { jwt: owner });
    expect(cancel.status).toBe(200);
    expect(await available(t.db, wine.line.id)).toBe(free);
    expect(cancel.body.order.history.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'validate',
      'cancel',
    ]);
  });

  it('ship takes the units out with the tracking reference; deliver ends it', async () => {
    const { order, wine } = await makeSalesOrder(t.db, { shopId: demo, clientId, quantity: 2 });
    await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    const ship = await call(t.app, 'POST', `/v1/orders/${order.id}/delivery/ship`, {
      jwt: owner,
      body: { trackingRef: 'COLIS-42', parcels: 1 },
    });
    expect(ship.status).toBe(200);
    expect(ship.body.order).toMatchObject({ deliveryStatus: 'transit', trackingRef: 'COLIS-42', parcels: 1 });
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.lineId, wine.line.id));
    expect(moves.some((m) => m.kind === 'sale' && m.quantity === -2)).toBe(true);
    const done = await call(t.app, 'POST', `/v1/orders/${order.id}/delivery/deliver`, {
      jwt: owner,
      body: {},
    });
    expect(done.status).toBe(200);
    expect(done.body.order.deliveryStatus).toBe('delivered');
    expect(done.body.order.deliveredAt).not.toBeNull();
  });

  it('a quote sent then accepted becomes an order with its own reference', async () => {
    const { order: quote } = await makeSalesOrder(t.db, { shopId: demo, clientId, kind: 'quote' });
    // Sending mails the quote (issue 24): to an address typed, the client having none.
    const sent = await call(t.app, 'POST', `/v1/orders/${quote.id}/send`, {
      jwt: owner,
      body: { recipients: ['achats@cave-des-tests.fr'] },
    });
    expect(sent.status).toBe(200);
    expect((await statusOf(quote.id)).s).toBe('pending');
    const accepted = await call(t.app, 'POST', `/v1/orders/${quote.id}/actions/accept`, {
      jwt: owner,
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({
      kind: 'order',
      status: 'pending',
      quoteReference: quote.reference,
    });
    expect(accepted.body.order.reference).toMatch(/^C-\d{6}$/);
  });

  it('validates in bulk, answering each order', async () => {
    const a = await makeSalesOrder(t.db, { shopId: demo, clientId });
    const q = await makeSalesOrder(t.db, { shopId: demo, clientId, kind: 'quote' });
    const res = await call(t.app, 'POST', '/v1/orders/bulk-validate', {
      jwt: owner,
      body: { ids: [a.order.id, q.order.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: a.order.id, ok: true, message: 'La commande a été validée', status: 'validated' },
      {
        id: q.order.id,
        ok: false,
        message: "Un devis doit d'abord être accepté pour devenir une commande",
        status: null,
      },
    ]);
    expect((await statusOf(q.order.id)).s).toBe('draft');
  });
});

describe('the list', () => {
  it('filters by kind, status and text; an agent sees only their clients', async () => {
    const agentId = await userId(t.db, 'agent@cuvee.demo');
    const theirs = await makeClient(t.db, demo, 'Cave de Sophie', agentId);
    const { order } = await makeSalesOrder(t.db, { shopId: demo, clientId: theirs, kind: 'sample' });
    const { order: notTheirs } = await makeSalesOrder(t.db, { shopId: demo, clientId, kind: 'sample' });
    const all = await call(t.app, 'GET', '/v1/orders?kind=sample&status=draft&limit=100', { jwt: owner });
    expect(all.status).toBe(200);
    expect(all.body.orders.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([order.id, notTheirs.id]),
    );
    const found = await call(t.app, 'GET', `/v1/orders?kind=sample&q=${order.reference.slice(0, 8)}`, {
      jwt: owner,
    });
    expect(found.body.orders[0]).toMatchObject({ id: order.id, client: { name: 'Cave de Sophie' } });
    const byName = await call(t.app, 'GET', '/v1/orders?kind=sample&q=Sophie', { jwt: owner });
    expect(byName.body.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const agent = await t.login('agent@cuvee.demo');
    const mine = await call(t.app, 'GET', '/v1/orders?kind=sample&limit=100', { jwt: agent });
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(mine.body.total).toBe(1);
    expect((await call(t.app, 'GET', `/v1/orders/${notTheirs.id}`, { jwt: agent })).status).toBe(404);
  });
});
