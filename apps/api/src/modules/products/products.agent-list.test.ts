import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { dataStatements } from '../../test/test-calls.ts';
import { shops } from '../shops/shops.table.ts';
import { products } from './products.table.ts';

// GET /v1/dashboard/products for agents (decision 0011): the products of the shops they work
// for, any status, no prestation; ?shopId narrows to one of them and never reaches another.

type Row = {
  id: string;
  name: string;
  status: string;
  productType: string;
  shopId: string;
  shopName: string;
};

const seen: string[] = [];
let t: TestApp;
let demoId: string;
let secondeId: string;
/** Domaine Démo's products as the database has them. */
let demoProducts: { id: string; name: string; productType: string; status: string }[];
let secondeNames: string[];
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
  const shopId = async (urlShop: string) =>
    (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop)))[0]!.id;
  demoId = await shopId('domaine-demo');
  secondeId = await shopId('maison-seconde');
  const of = (id: string) =>
    t.db
      .select({
        id: products.id,
        name: products.name,
        productType: products.productType,
        status: products.status,
      })
      .from(products)
      .where(eq(products.shopId, id));
  demoProducts = await of(demoId);
  secondeNames = (await of(secondeId)).map((p) => p.name);
  // An agent of both producers, and one whose Domaine Démo membership withholds seeAllProduct.
  const both = await makeUser(t.db, { role: 'agent', email: 'agent.deux@cuvee.test' });
  await addMembership(t.db, { shopId: demoId, userId: both.id, role: 'agent' });
  await addMembership(t.db, { shopId: secondeId, userId: both.id, role: 'agent', position: 1 });
  const restricted = await makeUser(t.db, { role: 'agent', email: 'agent.restreint@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: restricted.id,
    role: 'agent',
    authorizations: { seeAllProduct: false, createOrder: true },
  });
  await addMembership(t.db, { shopId: secondeId, userId: restricted.id, role: 'agent', position: 1 });
  // An agent of no shop at all.
  await makeUser(t.db, { role: 'agent', email: 'agent.seul@cuvee.test' });
});
afterAll(() => t?.close());

const list = async (email: string | null, query = '') =>
  call(t.app, 'GET', `/v1/dashboard/products?limit=100${query}`, email ? { jwt: await t.login(email) } : {});
const names = (body: Record<string, unknown>) => (body.products as Row[]).map((p) => p.name).sort();
const text = (message: unknown) => [message].flat().join(' ');

