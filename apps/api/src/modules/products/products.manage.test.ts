import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEan } from '../../db/seed/demo-catalogue.data.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products } from './products.table.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const newWine = (
  over: Record<string, unknown> = {},
): { formats: Record<string, unknown>[] } & Record<string, unknown> => ({
  productType: 'bottle',
  name: 'Clos des Essais',
  type: 'wine',
  color: 'red',
  gamme: 'Tradition',
  vintages: [{ name: '2023', alcohol: 13.5 }],
  allergens: ['sulphites'],
  formats: [
    {
      unity: 'Litre(s)',
      unityValue: 0.75,
      price: 1500,
      discountPrice: { '6': 1400 },
      typologies: { caviste: { price: 1000 } },
    },
    { unity: 'Litre(s)', unityValue: 1.5, nameInShop: 'Magnum', price: 3200 },
  ],
  ...over,
});
const count = async () => (await t.db.select({ id: products.id }).from(products)).length;

describe('POST /v1/products', () => {
  it('creates a product with two formats and a tier, which then shows in the shop', async () => {
    const body = newWine();
    body.formats = [{ ...body.formats[0]!, ean: '4006381333931' }, body.formats[1]!] as typeof body.formats;
    const res = await call(t.app, 'POST', '/v1/products', { jwt: owner, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Le produit a été créé');
    expect(res.body.product.formats[0].gtin).toBe('04006381333931');
    expect(res.body.product.slug).toBe('clos-des-essais');
    expect(res.body.product.formats.map((f: { eq75: number }) => f.eq75)).toEqual([1, 2]);
    const shop = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/clos-des-essais');
    expect(shop.status).toBe(200);
    expect(shop.body.product.formats[0].tiers).toEqual([{ threshold: 6, shown: 1400 }]);
  });

  it('refuses 401 anonymous, 403 for a buyer, an agent and the iam without createProduct', async () => {
    const before = await count();
    expect((await call(t.app, 'POST', '/v1/products', { body: newWine({ name: 'Anonyme' }) })).status).toBe(
      401,
    );
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'collaborateur@cuvee.demo']) {
      const res = await call(t.app, 'POST', '/v1/products', {
        jwt: await t.login(email),
        body: newWine({ name: 'Interdit' }),
      });
      expect(res.status).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad input with French messages and creates nothing', async () => {
    const before = await count();
    const noFormat = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ formats: [] }),
    });
    expect(noFormat.status).toBe(400);
    expect(noFormat.body.message.join(' ')).toContain('Ajoutez au moins un format');
    const badEan = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ formats: [{ ean: '4006381333932', price: 100 }] }),
    });
    expect(badEan.body.message.join(' ')).toContain("Le code EAN n'est pas valide");
    const negative = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ formats: [{ price: -5 }] }),
    });
    expect(negative.status).toBe(400);
    const shortName = await call(t.app, 'POST', '/v1/products', { jwt: owner, body: newWine({ name: 'X' }) });
    expect(shortName.body.message.join(' ')).toContain('Le nom doit contenir au moins 2 caractères');
    expect(await count()).toBe(before);
  });

  it('refuses a barcode already used (409), an unknown typology, tab or box content (422)', async () => {
    const before = await count();
    const dup = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ name: 'Doublon', formats: [{ ean: demoEan(1), price: 100 }] }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`Le code EAN ${demoEan(1)} est déjà utilisé par un autre produit`);
    const typo = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ name: 'Typo', formats: [{ price: 100, typologies: { inconnue: { price: 1 } } }] }),
    });
    expect(typo.status).toBe(422);
    expect(typo.body.message).toBe("La typologie « inconnue » n'existe pas dans la boutique");
    const tab = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ name: 'Onglet', tabIds: ['nulle-part'] }),
    });
    expect(tab.status).toBe(422);
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'brut-reserve-champagne-brut'));
    const box = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({
        name: 'Coffret volé',
        productType: 'box',
        box: { mode: 'fixed', slots: 1, items: [{ productId: foreign!.id }] },
      }),
    });
    expect(box.status).toBe(422);
    expect(box.body.message).toBe('Le coffret contient un produit inconnu de la boutique');
    expect(await count()).toBe(before);
  });
});

