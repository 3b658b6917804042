import type { StorefrontResponse, StoreProductResponse } from '@cuvee/contracts';
import { ProductListQuery } from '@cuvee/contracts/storefront.query';
import { matchRouteWithParams } from '@cuvee/domain';
import {
  elabelUrl,
  gs1Request,
  publicEventsUrl,
  publicShopUrl,
  SHOP_EVENTS_SHOWN,
  shopPageListUrl,
  storefrontUrl,
  storeProductUrl,
} from '@cuvee/domain/catalogue/storefront-view';
import { legalDocumentUrl, legalPageRequest } from '@cuvee/domain/legal/legal-kinds';
import type { ShopAppRouteId } from '@cuvee/domain/permissions/storefront-build';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { publicRead } from '../db/tenant.ts';
import { HttpError } from '../lib/http-error.ts';
import { publicLegalDocument } from '../modules/legal/index.ts';
import {
  getElabel,
  getStoreProduct,
  listStoreProducts,
  publicShop,
  storefrontPage,
} from '../modules/storefront/index.ts';
import { publicEvents } from '../modules/tourism/index.ts';
import { type PageMeta, productMeta, shopMeta } from './page-meta.flow.ts';
import { eventPreload } from './page-preload.event.ts';

/**
 * What a shop-app page shows, read by its loader (decisions 0029, 0036): the anonymous answers
 * of the storefront's services (the shop, the product list of the tab and filters in the query
 * string, or the product), keyed by the exact URL the web app asks them at (packages/domain
 * catalogue/storefront-view) — the server renders the page from them and the browser hydrates
 * it from the same JSON (apps/web lib/preload.ts) — and the picture shown largest.
 */
export type PagePreload = {
  /** null under a URL: the service answered 404 (the page renders its not-found state). */
  answers: Record<string, unknown>;
  image: string | null;
  /**
   * No such shop, or no such product for a visitor: the page is answered 404 (a signed-in
   * buyer who may see a pro-only product gets it once the page has asked again with his session).
   */
  missing: 'shop' | 'product' | 'event' | null;
  /** Title, description, Open Graph and JSON-LD, from what the loader read (none when missing). */
  meta: PageMeta | null;
};

// The answers are the storefront routes' own, typed once in contracts (decision 0016).
type StorefrontAnswer = StorefrontResponse;
type ProductAnswer = z.infer<typeof StoreProductResponse>;

/**
 * What each storefront page's loader reads, by route id (decision 0018): a shop's page (the
 * shop, the page of products of its query, its first paint), another page of the shop (builders:
 * the shop; the legal page: the shop and its document), a product's page (the shop and the product), or nothing.
 * Exhaustive: a new storefront route must say.
 */
const LOADS: Record<
  ShopAppRouteId,
  'shopPage' | 'shop' | 'legal' | 'product' | 'event' | 'elabel' | 'shopElabel'
> = {
  'storefront.shop': 'shopPage',
  'storefront.shopById': 'shopPage',
  'storefront.legalNotice': 'legal',
  'storefront.legalNoticeById': 'legal',
  'storefront.builders.list': 'shop',
  'storefront.builders.show': 'shop',
  'storefront.product': 'product',
  'storefront.productById': 'product',
  'storefront.builders.product': 'product',
  'storefront.event': 'event',
  'storefront.eventById': 'event',
  'public.elabel.nutrition': 'shopElabel',
  'public.gs1.product': 'elabel',
  'public.gs1.lot': 'elabel',
  'public.gs1.vintage': 'elabel',
  'public.gs1.vintageLot': 'elabel',
};
const loads = (id: string) => (Object.hasOwn(LOADS, id) ? LOADS[id as ShopAppRouteId] : null);

