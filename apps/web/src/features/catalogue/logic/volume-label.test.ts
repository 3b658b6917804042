import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './product-list.filters.ts';
import { volumeLabel } from './volume-label.ts';

describe('volume labels', () => {
  it('reads as on a label', () => {
    expect(volumeLabel('Litre(s)', 0.75, 'fr')).toBe('75 cl');
    expect(volumeLabel('Litre(s)', 1.5, 'fr')).toBe('1,5 L');
    expect(volumeLabel('Litre(s)', 0.375, 'fr')).toBe('37,5 cl');
    expect(volumeLabel('Litre(s)', 3, 'en')).toBe('3 L');
    expect(volumeLabel('Gramme(s)', 180, 'fr')).toBe('180 g');
  });
});

describe('product list filters in the URL', () => {
  it('round-trips and ignores what is not a filter', () => {
    const filters = filtersFromParams(new URLSearchParams('search=galets&status=paused&type=box&page=3'));
    expect(filters).toEqual({ search: 'galets', status: 'paused', productType: 'box', page: 2 });
    expect(paramsFromFilters(filters)).toEqual({
      search: 'galets',
      status: 'paused',
      type: 'box',
      page: '3',
    });
    expect(filtersFromParams(new URLSearchParams('status=lost&type=x&page=-2'))).toEqual({
      search: undefined,
      status: undefined,
      productType: undefined,
      page: 0,
    });
  });

  it("keeps ?shop only for one of the agent's shops", () => {
    const params = new URLSearchParams('shop=shop-2&status=online');
    expect(filtersFromParams(params, ['shop-1', 'shop-2'])).toEqual({
      status: 'online',
      shopId: 'shop-2',
      page: 0,
    });
    expect(paramsFromFilters(filtersFromParams(params, ['shop-1', 'shop-2']))).toEqual({
      status: 'online',
      shop: 'shop-2',
    });
    expect(filtersFromParams(params, ['shop-1']).shopId).toBeUndefined();
    expect(filtersFromParams(params).shopId).toBeUndefined();
  });
});
