import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/shops.table.ts';
import { byName, listDemo, type P } from './storefront.fixtures.ts';

// One product of the storefront (by slug or id, per viewer), the prices a shop keeps to its
// members, the storefront's description and the producers' directory.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = (query: string, jwt?: string) => listDemo(t, query, jwt);

describe('prices reserved to members', () => {
  it('hides prices from visitors when the shop says so, and shows them to its members', async () => {
    const [demo] = await t.db.select().from(shops).where(eq(shops.urlShop, 'domaine-demo'));
    await t.db
      .update(shops)
      .set({ settings: { ...demo!.settings, pricesForMembersOnly: true } })
      .where(eq(shops.id, demo!.id));
    try {
      const visitor = await list('');
      const galets = byName(visitor.body.products, 'Les Galets Rouge') as P & { priceHidden: boolean };
      expect(galets.priceHidden).toBe(true);
      expect(galets.formats[0]!.price).toBeNull();
      // No amount anywhere: every product hidden, no price, tier or promotion on any format.
      for (const p of visitor.body.products as (P & { priceHidden: boolean })[]) {
        expect(p.priceHidden, p.name).toBe(true);
        for (const f of p.formats) {
          expect(f.price, p.name).toBeNull();
          expect([f.tiers, f.promotions], p.name).toEqual([[], []]);
        }
      }
      const member = await list('', await t.login('client@cuvee.demo'));
      expect(byName(member.body.products, 'Les Galets Rouge')!.formats[0]!.price!.shown).toBe(1290);
    } finally {
      await t.db.update(shops).set({ settings: demo!.settings }).where(eq(shops.id, demo!.id));
    }
  });
});

describe('one product, the storefront and the directory', () => {
  it('answers a product by its slug, and a paused one only to staff', async () => {
    const ok = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/les-galets-rouge');
    expect(ok.status).toBe(200);
    expect(ok.body.product.vintages.map((v: { name: string }) => v.name)).toEqual(['2022', '2021']);
    expect((await call(t.app, 'GET', '/v1/shops/domaine-demo/products/cuvee-confidentielle')).status).toBe(
      404,
    );
    const owner = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/cuvee-confidentielle', {
      jwt: await t.login('proprietaire@cuvee.demo'),
    });
    expect(owner.status).toBe(200);
    const nv = await call(
      t.app,
      'GET',
      '/v1/shops/domaine-demo/products/bulles-de-demo-methode-traditionnelle-brut',
    );
    expect(nv.body.product.vintages[0]).toMatchObject({ name: 'NV', displayName: null });
  });

  it('answers a product by its id as by its slug, for each kind of viewer', async () => {
    // Each kind of viewer and key has its own prepared statement: check each one's rows.
    const path = (key: string) => `/v1/shops/domaine-demo/products/${key}`;
    const bySlug = await call(t.app, 'GET', path('les-galets-rouge'));
    const byId = await call(t.app, 'GET', path(bySlug.body.product.id));
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    const owner = await t.login('proprietaire@cuvee.demo');
    const paused = await call(t.app, 'GET', path('cuvee-confidentielle'), { jwt: owner });
    const pausedId = paused.body.product.id;
    expect((await call(t.app, 'GET', path(pausedId), { jwt: owner })).body).toEqual(paused.body);
    expect((await call(t.app, 'GET', path(pausedId))).status).toBe(404);
    // The typology is a parameter of the buyer's statement: Caviste sees what Particulier does not.
    const reserved = 'cuvee-sommelier-reservee-aux-professionnels';
    const pro = await t.login('pro@cuvee.demo');
    const forPro = await call(t.app, 'GET', path(reserved), { jwt: pro });
    expect(forPro.status).toBe(200);
    expect((await call(t.app, 'GET', path(forPro.body.product.id), { jwt: pro })).status).toBe(200);
    expect((await call(t.app, 'GET', path(forPro.body.product.id))).status).toBe(404);
    expect((await call(t.app, 'GET', path('nulle-part'))).status).toBe(404);
  });

  it('shows nothing to a visitor when the shop has no public typology', async () => {
    const [demo] = await t.db.select().from(shops).where(eq(shops.urlShop, 'domaine-demo'));
    const closed = Object.fromEntries(
      Object.entries(demo!.typologies).map(([key, typology]) => [key, { ...typology, public: false }]),
    );
    await t.db.update(shops).set({ typologies: closed }).where(eq(shops.id, demo!.id));
    try {
      const res = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/les-galets-rouge');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Produit inexistant');
    } finally {
      await t.db.update(shops).set({ typologies: demo!.typologies }).where(eq(shops.id, demo!.id));
    }
  });

  it('describes the storefront with the filters its catalogue offers', async () => {
    const res = await call(t.app, 'GET', '/v1/shops/domaine-demo/storefront');
    expect(res.status).toBe(200);
    expect(res.body.shop.tabs.map((x: { name: string }) => x.name)).toEqual([
      'Nos vins',
      'Coffrets',
      'Visites',
    ]);
    expect(res.body.filters.gammes).toEqual(['Coffrets', 'Nature', 'Plaisir', 'Prestige', 'Tradition']);
    expect(res.body.filters.hasOthers).toBe(true);
    expect(res.body.filters.colors).toEqual(expect.arrayContaining(['red', 'white', 'rose']));
    expect(res.body.filters.vintages[0]).toBe('2024');
    expect(res.body.filters.vintages.filter((v: string) => ['NV', 'Non millésimé'].includes(v))).toEqual([
      'Non millésimé',
    ]);
    expect(res.body.shop.legal.siret).toBe('12345678900017');
    expect(res.body.viewer).toMatchObject({ staff: false, typology: 'particulier', showTtc: true });
    expect((await call(t.app, 'GET', '/v1/shops/nulle-part/storefront')).status).toBe(404);
  });

  it('lists the producers with a search', async () => {
    const all = await call(t.app, 'GET', '/v1/shops');
    expect(all.body.shops.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Domaine Démo', 'Maison Seconde']),
    );
    const found = await call(t.app, 'GET', '/v1/shops?search=seconde');
    expect(found.body.shops.map((s: { urlShop: string }) => s.urlShop)).toEqual(['maison-seconde']);
  });
});