/** A storefront service's answer to an anonymous visitor; null where the route answers 404. */
export async function orNull<T>(pending: Promise<T>): Promise<T | null> {
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
  if (kind === 'elabel') return gs1Elabel(db, params);
  if (kind === 'shopElabel') return shopElabel(db, params.name ?? '', new URLSearchParams(search));
  const shop = params.name ?? params.id;
  if (!shop) return null;
  const url = `${base}${pathname}`;

  const answers: Record<string, unknown> = {};
  const storefront: StorefrontAnswer | null = await orNull(storefrontPage(publicRead(db), null, shop));
  answers[storefrontUrl(shop)] = storefront;
  if (!storefront) return { answers, image: null, missing: 'shop', meta: null };
  if (kind === 'product' && params.product) {
    const found = await orNull(getStoreProduct(publicRead(db), null, shop, params.product));
    const productUrl = storeProductUrl(shop, params.product);
    answers[productUrl] = null;
    if (!found) return { answers, image: null, missing: 'product', meta: null };
    const product: ProductAnswer = { success: true, product: found.product };
    answers[productUrl] = product;
    const meta = productMeta(found.product, storefront.shop.name, base, url);
    return { answers, image: found.product.visuals[0] ?? null, missing: null, meta };
  }
  if (kind === 'event')
    return eventPreload(db, { shop, event: params.event ?? '', storefront, answers, base, url });
  const meta = shopMeta(storefront.shop, base, url);
  if (kind === 'legal') {
    // The legal page's document (issue 24): `?doc=` and `?version=`, as the page asks it.
    const { kind: doc, version } = legalPageRequest(new URLSearchParams(search));
    answers[legalDocumentUrl(shop, doc, version)] = await orNull(
      publicLegalDocument(publicRead(db), shop, doc, version ?? undefined),
    );
  }
  if (kind !== 'shopPage') return { answers, image: null, missing: null, meta };
  const listUrl = shopPageListUrl(shop, storefront.shop.tabs, new URLSearchParams(search));
  const list = await productList(db, listUrl);
  if (list) answers[listUrl] = list;
  // The events its tabs show (issue 27), as the shop page asks them.
  answers[publicEventsUrl(shop)] = await orNull(
    publicEvents(publicRead(db), shop, { limit: SHOP_EVENTS_SHOWN, offset: 0 }).then((page) => ({
      success: true as const,
      ...page,
    })),
  );
  return { answers, image: storefront.shop.editedShop.banner ?? null, missing: null, meta };
}

/** JSON safe inside a <script> element (no '</script>', no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An e-label's answer as the route gives it; its 404 kept with its message (the page says which:
 * an unknown barcode, an unknown vintage).
 */
async function elabelAnswer(db: DbOrTx, gtin: string, vintage: string | null, lot: string | null) {
  try {
    const elabel = await getElabel(publicRead(db), gtin, vintage ?? undefined, lot ?? undefined);
    return { success: true as const, elabel };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      return { success: false as const, message: err.message };
    throw err;
  }
}

/** '/gs1/01/:ean[/22/:vintage][/10/:lotNumber]': the label of the bottle's QR code. */
async function gs1Elabel(db: DbOrTx, params: Record<string, string | undefined>): Promise<PagePreload> {
  const request = gs1Request(params);
  if (!request.gtin) return { answers: {}, image: null, missing: 'product', meta: null };
  const answer = await elabelAnswer(db, request.gtin, request.vintage, request.lot);
  return {
    answers: { [elabelUrl(request.gtin, request.vintage, request.lot)]: answer },
    image: null,
    missing: answer.success ? null : 'product',
    meta: null,
  };
}

/**
 * '/:name/nutritiveValues?product=…[&vintage=…]': the shop's product, then its label by GTIN (the
 * QR code's), or the shop's identity to build it from the product (as the page does).
 */
async function shopElabel(db: DbOrTx, shop: string, query: URLSearchParams): Promise<PagePreload> {
  const slug = query.get('product');
  if (!slug) return { answers: {}, image: null, missing: 'product', meta: null };
  const found = await orNull(getStoreProduct(publicRead(db), null, shop, slug));
  const answers: Record<string, unknown> = {
    [storeProductUrl(shop, slug)]: found ? { success: true, product: found.product } : null,
  };
  if (!found) return { answers, image: null, missing: 'product', meta: null };
  const gtin = found.product.formats.find((format) => format.ean)?.ean;
  if (gtin) {
    const vintage = query.get('vintage');
    const answer = await elabelAnswer(db, gtin, vintage, null);
    answers[elabelUrl(gtin, vintage, null)] = answer;
    return { answers, image: null, missing: answer.success ? null : 'product', meta: null };
  }
  answers[publicShopUrl(shop)] = await orNull(publicShop(publicRead(db), shop));
  return { answers, image: null, missing: null, meta: null };
}
