import { gs1Path } from '@cuvee/domain/catalogue/gtin';
import { OTHER_PRODUCTS_FILTER } from '@cuvee/domain/catalogue/reference';
import type { ShopTab, StoreBox, StoreProduct } from './storefront.types.ts';

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
export function flattenTabs(tabs: readonly ShopTab[]): TabRef[] {
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

/** The query string selecting a tab (filters and page number reset). */
export function tabSearch(tab: TabRef | null): string {
  if (!tab) return '';
  const params = new URLSearchParams({ page: tab.slug });
  if (tab.ambiguous) params.set('pageid', tab.id);
  return `?${params.toString()}`;
}

/** The parent tab shown as selected (a child tab selects its parent too). */
export function selectedParentId(tab: TabRef | null): string | null {
  return tab ? (tab.parentId ?? tab.id) : null;
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

export function hasActiveFilters(filters: ShopFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== null);
}

/** A new query with one filter set (or removed with null); the page number goes back to 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('p');
  return next;
}

/** The query without any filter (the tab stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('p');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('p', String(page));
  else next.delete('p');
  return next;
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

// ——— Pagination.

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page numbers to offer: first, last and the neighbours of the current one, gaps as null. */
export function pageItems(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && n - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) items.push(null);
    items.push(n);
  }
  return items;
}

// ——— Products.

export function isOtherProducts(gamme: string | null): boolean {
  return gamme === OTHER_PRODUCTS_FILTER;
}

/** The box of a product, when it is one and the shape is sound. */
export function boxOf(product: Pick<StoreProduct, 'productType' | 'box'>): StoreBox | null {
  if (product.productType !== 'box' || !product.box || typeof product.box !== 'object') return null;
  const raw = product.box as Partial<StoreBox>;
  if (raw.mode !== 'fixed' && raw.mode !== 'builder') return null;
  const items = Array.isArray(raw.items)
    ? raw.items.filter((i): i is StoreBox['items'][number] => typeof i?.productId === 'string')
    : [];
  return { mode: raw.mode, slots: Math.max(1, Number(raw.slots) || 1), items };
}

export function isBuilder(product: Pick<StoreProduct, 'productType' | 'box'>): boolean {
  return boxOf(product)?.mode === 'builder';
}

/** The base of a shop's URLs as the visitor entered it: '/domaine-demo' or '/shops/<id>'. */
export function shopBase(params: { name?: string; id?: string }): string {
  if (params.name) return `/${encodeURIComponent(params.name)}`;
  return `/shops/${encodeURIComponent(params.id ?? '')}`;
}

/** Builders live under /shops/{id} only (spec §2); the url name works as the id. */
export function builderPath(shopKey: string, builder: string, product?: string): string {
  const base = `/shops/${encodeURIComponent(shopKey)}/builders/${encodeURIComponent(builder)}`;
  return product ? `${base}/${encodeURIComponent(product)}` : base;
}

/** Where a card leads: a builder box opens its builder, anything else its product page. */
export function productPath(base: string, shopKey: string, product: StoreProduct): string {
  if (isBuilder(product)) return builderPath(shopKey, product.slug);
  return `${base}/${encodeURIComponent(product.slug)}`;
}

/** Typed reads of the free-form attributes (spec §3). */
export function attributesOf(product: Pick<StoreProduct, 'attributes'>) {
  const a = product.attributes;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    appellation: text(a.appellation),
    quality: text(a.quality),
    grapeVarieties: list(a.grapeVarieties),
    labels: list(a.labels),
    country: text(a.country),
    brand: text(a.brand),
  };
}

/** Builder choices: the count of each product, never above the box's slots in total. */
export function changeChoice(
  choices: Readonly<Record<string, number>>,
  productId: string,
  delta: number,
  slots: number,
): Record<string, number> {
  const total = Object.values(choices).reduce((sum, n) => sum + n, 0);
  const current = choices[productId] ?? 0;
  const allowed = delta > 0 ? Math.min(delta, slots - total) : Math.max(delta, -current);
  if (allowed === 0) return { ...choices };
  const next = { ...choices, [productId]: current + allowed };
  if (next[productId] === 0) delete next[productId];
  return next;
}

export function choiceCount(choices: Readonly<Record<string, number>>): number {
  return Object.values(choices).reduce((sum, n) => sum + n, 0);
}

/**
 * The e-label of a product (spec §2): its GS1 Digital Link when a format carries a GTIN,
 * else the shop's nutritiveValues page. None for products without ingredients or nutrition.
 */
export function elabelHref(
  product: Pick<StoreProduct, 'slug' | 'ingredients' | 'nutrition' | 'allergens' | 'formats'>,
  formatEan: string | null | undefined,
  vintage: string | null | undefined,
  shopKey: string,
): string | null {
  if (!product.ingredients && !product.nutrition && product.allergens.length === 0) return null;
  const ean = formatEan ?? product.formats.find((f) => f.ean)?.ean;
  if (ean) return gs1Path(ean, vintage);
  const query = new URLSearchParams({ product: product.slug });
  if (vintage) query.set('vintage', vintage);
  return `/${encodeURIComponent(shopKey)}/nutritiveValues?${query.toString()}`;
}

/** A tab of the storefront header: its link, whether it is the one shown, its child tabs. */
export type HeaderTab = { id: string; label: string; to: string; current: boolean; children: HeaderTab[] };

/** The shop's tabs and child tabs as the header links them (the query of `search` marks the current one). */
export function headerTabs(tabs: readonly ShopTab[], base: string, search: string): HeaderTab[] {
  const flat = flattenTabs(tabs);
  const selected = selectTab(flat, new URLSearchParams(search));
  const parentId = selectedParentId(selected);
  const link = (tab: TabRef) => `${base}${tabSearch(tab)}`;
  return flat
    .filter((tab) => tab.parentId === null)
    .map((parent) => ({
      id: parent.id,
      label: parent.name,
      to: link(parent),
      current: parent.id === parentId,
      children: flat
        .filter((child) => child.parentId === parent.id)
        .map((child) => ({
          id: child.id,
          label: child.name,
          to: link(child),
          current: child.id === selected?.id,
          children: [],
        })),
    }));
}
