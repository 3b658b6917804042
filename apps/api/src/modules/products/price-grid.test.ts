import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products } from './products.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const formatOf = async (slug: string) => {
  const [row] = await t.db
    .select({ format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(eq(products.slug, slug))
    .orderBy(productFormats.position);
  return row!.format;
};

describe('price grid', () => {
  it('lists formats with their typology prices, paged and searched', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const res = await call(t.app, 'GET', '/v1/dashboard/price-grid?search=galets&limit=10', { jwt });
    expect(res.status).toBe(200);
    const rouge = res.body.rows.find(
      (r: { productName: string; unityValue: number }) =>
        r.productName === 'Les Galets Rouge' && r.unityValue === 0.75,
    );
    expect(rouge).toMatchObject({
      price: 1290,
      vatType: 'standard',
      typologies: { caviste: { price: 850 } },
    });
    // Each row says which VAT rate its product pays: the grid's default prices use it.
    const visit = await call(t.app, 'GET', '/v1/dashboard/price-grid?search=visite&limit=10', { jwt });
    expect(visit.body.rows[0]).toMatchObject({
      productName: 'Visite et dégustation au domaine',
      vatType: 'medium',
    });
  });

  it('changes prices and visibility in bulk, and the buyer sees the new price', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const galets = await formatOf('les-galets-rouge');
    const res = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt,
      body: {
        changes: [
          { formatId: galets.id, typology: 'caviste', price: 880 },
          { formatId: galets.id, typology: 'grossiste', visible: false },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('La grille tarifaire a été enregistrée');
    expect((await formatOf('les-galets-rouge')).typologies).toMatchObject({
      caviste: { price: 880 },
      grossiste: { visible: false },
    });
    const pro = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/les-galets-rouge', {
      jwt: await t.login('pro@cuvee.demo'),
    });
    expect(pro.body.product.formats[0].price.shown).toBe(880);
    // Back to the default: the entry disappears.
    await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt,
      body: { changes: [{ formatId: galets.id, typology: 'grossiste', visible: true }] },
    });
    expect((await formatOf('les-galets-rouge')).typologies.grossiste).toBeUndefined();
  });

  it('refuses all changes when one is wrong, and other shops', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const galets = await formatOf('les-galets-rouge');
    const before = galets.typologies;
    const typo = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt,
      body: {
        changes: [
          { formatId: galets.id, typology: 'caviste', price: 1 },
          { formatId: galets.id, typology: 'inconnue', price: 2 },
        ],
      },
    });
    expect(typo.status).toBe(422);
    const brut = await formatOf('brut-reserve-champagne-brut');
    const foreign = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt,
      body: {
        changes: [
          { formatId: galets.id, typology: 'caviste', price: 1 },
          { formatId: brut.id, typology: 'caviste', price: 1 },
        ],
      },
    });
    expect(foreign.status).toBe(404);
    expect((await formatOf('les-galets-rouge')).typologies).toEqual(before);
    expect(
      (
        await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
          jwt,
          body: { changes: [{ formatId: galets.id, typology: 'caviste', price: -1 }] },
        })
      ).status,
    ).toBe(400);
  });

  it('is 401 anonymous and 403 for a buyer or an iam without the permission', async () => {
    expect((await call(t.app, 'GET', '/v1/dashboard/price-grid')).status).toBe(401);
    expect(
      (await call(t.app, 'GET', '/v1/dashboard/price-grid', { jwt: await t.login('client@cuvee.demo') }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'GET', '/v1/dashboard/price-grid', {
          jwt: await t.login('collaborateur@cuvee.demo'),
        })
      ).status,
    ).toBe(403);
  });

  it("never shows nor changes another shop's formats, and changes nothing when refused", async () => {
    const format = await formatOf('les-galets-rouge');
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const grid = await call(t.app, 'GET', '/v1/dashboard/price-grid?limit=200', { jwt: seconde });
    expect(grid.status).toBe(200);
    expect(JSON.stringify(grid.body)).not.toContain('Les Galets');
    const res = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt: seconde,
      body: { changes: [{ formatId: format.id, typology: 'particulier', price: 1 }] },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'Un des formats est introuvable dans votre boutique',
    });
    expect((await formatOf('les-galets-rouge')).typologies).toEqual(format.typologies);
  });
});
