import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { products } from '../products/products.table.ts';
import { shops } from './shops.table.ts';

// GET /v1/shops/{id}/catalogue: what the product form reads about a product's shop, for its
// owner, iam and agents (decision 0011); and the agent's read of one back-office product.

let t: TestApp;
let demoId: string;
let secondeId: string;
let demoProductId: string;
let secondeProductId: string;
beforeAll(async () => {
  t = await createTestApp();
  const shopId = async (urlShop: string) =>
    (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop)))[0]!.id;
  const productOf = async (shopId: string) =>
    (await t.db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId)).limit(1))[0]!
      .id;
  demoId = await shopId('domaine-demo');
  secondeId = await shopId('maison-seconde');
  demoProductId = await productOf(demoId);
  secondeProductId = await productOf(secondeId);
});
afterAll(() => t?.close());

const catalogue = async (id: string, email?: string) =>
  call(t.app, 'GET', `/v1/shops/${id}/catalogue`, email ? { jwt: await t.login(email) } : {});
const text = (message: unknown) => [message].flat().join(' ');
/** Words only Domaine Démo's settings carry: none may reach a refused caller. */
const DEMO_WORDS = ['Caviste', 'Restaurateur', 'Grossiste', 'Nos vins', 'Rouges', 'DEMO2026', 'domaine-demo'];

describe('GET /v1/shops/{id}/catalogue', () => {
  it('gives an agent of the shop its typologies, VAT settings and tab names, and nothing else', async () => {
    const res = await catalogue(demoId, 'agent@cuvee.demo');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.shop).sort()).toEqual([
      'id',
      'name',
      'settings',
      'tabs',
      'typologies',
      'urlShop',
    ]);
    expect(res.body.shop).toMatchObject({ id: demoId, urlShop: 'domaine-demo', name: 'Domaine Démo' });
    expect(res.body.shop.typologies).toEqual({
      particulier: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0 },
      caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 0 },
      restaurateur: { name: 'Restaurateur', public: false, ttc: false, globalDiscount: 5 },
      grossiste: { name: 'Grossiste', public: false, ttc: false, globalDiscount: 10 },
    });
    expect(res.body.shop.settings).toEqual({
      hasTVA: true,
      vatRate: { standard: expect.any(Number), medium: expect.any(Number), reduced: expect.any(Number) },
    });
    expect(res.body.shop.tabs).toEqual([
      {
        id: 'vins',
        name: 'Nos vins',
        children: [
          { id: 'rouges', name: 'Rouges' },
          { id: 'blancs', name: 'Blancs' },
        ],
      },
      { id: 'coffrets', name: 'Coffrets', children: [] },
      { id: 'visites', name: 'Visites', children: [] },
    ]);
    // Nothing of the shop's identity, integrations or code.
    expect(JSON.stringify(res.body)).not.toMatch(/SCEA|siret|integration|DEMO2026|identity/);
  });

  it('answers the owner (same settings as /v1/shops/me) and a fully delegated iam', async () => {
    const owner = await catalogue(demoId, 'proprietaire@cuvee.demo');
    expect(owner.status).toBe(200);
    const me = await call(t.app, 'GET', '/v1/shops/me', { jwt: await t.login('proprietaire@cuvee.demo') });
    expect(Object.keys(owner.body.shop.typologies)).toEqual(Object.keys(me.body.shop.typologies));
    expect(owner.body.shop.settings.vatRate).toEqual(me.body.shop.settings.vatRate);
    expect((await catalogue(demoId, 'multi.domaine@cuvee.demo')).status).toBe(200);
  });

  it('is 401 for an anonymous caller, with nothing of the shop', async () => {
    const res = await catalogue(demoId);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Veuillez vous connecter' });
  });

  it('is 403 for buyers, the admin and the iam without seeAllProduct, with a French message and nothing of the shop', async () => {
    for (const email of [
      'client@cuvee.demo',
      'pro@cuvee.demo',
      'admin@cuvee.demo',
      'collaborateur@cuvee.demo',
    ]) {
      const res = await catalogue(demoId, email);
      expect(res.status, email).toBe(403);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^Vous n'avez pas/);
      expect(res.body.shop).toBeUndefined();
      for (const word of DEMO_WORDS) expect(JSON.stringify(res.body)).not.toContain(word);
    }
  });

  it("refuses the owner of another shop, and an agent another producer's shop", async () => {
    const other = await catalogue(demoId, 'maison.seconde@cuvee.demo');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      success: false,
      message: "Vous n'avez pas accès aux réglages de cette boutique",
    });
    for (const word of DEMO_WORDS) expect(JSON.stringify(other.body)).not.toContain(word);
    // Their own shop is theirs to read.
    const own = await catalogue(secondeId, 'maison.seconde@cuvee.demo');
    expect(own.status).toBe(200);
    expect(own.body.shop.name).toBe('Maison Seconde');
    expect(own.body.shop.tabs).toEqual([{ id: 'champagnes', name: 'Champagnes', children: [] }]);
    // Maison Seconde keeps the default typologies; nothing of Domaine Démo's own.
    expect(Object.keys(own.body.shop.typologies)).not.toContain('grossiste');
    for (const word of ['Grossiste', 'Nos vins', 'domaine-demo', 'Domaine Démo']) {
      expect(JSON.stringify(own.body)).not.toContain(word);
    }

    const agent = await catalogue(secondeId, 'agent@cuvee.demo');
    expect(agent.status).toBe(403);
    expect(JSON.stringify(agent.body)).not.toMatch(/Maison Seconde|Champagnes|maison-seconde/);
  });

  it('answers a bad id with a 400 and an unknown shop with a 404, in French, never a 500', async () => {
    const jwt = await t.login('agent@cuvee.demo');
    for (const id of [
      'domaine-demo',
      'DEMO2026',
      '123',
      'not-a-uuid',
      `${demoId}x`,
      "1'%20or%20'1'='1",
      '%E2%82%AC',
      '%00',
      'a'.repeat(90),
    ]) {
      const res = await call(t.app, 'GET', `/v1/shops/${id}/catalogue`, { jwt });
      expect(res.status, id).toBe(400);
      expect(res.body.success).toBe(false);
      expect(text(res.body.message), id).toContain("L'identifiant de la boutique n'est pas valide");
    }
    // Refused by the router before the route (a parameter over 100 characters, a broken
    // percent-encoding): still the French answer shape.
    const long = await call(t.app, 'GET', `/v1/shops/${'a'.repeat(500)}/catalogue`, { jwt });
    expect(long).toEqual({
      status: 414,
      body: { success: false, message: "L'adresse demandée est trop longue" },
    });
    const broken = await call(t.app, 'GET', '/v1/shops/%E0%A4%A/catalogue', { jwt });
    expect(broken).toEqual({
      status: 400,
      body: { success: false, message: "L'adresse demandée n'est pas valide" },
    });
    const unknown = await call(t.app, 'GET', '/v1/shops/01a20318-bc61-77b3-aa64-000000000000/catalogue', {
      jwt,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Boutique introuvable' });
    // Anonymous callers learn they must sign in before anything about their input.
    expect((await call(t.app, 'GET', '/v1/shops/not-a-uuid/catalogue')).status).toBe(401);
  });

  it('leaves GET /v1/shops/me to owner and iam', async () => {
    const res = await call(t.app, 'GET', '/v1/shops/me', { jwt: await t.login('agent@cuvee.demo') });
    expect(res.status).toBe(403);
  });
});