describe('GET /v1/dashboard/products for an agent', () => {
  it("lists every product of the agent's shop in any status, without prestations, each with its shop", async () => {
    const res = await list('agent@cuvee.demo');
    expect(res.status).toBe(200);
    const expected = demoProducts.filter((p) => p.productType !== 'prestation');
    expect(res.body.total).toBe(expected.length);
    expect(names(res.body)).toEqual(expected.map((p) => p.name).sort());
    const rows = res.body.products as Row[];
    expect(rows.some((p) => p.productType === 'prestation')).toBe(false);
    for (const status of ['paused', 'outofstock'])
      expect(
        rows.some((p) => p.status === status),
        status,
      ).toBe(true);
    expect(rows.every((p) => p.shopId === demoId && p.shopName === 'Domaine Démo')).toBe(true);
    // The rows of the owner's list, prestations aside.
    const owner = await list('proprietaire@cuvee.demo');
    expect(res.body.products.map((p: Row) => p.id)).toEqual(
      owner.body.products.filter((p: Row) => p.productType !== 'prestation').map((p: Row) => p.id),
    );
  });

  it('searches, filters and pages as for the owner', async () => {
    const search = await list('agent@cuvee.demo', '&search=galets');
    expect(names(search.body)).toEqual(['Les Galets Blanc', 'Les Galets Rosé', 'Les Galets Rouge']);
    const paused = await list('agent@cuvee.demo', '&status=paused');
    expect(paused.body.products.length).toBeGreaterThan(0);
    expect(paused.body.products.every((p: Row) => p.status === 'paused')).toBe(true);
    const boxes = await list('agent@cuvee.demo', '&productType=box');
    expect(boxes.body.products.length).toBeGreaterThan(0);
    expect(boxes.body.products.every((p: Row) => p.productType === 'box')).toBe(true);
    const prestations = await list('agent@cuvee.demo', '&productType=prestation');
    expect(prestations.body).toEqual({ success: true, total: 0, products: [] });
    const jwt = await t.login('agent@cuvee.demo');
    const first = await call(t.app, 'GET', '/v1/dashboard/products?limit=5', { jwt });
    const second = await call(t.app, 'GET', '/v1/dashboard/products?limit=5&offset=5', { jwt });
    expect(first.body.products).toHaveLength(5);
    expect(second.body.total).toBe(first.body.total);
    const ids = new Set(first.body.products.map((p: Row) => p.id));
    expect(second.body.products.some((p: Row) => ids.has(p.id))).toBe(false);
  });

  it('narrows to a shop of theirs with shopId, and refuses any other shop with nothing of it', async () => {
    const own = await list('agent@cuvee.demo', `&shopId=${demoId}`);
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(demoProducts.filter((p) => p.productType !== 'prestation').length);
    for (const id of [secondeId, '01a20318-bc61-77b3-aa64-000000000000']) {
      const res = await list('agent@cuvee.demo', `&shopId=${id}`);
      expect(res.status, id).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: "Vous n'avez pas accès au catalogue de cette boutique",
      });
      for (const name of [...secondeNames, 'Maison Seconde'])
        expect(JSON.stringify(res.body)).not.toContain(name);
    }
    for (const bad of ['domaine-demo', `${demoId}x`, "1'%20or%20'1'='1"]) {
      const res = await list('agent@cuvee.demo', `&shopId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(text(res.body.message)).toContain("L'identifiant de la boutique n'est pas valide");
    }
  });

  it("never shows Maison Seconde's products to an agent who does not work for it", async () => {
    expect(secondeNames.length).toBeGreaterThan(0);
    for (const query of ['', '&search=brut', '&search=champagne', '&status=online', '&productType=bottle']) {
      const res = await list('agent@cuvee.demo', query);
      expect(res.status, query).toBe(200);
      for (const name of secondeNames) expect(JSON.stringify(res.body), query).not.toContain(name);
      expect(res.body.products.every((p: Row) => p.shopId === demoId)).toBe(true);
    }
    // Nor to the agent who works for Maison Seconde only where they may see products.
    const restricted = await list('agent.restreint@cuvee.test');
    expect(restricted.status).toBe(200);
    expect(names(restricted.body)).toEqual([...secondeNames].sort());
    const refused = await list('agent.restreint@cuvee.test', `&shopId=${demoId}`);
    expect(refused.status).toBe(403);
    for (const p of demoProducts) expect(JSON.stringify(refused.body)).not.toContain(p.name);
  });

  it('lists the products of every shop of an agent of several, each with its shop name', async () => {
    const res = await list('agent.deux@cuvee.test');
    expect(res.status).toBe(200);
    const expected = demoProducts.filter((p) => p.productType !== 'prestation').length + secondeNames.length;
    expect(res.body.total).toBe(expected);
    const rows = res.body.products as Row[];
    expect(new Set(rows.map((p) => `${p.shopId} ${p.shopName}`))).toEqual(
      new Set([`${demoId} Domaine Démo`, `${secondeId} Maison Seconde`]),
    );
    const seconde = await list('agent.deux@cuvee.test', `&shopId=${secondeId}`);
    expect(names(seconde.body)).toEqual([...secondeNames].sort());
    expect(seconde.body.products.every((p: Row) => p.shopName === 'Maison Seconde')).toBe(true);
  });

  it('answers in two SQL statements (who the caller is, then the page), whatever the number of shops', async () => {
    for (const email of ['agent@cuvee.demo', 'agent.deux@cuvee.test']) {
      const jwt = await t.login(email);
      seen.length = 0;
      expect((await call(t.app, 'GET', '/v1/dashboard/products?limit=25&search=a', { jwt })).status).toBe(
        200,
      );
      expect(dataStatements(seen).length, email).toBeLessThanOrEqual(2);
    }
  });

  it('refuses anonymous callers, buyers, the admin, an agent of no shop and the iam without seeAllProduct', async () => {
    expect((await list(null)).status).toBe(401);
    for (const email of [
      'client@cuvee.demo',
      'pro@cuvee.demo',
      'admin@cuvee.demo',
      'agent.seul@cuvee.test',
      'collaborateur@cuvee.demo',
    ]) {
      const res = await list(email);
      expect(res.status, email).toBe(403);
      expect(res.body.success).toBe(false);
      expect(res.body.products).toBeUndefined();
      const narrowed = await list(email, `&shopId=${demoId}`);
      expect(narrowed.status, email).toBe(403);
      expect(narrowed.body.products).toBeUndefined();
    }
  });
});

describe('GET /v1/dashboard/products for owners (unchanged)', () => {
  it('still lists the whole first shop, prestations included, and refuses another shopId', async () => {
    const owner = await list('proprietaire@cuvee.demo');
    expect(owner.status).toBe(200);
    expect(owner.body.total).toBe(demoProducts.length);
    expect(names(owner.body)).toEqual(demoProducts.map((p) => p.name).sort());
    expect(owner.body.products.some((p: Row) => p.productType === 'prestation')).toBe(true);
    expect((await list('proprietaire@cuvee.demo', `&shopId=${demoId}`)).body.total).toBe(demoProducts.length);
    const other = await list('proprietaire@cuvee.demo', `&shopId=${secondeId}`);
    expect(other.status).toBe(403);
    for (const name of secondeNames) expect(JSON.stringify(other.body)).not.toContain(name);
    const seconde = await list('maison.seconde@cuvee.demo');
    expect(names(seconde.body)).toEqual([...secondeNames].sort());
  });
});
