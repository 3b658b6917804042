import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { findShopPublic } from './shops.service.ts';
import { shops } from './shops.table.ts';

let t: TestApp;
let otherJwt: string;
// Every statement the app sends, with its parameters.
const sent: { query: string; params: unknown[] }[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (query, params) => sent.push({ query, params }) } });
  const seller = await registerValidated(t, 'seller', {
    email: 'seconde@exemple.fr',
    password: 'Secret1',
    firstname: 'Léa',
    lastname: 'Seconde',
    shopName: 'Domaine Démo',
    acceptTerms: true,
  });
  otherJwt = seller.jwt;
});
afterAll(() => t?.close());

const demo = async () => (await t.db.select().from(shops).where(eq(shops.urlShop, 'domaine-demo')))[0]!;

describe('GET /v1/shops/me', () => {
  it('answers the owner and the iam their shop', async () => {
    for (const email of ['proprietaire@cuvee.demo', 'collaborateur@cuvee.demo']) {
      const res = await call(t.app, 'GET', '/v1/shops/me', { jwt: await t.login(email) });
      expect(res.status).toBe(200);
      expect(res.body.shop).toMatchObject({
        name: 'Domaine Démo',
        urlShop: 'domaine-demo',
        code: 'DEMO2026',
      });
      expect(res.body.shop.integration.futures.active).toBe(true);
    }
  });

  it('is 401 anonymous, 403 for buyer, agent and admin', async () => {
    expect((await call(t.app, 'GET', '/v1/shops/me')).status).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'admin@cuvee.demo']) {
      expect((await call(t.app, 'GET', '/v1/shops/me', { jwt: await t.login(email) })).status).toBe(403);
    }
  });

  it('gives a second seller their own shop, with its own url', async () => {
    const res = await call(t.app, 'GET', '/v1/shops/me', { jwt: otherJwt });
    expect(res.status).toBe(200);
    expect(res.body.shop.urlShop).toBe('domaine-demo-2');
    expect(res.body.shop.id).not.toBe((await demo()).id);
  });
});

describe('PUT /v1/shops/me', () => {
  it('lets the owner change the identity and colour', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const res = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt,
      body: { color: '#225588', editedShop: { color: '#225588' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Les paramètres de la boutique ont été enregistrés');
    expect((await demo()).color).toBe('#225588');
    expect((await demo()).editedShop.logo).toBe('/demo/domaine-demo-logo.webp');
  });

  it('refuses bad input and changes nothing', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const before = await demo();
    const bad = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt,
      body: { color: 'rouge', name: 'Nouveau nom' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.join(' ')).toContain('La couleur doit être au format #RRGGBB');
    const vat = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt,
      body: { settings: { vatRate: { standard: 120, medium: 10, reduced: 5.5 } } },
    });
    expect(vat.status).toBe(400);
    expect(vat.body.message.join(' ')).toContain('La TVA doit être comprise entre 0 et 100');
    const noPublic = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt,
      body: { typologies: { caviste: { name: 'Caviste', public: false, ttc: false } } },
    });
    expect(noPublic.status).toBe(422);
    expect(await demo()).toEqual(before);
  });

  it('is 403 for an iam with restricted rights, allowed for a fully delegated iam', async () => {
    const restricted = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: await t.login('collaborateur@cuvee.demo'),
      body: { name: 'Piraté' },
    });
    expect(restricted.status).toBe(403);
    const full = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: await t.login('multi.domaine@cuvee.demo'),
      body: { name: 'Domaine Démo' },
    });
    expect(full.status).toBe(200);
  });

  it('is 401 anonymous and 403 for a buyer', async () => {
    expect((await call(t.app, 'PUT', '/v1/shops/me', { body: { name: 'X' } })).status).toBe(401);
    expect(
      (
        await call(t.app, 'PUT', '/v1/shops/me', {
          jwt: await t.login('client@cuvee.demo'),
          body: { name: 'XX' },
        })
      ).status,
    ).toBe(403);
  });

  it("lets another seller change only their own shop, never Domaine Démo's", async () => {
    const before = await demo();
    const res = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: otherJwt,
      body: { name: 'Clos Second', color: '#000000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.shop.name).toBe('Clos Second');
    expect(await demo()).toEqual(before);
  });
});

describe('GET /v1/shops/{id}', () => {
  it('answers the public identity by code, url name or id, and nothing private', async () => {
    const { id } = await demo();
    for (const key of ['DEMO2026', 'demo2026', 'domaine-demo', id]) {
      const res = await call(t.app, 'GET', `/v1/shops/${key}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.shop).sort()).toEqual(['code', 'editedShop', 'id', 'name', 'urlShop']);
      expect(res.body.shop.editedShop.logo).toBe('/demo/domaine-demo-logo.webp');
    }
  });

  it('answers 404 with a French message for an unknown shop', async () => {
    const res = await call(t.app, 'GET', '/v1/shops/inconnue');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Boutique introuvable' });
  });
});

describe('findShopPublic', () => {
  // The statement a lookup sends, planned with sequential scans off: on a table of a few
  // rows the planner would scan it whatever the indexes, so only a usable index shows here.
  async function planOf(key: string) {
    sent.length = 0;
    expect(await findShopPublic(t.db, key)).toMatchObject({ urlShop: 'domaine-demo' });
    expect(sent).toHaveLength(1);
    const { query, params } = sent[0]!;
    const chunks: SQL[] = query
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer `{ rows }`; the database type does not say so.
      const result = (await tx.execute(sql`explain ${sql.join(chunks)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('finds a code typed in any case through the upper(code) index', async () => {
    for (const code of ['DEMO2026', 'demo2026']) expect(await planOf(code)).toContain('shops_code_upper_idx');
  });

  it('finds a url name and an id through their own indexes', async () => {
    expect(await planOf('domaine-demo')).toContain('shops_url_shop_key');
    const { id } = await demo();
    expect(await planOf(id)).toContain('shops_pkey');
  });
});
