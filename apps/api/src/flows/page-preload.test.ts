import { gunzipSync } from 'node:zlib';
import { shopPageListUrl, storefrontUrl, storeProductUrl } from '@cuvee/domain/catalogue/storefront-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { webDistFixture } from './page-preload.fixture.ts';

const { dist, remove } = webDistFixture();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  remove();
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, html: res.body, headers: res.headers, raw: res.rawPayload };
};
const preloaded = (html: string): Record<string, unknown> | null => {
  const found = /<script id="cuvee-preload" type="application\/json">(.*?)<\/script>/s.exec(html);
  return found ? JSON.parse(found[1]!) : null;
};
const anonymous = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
type ListAnswer = { products: { name: string; color: string | null }[]; typology: string; showTtc: boolean };

describe('storefront pages carry the answers of their first requests', () => {
  it("a shop page: the storefront and the first product page, exactly as a visitor's requests answer them", async () => {
    const { status, html } = await page('/domaine-demo');
    expect(status).toBe(200);
    const answers = preloaded(html)!;
    const storefront = await anonymous(storefrontUrl('domaine-demo'));
    const listUrl = shopPageListUrl('domaine-demo', storefront.shop.tabs, new URLSearchParams());
    expect(Object.keys(answers).sort()).toEqual([listUrl, storefrontUrl('domaine-demo')].sort());
    expect(answers[storefrontUrl('domaine-demo')]).toEqual(storefront);
    expect(answers[listUrl]).toEqual(await anonymous(listUrl));
    // The public typology only: no pro-only wine, no paused product, prices with VAT.
    const list = answers[listUrl] as ListAnswer;
    const names = list.products.map((p) => p.name);
    expect(names).toContain('Les Galets Rouge');
    expect(names).not.toContain('Cuvée Sommelier');
    expect(names).not.toContain('Cuvée Confidentielle');
    expect(list.showTtc).toBe(true);
  });

  it('the first paint shows the banner, the logo and the name before any script, preloads the banner, and lists the chunks for after that paint', async () => {
    const { html } = await page('/domaine-demo');
    expect(html).not.toContain('<div id="boot">');
    expect(html).toContain('<h1>Domaine Démo</h1>');
    expect(html).toContain('<img src="/demo/domaine-demo-banner.webp"');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/demo/domaine-demo-banner.webp">',
    );
    // No module is asked for with the page: nothing competes with the banner. main.tsx asks
    // for the listed ones once the page is painted.
    expect(html).not.toContain('modulepreload');
    const listed = /<script id="cuvee-modules" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(listed![1]!).sort()).toEqual([
      '/assets/box-1.js',
      '/assets/shops.layout-1.js',
      '/assets/storefront.area-1.js',
    ]);
    expect(html.indexOf('cuvee-modules')).toBeGreaterThan(html.indexOf('<h1>Domaine Démo</h1>'));
  });

  it('a product page (no first paint of the server) asks for its chunks with the page', async () => {
    const { html } = await page('/domaine-demo/les-galets-rouge');
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(modules.sort()).toEqual([
      '/assets/box-1.js',
      '/assets/shops.layout-1.js',
      '/assets/storefront.area-1.js',
    ]);
    expect(html).not.toContain('cuvee-modules');
  });

  it('a tab and filters in the query string select the product page the app will ask for', async () => {
    const { html } = await page('/domaine-demo?page=nos-vins&color=red');
    const answers = preloaded(html)!;
    const storefront = answers[storefrontUrl('domaine-demo')] as { shop: { tabs: [] } };
    const listUrl = shopPageListUrl(
      'domaine-demo',
      storefront.shop.tabs,
      new URLSearchParams('page=nos-vins&color=red'),
    );
    expect(listUrl).toContain('tabId');
    const list = answers[listUrl] as ListAnswer;
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.products.every((p) => p.color === 'red')).toBe(true);
  });

  it('a product page: the storefront and the product, its first picture preloaded', async () => {
    const { html } = await page('/shops/DEMO2026/les-galets-rouge');
    const answers = preloaded(html)!;
    const url = storeProductUrl('DEMO2026', 'les-galets-rouge');
    expect(answers[url]).toEqual(await anonymous(url));
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/demo/products/rouge.webp">',
    );
    expect(html).toContain('<div id="boot">');
  });

  it('nothing for other pages', async () => {
    for (const url of ['/dashboard/orders', '/auth/login']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(preloaded(html)).toBeNull();
      expect(html).not.toContain('modulepreload');
    }
  });

  it('an unknown shop, or a product a visitor cannot see, answers 404 (the app shows its not-found page)', async () => {
    const unknownShop = await page('/nulle-part');
    expect(unknownShop.status).toBe(404);
    expect(preloaded(unknownShop.html)).toEqual({});
    expect(unknownShop.html).not.toContain('cuvee-age-gate');
    for (const url of ['/domaine-demo/cuvee-confidentielle', '/shops/DEMO2026/cuvee-qui-nexiste-pas']) {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      // The shop is preloaded, the hidden product is not; its age gate is there.
      expect(Object.keys(preloaded(html)!)).toEqual([
        storefrontUrl(url.startsWith('/shops') ? 'DEMO2026' : 'domaine-demo'),
      ]);
      expect(html).toContain('cuvee-age-gate');
    }
    expect((await page('/shops/DEMO2026/les-galets-rouge')).status).toBe(200);
  });

  it('escapes what producers typed, in the answers and in the first paint', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const evil = '</script><script>alert(1)</script> <b>"';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/shops/me',
      headers: { authorization: `Bearer ${jwt}` },
      payload: { identity: { description: evil } },
    });
    expect(res.statusCode).toBe(200);
    const { html } = await page('/domaine-demo');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    const storefront = preloaded(html)![storefrontUrl('domaine-demo')] as { shop: { description: string } };
    expect(storefront.shop.description).toBe(evil);
  });

  it('is sent gzipped to browsers that accept it', async () => {
    const { headers, raw } = await page('/domaine-demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw).toString('utf8')).toContain('<h1>Domaine Démo</h1>');
  });
});

