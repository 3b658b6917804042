import type { StoreTab as ShopTab, StoreBox, StoreProduct } from '@cuvee/contracts';
import { gs1Path } from '@cuvee/domain/catalogue/gtin';
import { OTHER_PRODUCTS_FILTER } from '@cuvee/domain/catalogue/reference';
import {
  FILTER_KEYS,
  type FilterKey,
  flattenTabs,
  PAGE_SIZE,
  type ShopFilters,
  selectTab,
  type TabRef,
} from '@cuvee/domain/catalogue/storefront-view';

export type { FilterKey, ShopFilters, TabRef } from '@cuvee/domain/catalogue/storefront-view';
export {
  apiFilter,
  FILTER_KEYS,
  flattenTabs,
  PAGE_SIZE,
  readFilters,
  selectTab,
  tabSlug,
} from '@cuvee/domain/catalogue/storefront-view';

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
