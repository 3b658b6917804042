import { randomUUID } from 'node:crypto';
import { TOUR_PUBLIC_PRICES } from '@cuvee/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopId, stockedWine } from './orders.fixtures.ts';
import { makeClient, makeSalesOrder, userId } from './orders.sales.fixtures.ts';
import { orders } from './orders.table.ts';

// Tour mode (issue 28, decisions 0152–0154): the agent's day holds their own clients only, and
// an order sent twice with its key is one order, priced by the server, the differences told.

let t: TestApp;
let demo: string;
let second: string;
let agent: string;
let agentJwt: string;
let ownerJwt: string;
let mine: string;
let notMine: string;
let otherShopClient: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  second = await shopId(t.db, 'maison-seconde');
  agent = await userId(t.db, 'agent@cuvee.demo');
  agentJwt = await t.login('agent@cuvee.demo');
  ownerJwt = await t.login('proprietaire@cuvee.demo');
  mine = await makeClient(t.db, demo, 'Cave de la Tournée', agent);
  notMine = await makeClient(t.db, demo, 'Cave Pas à Moi');
  otherShopClient = await makeClient(t.db, second, 'Cave Seconde');
  await makeSalesOrder(t.db, { shopId: demo, clientId: mine, kind: 'order', status: 'validated' });
  wine = await stockedWine(t.db, demo);
});
afterAll(() => t?.close());

const day = (shop: string, jwt?: string, q = '') =>
  call(t.app, 'GET', `/v1/shops/${shop}/tour/day${q}`, jwt ? { jwt } : {});
const send = (body: Record<string, unknown>, jwt = agentJwt, shop = demo) =>
  call(t.app, 'POST', `/v1/shops/${shop}/tour/orders`, { jwt, body });
const orderBody = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  clientId: mine,
  lines: [
    {
      productId: wine.product.id,
      formatId: wine.format.id,
      vintage: wine.line.vintage,
      quantity: 3,
      discountBp: 0,
      seenUnitHtCents: 1,
    },
  ],
  seenTotalTtcCents: 1,
  takenAt: '2026-11-28T09:30:00.000Z',
  ...over,
});
const byKey = async (key: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shopId, demo), eq(orders.idempotencyKey, key)))
  )[0]!.n;

describe("the agent's day", () => {
  it('holds their own clients with their last orders, and the catalogue priced per typology with stock', async () => {
    const res = await day(demo, agentJwt);
    expect(res.status).toBe(200);
    const names = res.body.clients.map((c: { displayName: string }) => c.displayName);
    expect(names).toContain('Cave de la Tournée');
    expect(names).not.toContain('Cave Pas à Moi');
    const client = res.body.clients.find((c: { id: string }) => c.id === mine);
    expect(client.lastOrders).toHaveLength(1);
    const product = res.body.catalogue.products.find((p: { id: string }) => p.id === wine.product.id);
    const format = product.formats.find((f: { id: string }) => f.id === wine.format.id);
    expect(format.available).toBeGreaterThan(20);
    expect(format.prices[client.priceKey].unitHtCents).toBeGreaterThan(0);
    expect(format.prices[TOUR_PUBLIC_PRICES]).toBeDefined();
    // The owner follows every client of the shop.
    const owners = await day(demo, ownerJwt);
    expect(owners.body.clients.map((c: { id: string }) => c.id)).toContain(notMine);
  });

  it("holds only the prices of the agent's sector (decision 0156), the owner's every typology", async () => {
    const sector = (typologies: string[]) =>
      call(t.app, 'PUT', `/v1/shop-agents/${agent}/sector`, {
        jwt: ownerJwt,
        body: { departments: ['33'], typologies },
      });
    expect((await sector(['caviste'])).status).toBe(200);
    const res = await day(demo, agentJwt);
    const product = res.body.catalogue.products.find((p: { id: string }) => p.id === wine.product.id);
    const format = product.formats.find((f: { id: string }) => f.id === wine.format.id);
    expect(Object.keys(format.prices).sort()).toEqual(['caviste', TOUR_PUBLIC_PRICES].sort());
    // A client of a typology outside the sector is priced on the device at the public prices.
    expect(
      res.body.clients.every((c: { priceKey: string }) =>
        ['caviste', TOUR_PUBLIC_PRICES].includes(c.priceKey),
      ),
    ).toBe(true);
    const owners = await day(demo, ownerJwt);
    const all = owners.body.catalogue.products.find((p: { id: string }) => p.id === wine.product.id);
    expect(Object.keys(all.formats[0].prices).length).toBeGreaterThan(2);
    expect((await sector(['particulier', 'caviste', 'restaurateur', 'grossiste'])).status).toBe(200);
  });

  it('pages the clients: the catalogue comes with the first page only', async () => {
    const res = await day(demo, ownerJwt, '?offset=1');
    expect(res.status).toBe(200);
    expect(res.body.catalogue).toBeNull();
  });

  it('answers 401, 403 (a buyer, a shop the agent does not work for), 404 (no such shop), 400 in French', async () => {
    expect((await day(demo)).status).toBe(401);
    expect((await day(demo, await t.login('client@cuvee.demo'))).status).toBe(403);
    // Decision 0014: a shop the caller holds no right in is refused; one that does not exist is unknown.
    expect((await day(second, agentJwt)).status).toBe(403);
    expect((await day(randomUUID(), agentJwt)).status).toBe(404);
    const bad = await day(demo, agentJwt, '?offset=-1');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/supérieur|au moins|Doit/);
  });
});

