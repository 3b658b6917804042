import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { webDistFixture } from './page-preload.fixture.ts';

const { dist } = webDistFixture();
writeFileSync(path.join(dist, 'version.json'), '{"version":"5.5.1+test"}\n');
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
};
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

describe('pages served with their meta for search engines', () => {
  it('fills a product page with its title, Open Graph and schema.org Product', async () => {
    const { status, html } = await page('/domaine-demo/les-galets-rouge');
    expect(status).toBe(200);
    expect(html).toContain('<title>Les Galets Rouge 2022 — Domaine Démo</title>');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/demo/products/rouge.webp">',
    );
    expect(html.split('<title>').length).toBe(2);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Les Galets Rouge 2022', gtin: '3760123450010' });
    expect(ld.offers).toMatchObject({
      price: '12.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
  });

  it("fills a shop page, by url name and by /shops/{code}, and the shop's other pages, from their loader", async () => {
    for (const url of [
      '/domaine-demo',
      '/shops/DEMO2026',
      '/shops/DEMO2026/legal-notice',
      '/domaine-demo/legal-notice',
    ]) {
      const { html } = await page(url);
      expect(html).toContain('<title>Domaine Démo — boutique en ligne</title>');
      expect(jsonLd(html)['@type']).toBe('Store');
    }
  });

  it('no meta of a shop for other pages, unknown shops and hidden products', async () => {
    for (const [url, answered] of [
      ['/dashboard/orders', 200],
      // An unknown shop or a product a visitor cannot see: 404, the shop app's not-found page.
      ['/nulle-part', 404],
      ['/domaine-demo/cuvee-confidentielle', 404],
    ] as const) {
      const { status, html } = await page(url);
      expect(status).toBe(answered);
      expect(html).toContain('<title>Cuvée</title>');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('escapes what producers typed', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const evil = '</script><script>alert(1)</script> "quoted" <b>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: { authorization: `Bearer ${jwt}` },
      payload: {
        productType: 'bottle',
        name: 'Cuvée <Piège>',
        description: evil,
        formats: [{ price: 1000 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const { html } = await page(`/domaine-demo/${res.json().product.slug}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<Piège>');
    expect(html).toContain('<title>Cuvée &lt;Piège&gt;');
    expect(jsonLd(html).description).toBe(evil);
  });

  it('serves the build: its version file never cached, hashed assets for a year, the service worker revalidated', async () => {
    const version = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.json()).toEqual({ version: '5.5.1+test' });
    expect(version.headers['cache-control']).toBe('no-store');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('still answers JSON 404 for unknown API routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
