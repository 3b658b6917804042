import type { StoreTab as ShopTab, StoreProduct } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFilter,
  boxOf,
  builderPath,
  changeChoice,
  choiceCount,
  elabelHref,
  flattenTabs,
  hasActiveFilters,
  headerTabs,
  pageCount,
  pageItems,
  productPath,
  readFilters,
  selectTab,
  shopBase,
  tabSearch,
  tabSlug,
  withFilter,
  withoutFilters,
  withPage,
} from './storefront.logic.ts';

const TABS: ShopTab[] = [
  {
    id: 'vins',
    name: 'Nos vins',
    content: 'Nos cuvées.',
    children: [
      { id: 'rouges', name: 'Rouges' },
      { id: 'blancs', name: 'Blancs' },
    ],
  },
  { id: 'coffrets', name: 'Coffrets', children: [] },
  // Two tabs named alike: only they carry ?pageid.
  { id: 'evenements', name: 'Visites', children: [] },
  { id: 'visites', name: 'visites', children: [] },
];

const q = (s: string) => new URLSearchParams(s);

describe('tabs (spec §2: ?page = lowercased name with dashes, ?pageid only on a clash)', () => {
  it('slugs a name', () => {
    expect(tabSlug('Nos vins')).toBe('nos-vins');
    expect(tabSlug('  Vins  de   garde ')).toBe('vins-de-garde');
    expect(tabSlug('Rosés')).toBe('rosés');
  });

  it('flattens tabs with their parent and marks clashing names', () => {
    const flat = flattenTabs(TABS);
    expect(flat.map((t) => [t.id, t.slug, t.parentId, t.ambiguous])).toEqual([
      ['vins', 'nos-vins', null, false],
      ['rouges', 'rouges', 'vins', false],
      ['blancs', 'blancs', 'vins', false],
      ['coffrets', 'coffrets', null, false],
      ['evenements', 'visites', null, true],
      ['visites', 'visites', null, true],
    ]);
  });

  it('selects by ?page, and by ?pageid when names clash', () => {
    const flat = flattenTabs(TABS);
    expect(selectTab(flat, q('page=nos-vins'))?.id).toBe('vins');
    expect(selectTab(flat, q('page=Nos vins'))?.id).toBe('vins');
    expect(selectTab(flat, q('page=rouges'))?.id).toBe('rouges');
    expect(selectTab(flat, q('page=visites'))?.id).toBe('evenements');
    expect(selectTab(flat, q('page=visites&pageid=visites'))?.id).toBe('visites');
    expect(selectTab(flat, q('page=inconnue'))).toBeNull();
    expect(selectTab(flat, q(''))).toBeNull();
  });

  it('writes the query of a tab', () => {
    const flat = flattenTabs(TABS);
    expect(tabSearch(flat[0]!)).toBe('?page=nos-vins');
    expect(tabSearch(flat[5]!)).toBe('?page=visites&pageid=visites');
    expect(tabSearch(null)).toBe('');
  });

  it('links the header tabs and marks the shown one (a child marks its parent too)', () => {
    const tabs = headerTabs(TABS, '/domaine-demo', '?page=rouges&color=red');
    expect(tabs.map((t) => [t.label, t.to, t.current])).toEqual([
      ['Nos vins', '/domaine-demo?page=nos-vins', true],
      ['Coffrets', '/domaine-demo?page=coffrets', false],
      ['Visites', '/domaine-demo?page=visites&pageid=evenements', false],
      ['visites', '/domaine-demo?page=visites&pageid=visites', false],
    ]);
    expect(tabs[0]!.children.map((c) => [c.to, c.current])).toEqual([
      ['/domaine-demo?page=rouges', true],
      ['/domaine-demo?page=blancs', false],
    ]);
    expect(headerTabs(TABS, '/x', '').some((t) => t.current)).toBe(false);
  });
});