describe('an order taken offline', () => {
  it('is entered once, however often it is sent, at the server’s prices with the differences told', async () => {
    const body = orderBody();
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(first.body.replayed).toBe(false);
    expect(first.body.order.status).toBe('draft');
    expect(first.body.priceChanges).toEqual([
      expect.objectContaining({ seenUnitHtCents: 1, unitHtCents: expect.any(Number) }),
    ]);
    expect(first.body.priceChanges[0].unitHtCents).toBeGreaterThan(1);
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(again.body.message).toContain('avait déjà été reçue');
    expect(await byKey(body.idempotencyKey)).toBe(1);
    // The back office reads it as the agent's draft, at the total the server priced.
    const detail = await call(t.app, 'GET', `/v1/orders/${first.body.order.id}`, {
      jwt: ownerJwt,
    });
    expect(detail.body.order.totalTTC ?? detail.body.order.totalTtc).toBe(first.body.order.totalTtcCents);
  });

  it('tells nothing changed when the agent saw the server’s prices, and a shortage when stock lacks', async () => {
    const probe = await send(orderBody());
    const unit = probe.body.priceChanges[0].unitHtCents;
    const exact = orderBody({
      lines: [{ ...orderBody().lines[0], seenUnitHtCents: unit }],
      seenTotalTtcCents: probe.body.order.totalTtcCents,
    });
    const res = await send(exact);
    expect(res.body.priceChanges).toEqual([]);
    expect(res.body.message).toMatch(/enregistrée en brouillon$/);
    const short = await send(orderBody({ lines: [{ ...orderBody().lines[0], quantity: 99_999 }] }));
    expect(short.body.shortages).toEqual([expect.objectContaining({ quantity: 99_999 })]);
  });

  it('refuses the same key with another content, another agent’s client, another shop, and bad input: nothing written', async () => {
    const body = orderBody();
    await send(body);
    const reused = await send({ ...body, seenTotalTtcCents: 2 });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toContain('autre contenu');
    expect(await byKey(body.idempotencyKey)).toBe(1);

    const foreign = orderBody({ clientId: notMine });
    expect((await send(foreign)).status).toBe(404);
    expect(await byKey(foreign.idempotencyKey)).toBe(0);
    // Another shop's client through the agent's shop is unknown; another shop refuses the agent.
    const elsewhere = orderBody({ clientId: otherShopClient });
    expect((await send(elsewhere)).status).toBe(404);
    expect(await byKey(elsewhere.idempotencyKey)).toBe(0);
    expect((await send(orderBody(), agentJwt, second)).status).toBe(403);
    expect((await send(orderBody(), await t.login('client@cuvee.demo'))).status).toBe(403);
    expect((await call(t.app, 'POST', `/v1/shops/${demo}/tour/orders`, { body: orderBody() })).status).toBe(
      401,
    );
    const bad = orderBody({ idempotencyKey: 'pas-une-clé', lines: [] });
    const refused = await send(bad);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("La clé de la commande n'est pas valide");
    expect(await byKey('pas-une-clé')).toBe(0);
  });
});
