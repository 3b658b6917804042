import type { StorefrontResponse, StoreProduct } from '@cuvee/contracts';
import type { PublicEvent } from '@cuvee/contracts/tourism.public';
import { displayVintage, formatEuros, richTextPlain } from '@cuvee/domain';
import { eventFromPrice } from '@cuvee/domain/tourism/from-price';

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

/**
 * What search engines and link previews read of a shop's page (its legal notice and builders
 * too), from the shop its page's loader read (flows/page-preload.flow.ts).
 */
export function shopMeta(shop: StorefrontResponse['shop'], base: string, url: string): PageMeta {
  const description = shop.description ?? `Les vins de ${shop.name}, en direct du producteur.`;
  const address = shop.legal.address;
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
      ...(address?.city
        ? {
            address: {
              '@type': 'PostalAddress',
              addressLocality: address.city,
              addressCountry: address.country ?? 'FR',
            },
          }
        : {}),
    },
  };
}

/** What search engines read of a product's page, as an anonymous visitor sees the product. */
export function productMeta(product: StoreProduct, shopName: string, base: string, url: string): PageMeta {
  const vintage = displayVintage(product.vintages[0]?.name);
  const name = [product.name, product.precision, vintage].filter(Boolean).join(' ');
  const format = product.formats[0];
  const price = format?.price;
  const description =
    product.description ?? `${name}, par ${shopName}.${price ? ` ${formatEuros(price.shown)}.` : ''}`;
  return {
    title: `${name} — ${shopName}`,
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
      brand: { '@type': 'Brand', name: shopName },
      ...(format?.ean ? { gtin: format.ean } : {}),
      ...(price
        ? {
            offers: {
              '@type': 'Offer',
              price: (price.ttc / 100).toFixed(2),
              priceCurrency: 'EUR',
              availability:
                product.status === 'online' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url,
            },
          }
        : {}),
    },
  };
}

/**
 * What search engines and link previews read of an event's page (issue 27): schema.org's Event
 * with its place and its lowest ticket price as an offer.
 */
export function eventMeta(event: PublicEvent, shopName: string, base: string, url: string): PageMeta {
  const text = richTextPlain(event.description).replace(/\s+/g, ' ');
  const description = text || `${event.title}, par ${shopName}.`;
  const lowest = eventFromPrice(event.rates);
  const image = absolute(base, event.visuals[0]);
  return {
    title: `${event.title} — ${shopName}`,
    description: clip(description),
    image,
    url,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      ...(image ? { image } : {}),
      ...(event.nextSlotAt ? { startDate: event.nextSlotAt } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.location.atEstate ? shopName : (event.location.address ?? shopName),
      },
      organizer: { '@type': 'Organization', name: shopName },
      ...(lowest !== null
        ? { offers: { '@type': 'Offer', price: (lowest / 100).toFixed(2), priceCurrency: 'EUR', url } }
        : {}),
    },
  };
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
