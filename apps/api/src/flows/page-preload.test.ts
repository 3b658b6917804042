import { gunzipSync } from 'node:zlib';
import {
  elabelUrl,
  publicEventsUrl,
  shopPageListUrl,
  storefrontUrl,
  storeProductUrl,
} from '@cuvee/domain/catalogue/storefront-view';
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
/** What the (stand-in) server rendering was given, as it wrote it into the page. */
const rendered = (html: string) => {
  const found = /<pre data-testid="rendered">(.*?)<\/pre>/s.exec(html);
  return JSON.parse(found![1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as {
    url: string;
    language: string;
    ageConfirmed: boolean;
    answers: string[];
  };
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
    // The shop's published events too, which its tabs show (issue 27).
    const eventsUrl = publicEventsUrl('domaine-demo');
    expect(Object.keys(answers).sort()).toEqual([listUrl, storefrontUrl('domaine-demo'), eventsUrl].sort());
    expect(answers[storefrontUrl('domaine-demo')]).toEqual(storefront);
    expect(answers[listUrl]).toEqual(await anonymous(listUrl));
    expect(answers[eventsUrl]).toEqual(await anonymous(eventsUrl));
    // The public typology only: no pro-only wine, no paused product, prices with VAT.
    const list = answers[listUrl] as ListAnswer;
    const names = list.products.map((p) => p.name);
    expect(names).toContain('Les Galets Rouge');
    expect(names).not.toContain('Cuvée Sommelier');
    expect(names).not.toContain('Cuvée Confidentielle');
    expect(list.showTtc).toBe(true);
  });

  it("renders the page on the server from the loader's answers, in the request's language and age-gate state", async () => {
    const { html } = await page('/domaine-demo?page=nos-vins', { 'accept-language': 'en-GB,en;q=0.9' });
    const given = rendered(html);
    expect(given.url).toBe('/domaine-demo?page=nos-vins');
    expect(given.language).toBe('en');
    expect(given.ageConfirmed).toBe(false);
    expect(given.answers).toEqual(Object.keys(preloaded(html)!).sort());
    expect(html).toContain('<html lang="en">');
    expect(
      rendered((await page('/domaine-demo', { cookie: 'lang=fr; isOver18=true' })).html).ageConfirmed,
    ).toBe(true);
    expect(rendered((await page('/domaine-demo', { cookie: 'isOver18=false' })).html).ageConfirmed).toBe(
      false,
    );
  });

  it('carries the banner as the picture to load first, and the stylesheet in the page (no request before the first paint)', async () => {
    const { html } = await page('/domaine-demo');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/demo/domaine-demo-banner.webp">',
    );
    expect(html).toContain(
      '<style data-href="/storefront/assets/shop-1.css">.cv-card{border:1px solid}</style><link rel="stylesheet" href="/storefront/assets/shop-1.css" disabled>',
    );
    expect(html).toContain('<title>Domaine Démo');
    expect(html.split('<title>').length).toBe(2);
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
  });

  it("the e-label's pages: the label of the bottle's GS1 link, or of the shop's product, as the routes answer it", async () => {
    const label = elabelUrl('3760123450010', '2022', null);
    const gs1 = await page('/gs1/01/3760123450010/22/2022');
    expect(gs1.status).toBe(200);
    expect(rendered(gs1.html).url).toBe('/gs1/01/3760123450010/22/2022');
    expect(preloaded(gs1.html)).toEqual({ [label]: await anonymous(label) });
    expect(
      (preloaded(gs1.html)![label] as { elabel: { product: { name: string } } }).elabel.product.name,
    ).toBe('Les Galets Rouge');
    // The shop's page of a product: the product, then the same label by its GTIN.
    const shop = await page('/domaine-demo/nutritiveValues?product=les-galets-rouge&vintage=2022');
    expect(shop.status).toBe(200);
    const answers = preloaded(shop.html)!;
    expect(Object.keys(answers).sort()).toEqual(
      [label, storeProductUrl('domaine-demo', 'les-galets-rouge')].sort(),
    );
    expect(answers[label]).toEqual(preloaded(gs1.html)![label]);
  });

  it('an unknown barcode or vintage answers 404 with the message the page shows', async () => {
    const unknown = await page('/gs1/01/0000000000000');
    expect(unknown.status).toBe(404);
    expect(Object.values(preloaded(unknown.html)!)).toEqual([
      { success: false, message: 'Aucun produit ne porte ce code-barres' },
    ]);
    const vintage = await page('/gs1/01/3760123450010/22/1999');
    expect(vintage.status).toBe(404);
    expect(Object.values(preloaded(vintage.html)!)).toEqual([
      { success: false, message: 'Le millésime 1999 de ce produit est inconnu' },
    ]);
    expect((await page('/domaine-demo/nutritiveValues')).status).toBe(404);
  });

  it("other pages are their app's page as built: the sign-in pages the visitor app's, the rest the back office's", async () => {
    for (const [url, entry] of [
      ['/dashboard/orders', '/assets/office-1.js'],
      ['/shops', '/assets/office-1.js'],
      ['/index.html', '/assets/office-1.js'],
      ['/auth/login?id=DEMO2026', '/storefront/assets/visitor-1.js'],
    ] as const) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html, url).toContain(`src="${entry}"`);
      expect(preloaded(html)).toBeNull();
    }
  });

  it('an unknown shop, or a product a visitor cannot see, answers 404 (the app shows its not-found page)', async () => {
    const unknownShop = await page('/nulle-part');
    expect(unknownShop.status).toBe(404);
    // The shop's answer is null: the page renders its not-found page (and no age gate).
    expect(preloaded(unknownShop.html)).toEqual({ [storefrontUrl('nulle-part')]: null });
    for (const url of ['/domaine-demo/cuvee-confidentielle', '/shops/DEMO2026/cuvee-qui-nexiste-pas']) {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      // The shop is there; the hidden product's answer is null (the page's not-found state).
      const shop = url.startsWith('/shops') ? 'DEMO2026' : 'domaine-demo';
      const answers = preloaded(html)!;
      expect(Object.keys(answers).sort()).toEqual(
        [storefrontUrl(shop), storeProductUrl(shop, url.split('/').at(-1)!)].sort(),
      );
      expect(answers[storeProductUrl(shop, url.split('/').at(-1)!)]).toBeNull();
    }
    expect((await page('/shops/DEMO2026/les-galets-rouge')).status).toBe(200);
  });

  it('escapes what producers typed in the page data', async () => {
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
    const storefront = preloaded(html)![storefrontUrl('domaine-demo')] as { shop: { description: string } };
    expect(storefront.shop.description).toBe(evil);
  });

  it('is sent gzipped to browsers that accept it', async () => {
    const { headers, raw } = await page('/domaine-demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw).toString('utf8')).toContain('data-testid="rendered"');
  });
});
