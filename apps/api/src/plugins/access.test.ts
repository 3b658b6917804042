import { productsRoutes, shopsRoutes } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../db/seed/factories.ts';
import { products } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { callRoute } from '../test/test-calls.ts';

// The access hook (decision 0014): the shop acted on is the one named (path, query or
// X-Shop-Id), else the caller's only shop where the action is allowed, never a first shop.

let t: TestApp;
let demoId: string;
let secondeId: string;
let both: string;
beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (urlShop: string) =>
    (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop)))[0]!.id;
  demoId = await idOf('domaine-demo');
  secondeId = await idOf('maison-seconde');
  const owner = await makeUser(t.db, { role: 'owner', email: 'deux.domaines@cuvee.test' });
  await addMembership(t.db, { shopId: demoId, userId: owner.id, role: 'owner' });
  await addMembership(t.db, { shopId: secondeId, userId: owner.id, role: 'owner', position: 1 });
  both = await t.login('deux.domaines@cuvee.test');
});
afterAll(() => t?.close());

const countIn = async (shopId: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId))).length;
const wine = (name: string) => ({ productType: 'bottle' as const, name, formats: [{ price: 1200 }] });

describe('the shop acted on', () => {
  it('asks a member of several shops which one, in French, and acts on none', async () => {
    const res = await callRoute(t.app, shopsRoutes.me, { jwt: both });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message:
        'Vous êtes membre de plusieurs boutiques : précisez laquelle (en-tête X-Shop-Id) pour cette action',
    });
    const before = [await countIn(demoId), await countIn(secondeId)];
    const created = await callRoute(t.app, productsRoutes.create, { jwt: both, body: wine('Sans boutique') });
    expect(created.status).toBe(400);
    expect([await countIn(demoId), await countIn(secondeId)]).toEqual(before);
  });

  it('acts on the shop X-Shop-Id names, and only there', async () => {
    const me = await callRoute(t.app, shopsRoutes.me, { jwt: both, shopId: secondeId });
    expect(me.status).toBe(200);
    expect(me.body.shop.name).toBe('Maison Seconde');
    const before = [await countIn(demoId), await countIn(secondeId)];
    const created = await callRoute(t.app, productsRoutes.create, {
      jwt: both,
      shopId: secondeId,
      body: wine('Cuvée Nommée'),
    });
    expect(created.status).toBe(200);
    expect(created.body.product.shopId).toBe(secondeId);
    expect([await countIn(demoId), await countIn(secondeId)]).toEqual([before[0], before[1]! + 1]);
    // Read back through the other shop: unknown there.
    const elsewhere = await callRoute(t.app, productsRoutes.get, {
      jwt: both,
      shopId: demoId,
      params: { id: created.body.product.id },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ success: false, message: 'Produit inexistant' });
  });

  it('refuses a shop the caller is not a member of, or a malformed one, and changes nothing', async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const before = [await countIn(demoId), await countIn(secondeId)];
    const other = await callRoute(t.app, productsRoutes.create, {
      jwt: owner,
      shopId: secondeId,
      body: wine('Chez le voisin'),
    });
    expect(other.status).toBe(403);
    expect(other.body.success).toBe(false);
    const read = await callRoute(t.app, shopsRoutes.me, { jwt: owner, shopId: secondeId });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('Maison Seconde');
    const bad = await callRoute(t.app, shopsRoutes.me, { jwt: owner, shopId: 'maison-seconde' });
    expect(bad).toEqual({
      status: 400,
      body: { success: false, message: "L'identifiant de la boutique n'est pas valide" },
    });
    expect([await countIn(demoId), await countIn(secondeId)]).toEqual(before);
  });

  it('keeps a single-shop owner on their shop without any header, as the web calls today', async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const me = await callRoute(t.app, shopsRoutes.me, { jwt: owner });
    expect(me.status).toBe(200);
    expect(me.body.shop.id).toBe(demoId);
  });

  it('answers 401 before looking at the input, and 403 before a 400', async () => {
    const anonymous = await callRoute(t.app, productsRoutes.create, {
      body: { name: 1 } as unknown as ReturnType<typeof wine>,
    });
    expect(anonymous.status).toBe(401);
    const buyer = await callRoute(t.app, productsRoutes.create, {
      jwt: await t.login('client@cuvee.demo'),
      body: { name: 1 } as unknown as ReturnType<typeof wine>,
    });
    expect(buyer.status).toBe(403);
  });
});