describe('the age gate is in the page (spec §4)', () => {
  const gate = (html: string) =>
    /<dialog open id="cuvee-age-gate"[^>]*>[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? null;

  it("a first visit to a shop or product page gets the gate in French, with the shop's colour and its stylesheet", async () => {
    for (const url of ['/domaine-demo', '/domaine-demo/les-galets-rouge', '/shops/DEMO2026']) {
      const { html } = await page(url);
      const dialog = gate(html);
      expect(dialog, url).not.toBeNull();
      expect(dialog).toContain('<h2 id="age-gate-title">Avez-vous plus de 18 ans\u202f?</h2>');
      expect(dialog).toContain(
        `<button type="submit" class="age-gate-yes" name="age" value="confirmed">Oui, j'ai plus de 18 ans</button>`,
      );
      expect(dialog).toContain(
        '<form method="get" action="/auth"><button type="submit" class="age-gate-no" name="age" value="refused">Non</button></form>',
      );
      expect(dialog).toMatch(/style="--cv-primary:#[0-9a-f]{6}"/);
      // Opened as the page is parsed, before the app's scripts.
      expect(html).toMatch(/<\/dialog><script>\(function\(\)\{[^<]*showModal\(\)/);
      // Its stylesheet is in the page: no request before the first paint (a disabled link is not fetched).
      expect(html).toContain(
        '<style data-href="/assets/shops-1.css">.age-gate{color:#1f1a17}</style><link rel="stylesheet" href="/assets/shops-1.css" disabled>',
      );
    }
  });

  it('speaks the language the app will speak: ?lang, then the cookie, then the browser', async () => {
    const english = gate(
      (await page('/domaine-demo', { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' })).html,
    );
    expect(english).toContain('Are you over 18?');
    expect(english).toContain('Yes, I am over 18');
    expect(gate((await page('/domaine-demo', { cookie: 'lang=en' })).html)).toContain('Are you over 18?');
    const forced = gate((await page('/domaine-demo?lang=fr', { 'accept-language': 'en' })).html);
    expect(forced).toContain('Avez-vous plus de 18 ans');
  });

  it("every page carries the entry's stylesheet in itself, not as a request before its first paint", async () => {
    for (const url of ['/domaine-demo', '/auth/login', '/dashboard']) {
      const { html } = await page(url);
      expect(html, url).toContain(
        '<style data-href="/assets/index-1.css">.cv-chat-button{right:20px}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
      );
      expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
      expect(html.split('<style data-href="/assets/index-1.css">').length, url).toBe(2);
    }
  });

  it('is left out once the visitor has confirmed, and on pages without a gate', async () => {
    expect(gate((await page('/domaine-demo', { cookie: 'lang=fr; isOver18=true' })).html)).toBeNull();
    expect(gate((await page('/domaine-demo', { cookie: 'isOver18=false' })).html)).not.toBeNull();
    for (const url of ['/domaine-demo/nutritiveValues', '/gs1/01/03760000000011', '/dashboard', '/shops']) {
      expect(gate((await page(url)).html), url).toBeNull();
    }
  });
});
