import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/shops.table.ts';
import { byName, listDemo, type P } from './storefront.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = (query: string, jwt?: string) => listDemo(t, query, jwt);

describe('GET /v1/products — what a visitor sees', () => {
  it('shows online and out-of-stock products of the public typology, VAT included', async () => {
    const res = await list(`&filter=${encodeURIComponent('{"productType":{"$ne":"prestation"}}')}`);
    expect(res.status).toBe(200);
    const names = res.body.products.map((p: P) => p.name);
    expect(names).toContain('Les Galets Rouge');
    expect(names).toContain('Réserve du Domaine');
    expect(names).not.toContain('Cuvée Confidentielle'); // paused
    expect(names).not.toContain('Cuvée Sommelier'); // hidden from Particulier
    expect(names).not.toContain('Visite et dégustation au domaine'); // prestation
    expect(res.body.typology).toBe('particulier');
    const galets = byName(res.body.products, 'Les Galets Rouge')!;
    expect(galets.formats[0]!.price).toEqual({ ht: 1075, ttc: 1290, showTtc: true, shown: 1290 });
    expect(galets.formats[0]!.tiers).toEqual([
      { threshold: 6, shown: 1190 },
      { threshold: 12, shown: 1090 },
    ]);
    expect(res.body.total).toBe(res.body.products.length);
  });

  it('filters by colour, gamme, type and vintage, and pages', async () => {
    const reds = await list(
      `&filter=${encodeURIComponent('{"color":"red","productType":{"$ne":"prestation"}}')}`,
    );
    expect(reds.body.products.length).toBeGreaterThan(3);
    expect(reds.body.products.every((p: { color: string }) => p.color === 'red')).toBe(true);
    const others = await list(
      `&filter=${encodeURIComponent('{"gamme":"Autres produits","productType":{"$ne":"prestation"}}')}`,
    );
    expect(others.body.products.map((p: P) => p.name).sort()).toEqual([
      'Jus de raisin',
      'Tire-bouchon sommelier',
      'Verre de dégustation gravé',
    ]);
    const vintage = await list(`&filter=${encodeURIComponent('{"vintage":"2019"}')}`);
    expect(vintage.body.products.map((p: P) => p.name)).toEqual(['Cuvée Prestige Rouge']);
    // NV and Non millésimé are one choice (spec §9): it finds the wines named either way.
    const nonVintage = await list(`&filter=${encodeURIComponent('{"vintage":"Non millésimé"}')}`);
    expect(nonVintage.body.products.map((p: P) => p.name)).toEqual(
      expect.arrayContaining(['Le Petit Démo', 'Bulles de Démo']),
    );
    const page = await call(
      t.app,
      'GET',
      `/v1/products?shopIds=${encodeURIComponent('["domaine-demo"]')}&limit=5&offset=5`,
    );
    expect(page.body.products).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(15);
  });

  it('answers 400 in French for a broken filter and 404 for an unknown shop', async () => {
    const broken = await list('&filter=%7Bnope');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body.message)).toContain("Le filtre n'est pas un JSON valide");
    expect((await list(`&filter=${encodeURIComponent('{"price":1}')}`)).status).toBe(400);
    const unknown = await call(t.app, 'GET', `/v1/products?shopIds=${encodeURIComponent('["nulle-part"]')}`);
    expect(unknown.status).toBe(404);
    expect((await call(t.app, 'GET', '/v1/products')).status).toBe(400);
  });
});

