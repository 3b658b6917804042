// The storefront's shop page as URLs: which tab and filters a query string selects, and the
// API requests the page makes for them. Shared by the web app (its requests) and the server
// (which answers them in the page's HTML for a first visit, apps/api/src/plugins/web.ts).

/** A tab of the shop as the storefront answer lists it. */
export type StoreTabInput = {
  id: string;
  name: string;
  content?: string | null;
  children: { id: string; name: string; content?: string | null }[];
};

/** Products per page of the shop (server-side pagination). */
export const PAGE_SIZE = 24;

// ——— Tabs: ?page=<lowercased name, spaces as dashes>, ?pageid=<id> only when names collide (spec §2).

/** 'Nos vins' → 'nos-vins'. */
export function tabSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export type TabRef = {
  id: string;
  name: string;
  slug: string;
  content: string | null;
  parentId: string | null;
  /** Another tab shares this slug: links carry ?pageid. */
  ambiguous: boolean;
};

/** Every tab and child tab, parents first in the shop's order. */
export function flattenTabs(tabs: readonly StoreTabInput[]): TabRef[] {
  const flat: Omit<TabRef, 'ambiguous'>[] = [];
  for (const tab of tabs) {
    flat.push({
      id: tab.id,
      name: tab.name,
      slug: tabSlug(tab.name),
      content: tab.content ?? null,
      parentId: null,
    });
    for (const child of tab.children) {
      flat.push({
        id: child.id,
        name: child.name,
        slug: tabSlug(child.name),
        content: child.content ?? null,
        parentId: tab.id,
      });
    }
  }
  const counts = new Map<string, number>();
  for (const t of flat) counts.set(t.slug, (counts.get(t.slug) ?? 0) + 1);
  return flat.map((t) => ({ ...t, ambiguous: (counts.get(t.slug) ?? 0) > 1 }));
}

/** The tab the query selects: ?pageid wins when it names a tab, else the first tab with that slug. */
export function selectTab(tabs: readonly TabRef[], params: URLSearchParams): TabRef | null {
  const page = params.get('page');
  const pageId = params.get('pageid');
  if (pageId) {
    const byId = tabs.find((t) => t.id === pageId && (!page || t.slug === tabSlug(page)));
    if (byId) return byId;
  }
  if (!page) return null;
  const slug = tabSlug(page);
  return tabs.find((t) => t.slug === slug) ?? null;
}

// ——— Filters of §9 in the query: ?gamme, ?type, ?color, ?vintage, and ?p for the page number.

export const FILTER_KEYS = ['gamme', 'type', 'color', 'vintage'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ShopFilters = Record<FilterKey, string | null> & { page: number };

export function readFilters(params: URLSearchParams): ShopFilters {
  const value = (key: string) => {
    const v = params.get(key)?.trim();
    return v ? v.slice(0, 80) : null;
  };
  const page = Number.parseInt(params.get('p') ?? '1', 10);
  return {
    gamme: value('gamme'),
    type: value('type'),
    color: value('color'),
    vintage: value('vintage'),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 4000) : 1,
  };
}

/** The `filter` JSON of the product list query (spec §7): never prestations on the shop page. */
export function apiFilter(filters: ShopFilters, tabId: string | null): Record<string, unknown> {
  const filter: Record<string, unknown> = { productType: { $ne: 'prestation' } };
  if (tabId) filter.tabId = tabId;
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) filter[key] = value;
  }
  return filter;
}

// ——— The API requests of storefront pages (spec §7 product list query).

function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/** GET the shop, its tabs, legal notice and filters. */
export function storefrontUrl(shop: string): string {
  return `/v1/shops/${encodeURIComponent(shop)}/storefront`;
}

/** GET one page of the shop's products. */
export function productListUrl(
  shop: string,
  filter: Record<string, unknown>,
  page: number,
  size = PAGE_SIZE,
): string {
  return withQuery('/v1/products', {
    shopIds: JSON.stringify([shop]),
    filter: JSON.stringify(filter),
    origin: 'shop',
    limit: size,
    offset: (page - 1) * size,
  });
}

/** GET a shop's public identity (id, public code or url name). */
export function publicShopUrl(shop: string): string {
  return `/v1/shops/${encodeURIComponent(shop)}`;
}

/** GET the e-label of a GTIN, for a vintage and a lot when the link names them. */
export function elabelUrl(gtin: string, vintage: string | null, lot: string | null): string {
  const query: Record<string, string> = {};
  if (vintage) query.vintage = vintage;
  if (lot) query.lot = lot;
  return Object.keys(query).length > 0 ? withQuery(`/v1/elabel/${gtin}`, query) : `/v1/elabel/${gtin}`;
}

/** The GS1 Digital Link parts of an e-label route: /gs1/01/{ean}[/22/{vintage}][/10/{lot}]. */
export function gs1Request(params: { ean?: string; vintage?: string; lotNumber?: string }) {
  const ean = (params.ean ?? '').trim();
  return {
    gtin: /^\d{8,14}$/.test(ean) ? ean : null,
    raw: ean,
    vintage: params.vintage?.trim() || null,
    lot: params.lotNumber?.trim() || null,
  };
}

/** GET one product of the shop (slug or id). */
export function storeProductUrl(shop: string, product: string): string {
  return `/v1/shops/${encodeURIComponent(shop)}/products/${encodeURIComponent(product)}`;
}

/** The product list a shop page shows first for its query string (tab, filters, page). */
export function shopPageListUrl(
  shop: string,
  tabs: readonly StoreTabInput[],
  params: URLSearchParams,
): string {
  const filters = readFilters(params);
  const tab = selectTab(flattenTabs(tabs), params);
  return productListUrl(shop, apiFilter(filters, tab?.id ?? null), filters.page);
}

/** How many events a shop page reads for its tabs (wine tourism, issue 27). */
export const SHOP_EVENTS_SHOWN = 50;

/** GET a shop's published events (its tabs show theirs). */
export function publicEventsUrl(shop: string): string {
  return withQuery(`/v1/shops/${encodeURIComponent(shop)}/events`, { limit: SHOP_EVENTS_SHOWN });
}

/** GET one published event with its rates. */
export function publicEventUrl(shop: string, event: string): string {
  return `/v1/shops/${encodeURIComponent(shop)}/events/${encodeURIComponent(event)}`;
}

/** GET the first page of an event's open slots to come (the server's default window). */
export function publicSlotsUrl(shop: string, event: string): string {
  return `${publicEventUrl(shop, event)}/slots`;
}