describe('PUT /v1/products/{id}', () => {
  it('replaces the product and keeps the ids of the formats it keeps', async () => {
    const created = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine({ name: 'À modifier', formats: [{ price: 1000 }, { price: 2000, unityValue: 1.5 }] }),
    });
    const [first] = created.body.product.formats;
    const res = await call(t.app, 'PUT', `/v1/products/${created.body.product.id}`, {
      jwt: owner,
      body: newWine({
        name: 'À modifier',
        status: 'paused',
        formats: [
          { id: first.id, price: 1100 },
          { price: 500, unityValue: 0.375, unity: 'Litre(s)' },
        ],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.product.status).toBe('paused');
    expect(res.body.product.formats[0]).toMatchObject({ id: first.id, price: 1100 });
    expect(res.body.product.formats[1].eq75).toBe(0.5);
    const stored = await t.db
      .select()
      .from(productFormats)
      .where(eq(productFormats.productId, created.body.product.id));
    expect(stored).toHaveLength(2);
  });

  it("never lets another shop read or change Domaine Démo's product", async () => {
    const [galets] = await t.db.select().from(products).where(eq(products.slug, 'les-galets-rouge'));
    const other = await t.login('maison.seconde@cuvee.demo');
    expect((await call(t.app, 'GET', `/v1/dashboard/products/${galets!.id}`, { jwt: other })).status).toBe(
      404,
    );
    const res = await call(t.app, 'PUT', `/v1/products/${galets!.id}`, {
      jwt: other,
      body: newWine({ name: 'Piraté' }),
    });
    expect(res.status).toBe(404);
    const [after] = await t.db.select().from(products).where(eq(products.id, galets!.id));
    expect(after!.name).toBe('Les Galets Rouge');
  });

  it('answers 400 for a bad id, 404 for an unknown one, 401 and 403', async () => {
    expect((await call(t.app, 'PUT', '/v1/products/abc', { jwt: owner, body: newWine() })).status).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', '/v1/products/01900000-0000-7000-8000-000000000000', {
          jwt: owner,
          body: newWine({ name: 'Nulle' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', '/v1/products/01900000-0000-7000-8000-000000000000', { body: newWine() }))
        .status,
    ).toBe(401);
    const iam = await t.login('collaborateur@cuvee.demo');
    expect(
      (
        await call(t.app, 'PUT', '/v1/products/01900000-0000-7000-8000-000000000000', {
          jwt: iam,
          body: newWine(),
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /v1/dashboard/products', () => {
  it('pages, searches and filters the catalogue by status for the owner', async () => {
    const page = await call(t.app, 'GET', '/v1/dashboard/products?limit=5', { jwt: owner });
    expect(page.status).toBe(200);
    expect(page.body.products).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(20);
    const search = await call(t.app, 'GET', '/v1/dashboard/products?search=galets', { jwt: owner });
    expect(search.body.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Les Galets Blanc',
      'Les Galets Rosé',
      'Les Galets Rouge',
    ]);
    const accents = await call(t.app, 'GET', '/v1/dashboard/products?search=DECOUVERTE', { jwt: owner });
    expect(accents.body.products.map((p: { name: string }) => p.name)).toEqual(['Coffret découverte']);
    const paused = await call(t.app, 'GET', '/v1/dashboard/products?status=paused', { jwt: owner });
    expect(paused.body.products.every((p: { status: string }) => p.status === 'paused')).toBe(true);
    const galets = search.body.products.find((p: { name: string }) => p.name === 'Les Galets Rouge');
    expect(galets).toMatchObject({ formatCount: 2, minPrice: 1290, eans: [demoEan(1), demoEan(2)] });
  });

  it('is 401 anonymous, 403 for a buyer and for the iam without seeAllProduct, and shows another owner only their shop', async () => {
    expect((await call(t.app, 'GET', '/v1/dashboard/products')).status).toBe(401);
    expect(
      (await call(t.app, 'GET', '/v1/dashboard/products', { jwt: await t.login('client@cuvee.demo') }))
        .status,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/v1/dashboard/products', { jwt: await t.login('collaborateur@cuvee.demo') }))
        .status,
    ).toBe(403);
    const other = await call(t.app, 'GET', '/v1/dashboard/products?limit=100', {
      jwt: await t.login('maison.seconde@cuvee.demo'),
    });
    expect(other.body.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Blanc de Blancs',
      'Brut Réserve',
      'Marc de Champagne',
      'Ratafia de Champagne',
      'Rosé de saignée',
    ]);
    expect((await call(t.app, 'GET', '/v1/dashboard/products?limit=1000', { jwt: owner })).status).toBe(400);
  });
});

describe('GET /v1/elabel/{gtin}', () => {
  it('gives the e-label of a demo wine by EAN and vintage, and by GTIN-14', async () => {
    const res = await call(t.app, 'GET', `/v1/elabel/${demoEan(1)}?vintage=2021&lot=L21-04`);
    expect(res.status).toBe(200);
    const e = res.body.elabel;
    expect(e.product.name).toBe('Les Galets Rouge');
    expect(e.vintage).toMatchObject({ name: '2021', alcohol: 14 });
    expect(e.lot).toBe('L21-04');
    expect(Object.keys(e.nutrition).sort()).toEqual([
      'carbohydrates',
      'energyKcal',
      'energyKj',
      'fat',
      'proteins',
      'salt',
      'saturatedFat',
      'sugars',
    ]);
    expect(e.ingredients).toContain('sulfites');
    expect(e.allergens).toEqual([{ key: 'sulphites', fr: 'Sulfites', en: 'Sulphites' }]);
    expect(e.producer.name).toBe('SCEA Domaine Démo');
    expect((await call(t.app, 'GET', `/v1/elabel/0${demoEan(1)}`)).body.elabel.vintage.name).toBe('2022');
  });

  it('answers a clear 404 for an unknown barcode or vintage', async () => {
    const unknown = await call(t.app, 'GET', '/v1/elabel/96385074');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Aucun produit ne porte ce code-barres');
    const vintage = await call(t.app, 'GET', `/v1/elabel/${demoEan(1)}?vintage=1990`);
    expect(vintage.status).toBe(404);
    expect(vintage.body.message).toBe('Le millésime 1990 de ce produit est inconnu');
    expect((await call(t.app, 'GET', '/v1/elabel/pas-un-code')).status).toBe(404);
  });
});