describe('filters of §9 in the query', () => {
  it('reads the filters and the page number', () => {
    expect(readFilters(q('page=nos-vins&color=red&gamme=Autres+produits&p=3'))).toEqual({
      gamme: 'Autres produits',
      type: null,
      color: 'red',
      vintage: null,
      page: 3,
    });
    expect(readFilters(q('p=-2')).page).toBe(1);
    expect(readFilters(q('p=abc')).page).toBe(1);
    expect(hasActiveFilters(readFilters(q('page=nos-vins&p=2')))).toBe(false);
    expect(hasActiveFilters(readFilters(q('vintage=2022')))).toBe(true);
  });

  it('sets or removes one filter, keeps the tab, and goes back to page 1', () => {
    const next = withFilter(q('page=nos-vins&p=4&type=wine'), 'color', 'red');
    expect(next.toString()).toBe('page=nos-vins&type=wine&color=red');
    expect(withFilter(next, 'type', null).toString()).toBe('page=nos-vins&color=red');
    expect(withoutFilters(q('page=nos-vins&color=red&gamme=Tradition&p=2')).toString()).toBe('page=nos-vins');
    expect(withPage(q('color=red'), 2).toString()).toBe('color=red&p=2');
    expect(withPage(q('color=red&p=2'), 1).toString()).toBe('color=red');
  });

  it('builds the filter of the product list query, never prestations', () => {
    expect(apiFilter(readFilters(q('color=red&gamme=Tradition')), 'rouges')).toEqual({
      productType: { $ne: 'prestation' },
      tabId: 'rouges',
      gamme: 'Tradition',
      color: 'red',
    });
    expect(apiFilter(readFilters(q('')), null)).toEqual({ productType: { $ne: 'prestation' } });
  });
});

describe('pagination', () => {
  it('counts pages of 24', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
  it('offers the first, the last and the neighbours, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, null, 9]);
    expect(pageItems(9, 9)).toEqual([1, null, 8, 9]);
  });
});

const product = (over: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'p1',
  shopId: 's1',
  slug: 'les-galets-rouge',
  productType: 'bottle',
  name: 'Les Galets Rouge',
  precision: null,
  type: 'wine',
  color: 'red',
  gamme: 'Tradition',
  status: 'online',
  vatType: 'standard',
  description: null,
  tabIds: [],
  attributes: {},
  vintages: [],
  ingredients: 'Raisins, sulfites',
  allergens: ['sulphites'],
  nutrition: null,
  visuals: [],
  formats: [],
  box: null,
  priceHidden: false,
  ...over,
});

describe('products and boxes', () => {
  it('reads a builder box and leads its card to the builder', () => {
    const box = product({
      productType: 'box',
      slug: 'coffret-a-composer',
      box: { mode: 'builder', slots: 6, items: [{ productId: 'a', quantity: 1 }, { bad: true }] },
    });
    expect(boxOf(box)).toEqual({ mode: 'builder', slots: 6, items: [{ productId: 'a', quantity: 1 }] });
    expect(productPath('/domaine-demo', 'domaine-demo', box)).toBe(
      '/shops/domaine-demo/builders/coffret-a-composer',
    );
    expect(productPath('/domaine-demo', 'domaine-demo', product())).toBe('/domaine-demo/les-galets-rouge');
    expect(boxOf(product({ box: { mode: 'builder' } }))).toBeNull();
    expect(builderPath('abc', 'coffret', 'vin')).toBe('/shops/abc/builders/coffret/vin');
  });

  it('keeps the route form the visitor used', () => {
    expect(shopBase({ name: 'domaine-demo' })).toBe('/domaine-demo');
    expect(shopBase({ id: 'DEMO2026' })).toBe('/shops/DEMO2026');
  });

  it('never picks more than the box holds', () => {
    let choices: Record<string, number> = {};
    choices = changeChoice(choices, 'a', 1, 3);
    choices = changeChoice(choices, 'a', 1, 3);
    choices = changeChoice(choices, 'b', 5, 3);
    expect(choices).toEqual({ a: 2, b: 1 });
    expect(changeChoice(choices, 'c', 1, 3)).toEqual({ a: 2, b: 1 });
    choices = changeChoice(choices, 'b', -3, 3);
    expect(choices).toEqual({ a: 2 });
    expect(choiceCount(choices)).toBe(2);
  });

  it('links the e-label: the GS1 Digital Link of a GTIN, else nutritiveValues', () => {
    const withEan = product({
      formats: [{ ean: '3760123450010' } as StoreProduct['formats'][number]],
    });
    expect(elabelHref(withEan, null, '2022', 'domaine-demo')).toBe('/gs1/01/03760123450010/22/2022');
    expect(elabelHref(withEan, '3760123450027', null, 'domaine-demo')).toBe('/gs1/01/03760123450027');
    expect(elabelHref(product(), null, '2022', 'domaine-demo')).toBe(
      '/domaine-demo/nutritiveValues?product=les-galets-rouge&vintage=2022',
    );
    expect(elabelHref(product({ ingredients: null, allergens: [] }), null, null, 'x')).toBeNull();
  });
});
