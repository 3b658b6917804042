import type { StorefrontResponse, StoreProductResponse } from '@cuvee/contracts';
import { ProductListQuery } from '@cuvee/contracts/storefront.query';
import { matchRouteWithParams, type RouteIdOf } from '@cuvee/domain';
import { shopPageListUrl, storefrontUrl, storeProductUrl } from '@cuvee/domain/catalogue/storefront-view';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { publicRead } from '../db/tenant.ts';
import { HttpError } from '../lib/http-error.ts';
import { getStoreProduct, listStoreProducts, storefrontPage } from '../modules/storefront/index.ts';
import { esc, type PageMeta, productMeta, shopMeta } from './page-meta.flow.ts';

/**
 * What a first visit to a storefront URL will ask for, answered in the page itself: the
 * anonymous answers of the storefront's first requests (the shop, the product list of the tab
 * and filters in the query string, or the product), keyed by the exact URL the web app builds
 * (packages/domain catalogue/storefront-view), and the picture shown largest (banner or first
 * visual). The app takes an answer only for a visitor without a session (lib/preload.ts).
 */
export type PagePreload = {
  answers: Record<string, unknown>;
  image: string | null;
  /** What the shop page shows first, in plain HTML, until the app has rendered. */
  firstPaint: string | null;
  /** The shop's colour (its age gate's buttons). */
  color: string | null;
  /**
   * No such shop, or no such product for a visitor: the page is answered 404 (the app shows
   * its not-found page; a signed-in buyer who may see the product still gets it from the app).
   */
  missing: 'shop' | 'product' | null;
  /** Title, description, Open Graph and JSON-LD, from what the loader read (none when missing). */
  meta: PageMeta | null;
};

// The answers are the storefront routes' own, typed once in contracts (decision 0016).
type StorefrontAnswer = StorefrontResponse;
type ProductAnswer = z.infer<typeof StoreProductResponse>;

/**
 * What each storefront page's loader reads, by route id (decision 0018): a shop's page (the
 * shop, the page of products of its query, its first paint), another page of the shop (legal
 * notice, builders: the shop), a product's page (the shop and the product), or nothing.
 * Exhaustive: a new storefront route must say.
 */
const LOADS: Record<RouteIdOf<'storefront'>, 'shopPage' | 'shop' | 'product' | null> = {
  'storefront.shop': 'shopPage',
  'storefront.shopById': 'shopPage',
  'storefront.legalNotice': 'shop',
  'storefront.legalNoticeById': 'shop',
  'storefront.builders.list': 'shop',
  'storefront.builders.show': 'shop',
  'storefront.product': 'product',
  'storefront.productById': 'product',
  'storefront.builders.product': 'product',
  'storefront.cart': null,
  'storefront.payment3ds': null,
};
const loads = (id: string) => (Object.hasOwn(LOADS, id) ? LOADS[id as RouteIdOf<'storefront'>] : null);

/** A storefront service's answer to an anonymous visitor; null where the route answers 404. */
async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * The answer of a product list URL the web app builds (storefront-view), computed by the
 * service the route calls, from the query parsed by the route's own schema.
 */
async function productList(db: DbOrTx, url: string) {
  const query = ProductListQuery.safeParse(Object.fromEntries(new URL(url, 'http://app').searchParams));
  if (!query.success) return null;
  return { success: true as const, ...(await listStoreProducts(publicRead(db), null, query.data)) };
}

/**
 * The loaders of a shop's and a product's page: the storefront services called directly, as
 * an anonymous visitor (no request back into the app), their answers keyed by the URL the web
 * app asks them at (decision 0018 for the route ids).
 */
export async function pagePreload(
  db: DbOrTx,
  pathname: string,
  search: string,
  base: string,
): Promise<PagePreload | null> {
  const match = matchRouteWithParams(pathname);
  const kind = match && loads(match.route.id);
  if (!kind) return null;
  const { params } = match;
  const shop = params.name ?? params.id;
  if (!shop) return null;
  const url = `${base}${pathname}`;

  const answers: Record<string, unknown> = {};
  const storefront: StorefrontAnswer | null = await orNull(storefrontPage(publicRead(db), null, shop));
  if (!storefront)
    return { answers, image: null, firstPaint: null, color: null, missing: 'shop', meta: null };
  answers[storefrontUrl(shop)] = storefront;
  const color = storefront.shop.editedShop.color ?? null;
  if (kind === 'product' && params.product) {
    const found = await orNull(getStoreProduct(publicRead(db), null, shop, params.product));
    if (!found) return { answers, image: null, firstPaint: null, color, missing: 'product', meta: null };
    const product: ProductAnswer = { success: true, product: found.product };
    answers[storeProductUrl(shop, params.product)] = product;
    const meta = productMeta(found.product, storefront.shop.name, base, url);
    return { answers, image: found.product.visuals[0] ?? null, firstPaint: null, color, missing: null, meta };
  }
  const meta = shopMeta(storefront.shop, base, url);
  if (kind !== 'shopPage') return { answers, image: null, firstPaint: null, color, missing: null, meta };
  const listUrl = shopPageListUrl(shop, storefront.shop.tabs, new URLSearchParams(search));
  const list = await productList(db, listUrl);
  if (list) answers[listUrl] = list;
  const firstPaint = shopFirstPaint(storefront.shop);
  return {
    answers,
    image: storefront.shop.editedShop.banner ?? null,
    firstPaint,
    color,
    missing: null,
    meta,
  };
}