describe('GET /v1/products — shops named by id, code or url name', () => {
  it('finds a shop by each of its keys, and two shops at once', async () => {
    const [demo] = await t.db.select().from(shops).where(eq(shops.urlShop, 'domaine-demo'));
    const names = async (keys: string[]) => {
      const res = await call(
        t.app,
        'GET',
        `/v1/products?limit=100&shopIds=${encodeURIComponent(JSON.stringify(keys))}`,
      );
      expect(res.status).toBe(200);
      return res.body.products.map((p: P) => p.name) as string[];
    };
    const byUrl = await names(['domaine-demo']);
    expect(byUrl).toContain('Les Galets Rouge');
    expect(await names([demo!.id])).toEqual(byUrl);
    expect(await names([demo!.code])).toEqual(byUrl);
    const both = await names([demo!.id, 'maison-seconde']);
    expect(both).toContain('Les Galets Rouge');
    expect(both.length).toBeGreaterThan(byUrl.length);
    // An id of no shop is an unknown shop.
    const none = await call(
      t.app,
      'GET',
      `/v1/products?shopIds=${encodeURIComponent('["00000000-0000-4000-8000-000000000000"]')}`,
    );
    expect(none.status).toBe(404);
  });
});

describe('typologies never leak', () => {
  it('gives the Caviste its negotiated prices without VAT, and nothing of the public prices', async () => {
    const res = await list('', await t.login('pro@cuvee.demo'));
    expect(res.body.typology).toBe('caviste');
    expect(res.body.showTtc).toBe(false);
    const galets = byName(res.body.products, 'Les Galets Rouge')!;
    expect(galets.formats[0]!.price).toEqual({ ht: 850, ttc: 1020, showTtc: false, shown: 850 });
    expect(galets.formats[0]!.tiers).toEqual([]);
    // Amounts only: ids are random and may hold any digits.
    const { id: _id, ean: _ean, ...amounts } = galets.formats[0]!;
    expect(JSON.stringify(amounts)).not.toMatch(/1290|1190|1090/);
    expect(byName(res.body.products, 'Cuvée Sommelier')!.formats[0]!.price!.shown).toBe(990);
  });

  it('never sends a private customer a product or price reserved to professionals', async () => {
    const res = await list('', await t.login('client@cuvee.demo'));
    expect(res.body.typology).toBe('particulier');
    expect(JSON.stringify(res.body)).not.toContain('Cuvée Sommelier');
    const negotiated: [string, RegExp][] = [
      ['Les Galets Rouge', /:(850|900|1020|1080)\b/],
      ['Cuvée Prestige Rouge', /:(1300|1560)\b/],
      ['Les Galets Blanc', /:(790|948)\b/],
    ];
    for (const [name, prices] of negotiated) {
      expect(JSON.stringify(byName(res.body.products, name)!.formats)).not.toMatch(prices);
    }
    const direct = await call(
      t.app,
      'GET',
      '/v1/shops/domaine-demo/products/cuvee-sommelier-reservee-aux-professionnels',
      {
        jwt: await t.login('client@cuvee.demo'),
      },
    );
    expect(direct.status).toBe(404);
    expect(direct.body.message).toBe('Produit inexistant');
  });

  it('ignores a typology asked for by a buyer', async () => {
    const res = await list('&typology=caviste', await t.login('client@cuvee.demo'));
    expect(res.body.typology).toBe('particulier');
  });
});

describe('what staff see', () => {
  it('shows the owner every non-prestation product whatever its status, and lets them preview a typology', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const res = await list('', jwt);
    const statuses = new Set(res.body.products.map((p: P) => p.status));
    expect(statuses).toEqual(new Set(['online', 'paused', 'outofstock']));
    expect(res.body.products.map((p: P) => p.productType)).not.toContain('prestation');
    expect(res.body.products.map((p: P) => p.name)).toContain('Cuvée Sommelier');
    const preview = await list('&typology=caviste', jwt);
    expect(byName(preview.body.products, 'Les Galets Rouge')!.formats[0]!.price!.shown).toBe(850);
  });

  it('shows the agent and the iam every status too', async () => {
    for (const email of ['agent@cuvee.demo', 'collaborateur@cuvee.demo']) {
      const res = await list('', await t.login(email));
      expect(res.body.products.map((p: P) => p.name)).toContain('Cuvée Confidentielle');
    }
  });

  it("does not give another shop's owner staff rights on Domaine Démo", async () => {
    const res = await list('', await t.login('maison.seconde@cuvee.demo'));
    expect(res.body.products.map((p: P) => p.name)).not.toContain('Cuvée Confidentielle');
  });
});
