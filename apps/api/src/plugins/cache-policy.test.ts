import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { webDistFixture } from '../flows/page-preload.fixture.ts';
import { productFormats } from '../modules/products/products.table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Finding 12 of issue 23: what is personal — an export, a signed-in caller's JSON, a token —
// is never kept by a browser or a shared cache (`Cache-Control: no-store`); what is public
// keeps the policy it had (the storefront, the e-label, the build's hashed files). The PDFs
// are checked with the documents' scope rules (test/robustness/documents-scope.rules.test.ts).

const { dist, remove } = webDistFixture();
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-4f2a9c.js'), 'console.log(1)');

let t: TestApp;
let owner: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
  owner = await t.login('proprietaire@cuvee.demo');
  buyer = await t.login('client@cuvee.demo');
});
afterAll(async () => {
  await t?.close();
  remove();
});

const get = (url: string, jwt?: string) =>
  t.app.inject({ method: 'GET', url, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

describe('personal answers are not stored by any cache', () => {
  it('an export, as CSV and as XLSX (the stock journal)', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await get(`/v1/stocks/movements/export?format=${format}`, owner);
      expect(res.statusCode, format).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain('attachment');
      expect(res.headers['cache-control'], format).toBe('no-store');
    }
  });

  it("a signed-in caller's JSON: their account, their orders, their shop's stock", async () => {
    for (const [url, jwt] of [
      ['/v1/users/me', owner],
      ['/v1/orders?limit=5', owner],
      ['/v1/stocks?limit=5', owner],
      ['/v1/users/me', buyer],
    ] as const) {
      const res = await get(url, jwt);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('an answer carrying a token (sign-in) and a refusal of a bad token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'proprietaire@cuvee.demo', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const expired = await get('/v1/users/me', 'not-a-token');
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['cache-control']).toBe('no-store');
  });
});

describe('public answers keep their policy', () => {
  it("a visitor's storefront answers as before (no header), the e-label stays public", async () => {
    const shop = await get('/v1/shops/domaine-demo/storefront');
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['cache-control']).toBeUndefined();
    for (const url of ['/v1/shops', '/v1/shops/domaine-demo']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    // The same page asked by a signed-in buyer shows their typology's prices: personal.
    expect((await get('/v1/shops/domaine-demo/storefront', buyer)).headers['cache-control']).toBe('no-store');
    const [format] = await t.db
      .select({ gtin: productFormats.gtin })
      .from(productFormats)
      .where(isNotNull(productFormats.gtin))
      .limit(1);
    const elabel = await get(`/v1/elabel/${format!.gtin}`);
    expect(elabel.statusCode).toBe(200);
    expect(elabel.headers['cache-control']).toBe('public, max-age=300');
    // Asked with a token, the e-label says the same to everyone: its own policy stands.
    expect((await get(`/v1/elabel/${format!.gtin}`, owner)).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });

  it("the build's hashed files stay immutable, version.json and pages are revalidated", async () => {
    const asset = await get('/assets/index-4f2a9c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const withToken = await get('/assets/index-4f2a9c.js', owner);
    expect(withToken.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/version.json')).headers['cache-control']).toBe('no-store');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
  });
});