/** JSON safe inside a <script> element (no '</script>', no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/*
 * The shop page's first paint, before any script has run: the header bar, the banner, the
 * logo, the name and the description, laid out as the app lays out its hero
 * (apps/web/src/features/storefront/components/shop-hero.tsx), so that a visitor on a slow
 * phone sees the shop at once. The app replaces it when it mounts.
 */
const FIRST_PAINT_CSS = [
  '.cv-fp{font-family:"Inter","Segoe UI",Roboto,"Liberation Sans","Helvetica Neue",Arial,sans-serif;color:#1f1a17}',
  '.cv-fp-bar{height:64px;background:#fff;border-bottom:1px solid #e7e0d8;box-sizing:border-box}',
  '.cv-fp-in{max-width:1200px;height:64px;margin:0 auto;padding:0 8px;display:flex;align-items:center;gap:12px;box-sizing:border-box}',
  '.cv-fp-tabs .cv-fp-in{padding-left:56px}',
  '.cv-fp-in img{width:44px;height:44px;border-radius:50%;object-fit:contain}',
  '.cv-fp-in strong{font-family:Georgia,"Liberation Serif","Times New Roman",serif;font-size:1.2rem;font-weight:700}',
  '.cv-fp-hero{background:#fff;border-bottom:1px solid #ece5dc}',
  '.cv-fp-banner{height:150px;background:#efe4d4;overflow:hidden}',
  '.cv-fp-banner.cv-fp-none{height:64px;background:linear-gradient(120deg,#efe4d4,#e2cfb6)}',
  '.cv-fp-banner img{width:100%;height:100%;object-fit:cover;display:block}',
  '.cv-fp-id{max-width:1200px;margin:0 auto;padding:0 16px 24px;display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;box-sizing:border-box}',
  '.cv-fp-logo{width:88px;height:88px;margin-top:-44px;object-fit:contain;background:#fff;border-radius:30px;border:4px solid #fff;box-shadow:0 8px 24px rgba(60,30,20,.14)}',
  '.cv-fp h1{font-family:Georgia,"Liberation Serif","Times New Roman",serif;font-weight:600;font-size:2rem;line-height:1.1;margin:0;letter-spacing:-.01em}',
  '.cv-fp-id>div{padding-top:24px}.cv-fp-logo+div{padding-top:0}',
  '.cv-fp p{margin:8px 0 0;color:#5b524b;max-width:720px;font-size:.98rem;line-height:1.55}',
  '@media (min-width:601px){.cv-fp-in,.cv-fp-tabs .cv-fp-in{padding:0 32px}.cv-fp-banner{height:240px}.cv-fp-banner.cv-fp-none{height:96px}.cv-fp-id{padding:0 32px 32px;flex-direction:row;align-items:flex-end;text-align:left;gap:24px}.cv-fp-logo{width:120px;height:120px;margin-top:-60px}.cv-fp-logo+div{padding-top:24px}.cv-fp h1{font-size:2.6rem}.cv-fp p{font-size:1.05rem}}',
  '@media (min-width:960px){.cv-fp-banner{height:300px}.cv-fp-tabs{height:113px}.cv-fp-tabs .cv-fp-in{border-bottom:1px solid #e7e0d8;max-width:none;padding:0 max(32px,calc(50% - 568px))}}',
].join('');

export function shopFirstPaint(shop: StorefrontAnswer['shop']): string {
  const { banner, logo } = shop.editedShop;
  return [
    `<style>${FIRST_PAINT_CSS}</style>`,
    '<div class="cv-fp">',
    `<div class="cv-fp-bar${shop.tabs.length > 0 ? ' cv-fp-tabs' : ''}"><div class="cv-fp-in">`,
    logo ? `<img src="${esc(logo)}" alt="" width="44" height="44">` : '',
    `<strong>${esc(shop.name)}</strong></div></div>`,
    '<section class="cv-fp-hero">',
    banner
      ? `<div class="cv-fp-banner"><img src="${esc(banner)}" alt="" width="1600" height="400" fetchpriority="high"></div>`
      : '<div class="cv-fp-banner cv-fp-none"></div>',
    '<div class="cv-fp-id">',
    logo ? `<img class="cv-fp-logo" src="${esc(logo)}" alt="" width="120" height="120">` : '',
    `<div><h1>${esc(shop.name)}</h1>`,
    shop.description ? `<p>${esc(shop.description)}</p>` : '',
    '</div></div></section></div>',
  ].join('');
}
