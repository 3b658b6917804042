import { displayVintage, formatEuros, matchRouteWithParams, type RouteIdOf } from '@cuvee/domain';
import type { DbOrTx } from '../db/client.ts';
import { publicRead } from '../db/tenant.ts';
import { HttpError } from '../lib/http-error.ts';
import { findShopPublic, type ShopRow } from '../modules/shops/index.ts';
import { getStoreProduct } from '../modules/storefront/index.ts';

export type PageMeta = {
  title: string;
  description: string;
  image?: string | null;
  url: string;
  type: 'website' | 'product';
  jsonLd?: object;
};

/** Text safe in HTML content and in double-quoted attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const absolute = (base: string, url: string | null | undefined) =>
  url ? (url.startsWith('http') ? url : `${base}${url}`) : null;

function shopMeta(shop: ShopRow, base: string, url: string): PageMeta {
  const description = shop.identity.description ?? `Les vins de ${shop.name}, en direct du producteur.`;
  return {
    title: `${shop.name} — boutique en ligne`,
    description: clip(description),
    image: absolute(base, shop.editedShop.banner ?? shop.editedShop.logo),
    url,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: shop.name,
      description,
      url,
      ...(shop.editedShop.logo ? { logo: absolute(base, shop.editedShop.logo) } : {}),
      ...(shop.identity.address?.city
        ? {
            address: {
              '@type': 'PostalAddress',
              addressLocality: shop.identity.address.city,
              addressCountry: shop.identity.address.country ?? 'FR',
            },
          }
        : {}),
    },
  };
}

/**
 * What each storefront page describes to search engines, by route id (decision 0018): its
 * shop, the product it shows, or nothing. Exhaustive: a new storefront route must say.
 */
const DESCRIBES: Record<RouteIdOf<'storefront'>, 'shop' | 'product' | null> = {
  'storefront.shop': 'shop',
  'storefront.shopById': 'shop',
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

const isStorefrontId = (id: string): id is RouteIdOf<'storefront'> => Object.hasOwn(DESCRIBES, id);

/**
 * What search engines and link previews should read for a storefront URL: a shop or one of
 * its products, seen as an anonymous visitor (public typology, no hidden price leaks).
 */
export async function pageMeta(db: DbOrTx, pathname: string, base: string): Promise<PageMeta | null> {
  const match = matchRouteWithParams(pathname);
  if (!match || !isStorefrontId(match.route.id)) return null;
  const describes = DESCRIBES[match.route.id];
  const { params } = match;
  const shopKey = params.name ?? params.id;
  if (!describes || !shopKey) return null;
  const url = `${base}${pathname}`;
  const productKey = params.product;
  if (describes === 'shop' || !productKey) {
    const shop = await findShopPublic(db, shopKey);
    return shop ? shopMeta(shop, base, url) : null;
  }
  try {
    const { product, shop } = await getStoreProduct(publicRead(db), null, shopKey, productKey);
    const vintage = displayVintage(product.vintages[0]?.name);
    const name = [product.name, product.precision, vintage].filter(Boolean).join(' ');
    const format = product.formats[0];
    const price = format?.price;
    const description =
      product.description ?? `${name}, par ${shop.name}.${price ? ` ${formatEuros(price.shown)}.` : ''}`;
    return {
      title: `${name} — ${shop.name}`,
      description: clip(description),
      image: absolute(base, product.visuals[0]),
      url,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        ...(product.visuals[0] ? { image: absolute(base, product.visuals[0]) } : {}),
        brand: { '@type': 'Brand', name: shop.name },
        ...(format?.ean ? { gtin: format.ean } : {}),
        ...(price
          ? {
              offers: {
                '@type': 'Offer',
                price: (price.ttc / 100).toFixed(2),
                priceCurrency: 'EUR',
                availability:
                  product.status === 'online'
                    ? 'https://schema.org/InStock'
                    : 'https://schema.org/OutOfStock',
                url,
              },
            }
          : {}),
      },
    };
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/** The tags to put in <head>, every value escaped. */
export function renderMeta(meta: PageMeta): string {
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    `<link rel="canonical" href="${esc(meta.url)}">`,
    `<meta property="og:type" content="${meta.type === 'product' ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(meta.url)}">`,
    `<meta property="og:locale" content="fr_FR">`,
    ...(meta.image ? [`<meta property="og:image" content="${esc(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    // '<' is escaped so that no text of the producer can close the script element.
    ...(meta.jsonLd
      ? [
          `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}