describe('GET /v1/dashboard/products/{id} for an agent', () => {
  it("gives an agent a product of the shop they work for, with that shop's id", async () => {
    const res = await call(t.app, 'GET', `/v1/dashboard/products/${demoProductId}`, {
      jwt: await t.login('agent@cuvee.demo'),
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ id: demoProductId, shopId: demoId });
    expect(res.body.product.formats.length).toBeGreaterThan(0);
  });

  it("answers an agent 404 for another producer's product or an unknown one, with nothing of it", async () => {
    const jwt = await t.login('agent@cuvee.demo');
    for (const id of [secondeProductId, '01a20318-bc61-77b3-aa64-000000000000']) {
      const res = await call(t.app, 'GET', `/v1/dashboard/products/${id}`, { jwt });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Produit inexistant' });
    }
    const bad = await call(t.app, 'GET', '/v1/dashboard/products/not-a-uuid', { jwt });
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toContain("L'identifiant n'est pas valide");
  });

  it('still refuses the agent any change to the product', async () => {
    const jwt = await t.login('agent@cuvee.demo');
    const current = await call(t.app, 'GET', `/v1/dashboard/products/${demoProductId}`, { jwt });
    const res = await call(t.app, 'PUT', `/v1/products/${demoProductId}`, {
      jwt,
      body: { productType: 'bottle', name: 'Changé par un agent', formats: [{ price: 100 }] },
    });
    expect(res.status).toBe(403);
    const after = await call(t.app, 'GET', `/v1/dashboard/products/${demoProductId}`, { jwt });
    expect(after.body.product.name).toBe(current.body.product.name);
  });

  it('keeps owners to their own shop and buyers out', async () => {
    const other = await call(t.app, 'GET', `/v1/dashboard/products/${demoProductId}`, {
      jwt: await t.login('maison.seconde@cuvee.demo'),
    });
    expect(other.status).toBe(404);
    const buyer = await call(t.app, 'GET', `/v1/dashboard/products/${demoProductId}`, {
      jwt: await t.login('client@cuvee.demo'),
    });
    expect(buyer.status).toBe(403);
  });
});
