import { describe, expect, it } from 'vitest';
import { backToList, listState } from './list-return.ts';

describe('the product screen returns to the list as it was left', () => {
  it('keeps the search, filters and page the list had', () => {
    expect(backToList(listState('?search=galets&status=online&page=2'))).toBe(
      '/dashboard/products?search=galets&status=online&page=2',
    );
  });

  it('goes to the plain list without a state, with an empty query or anything else', () => {
    expect(backToList(null)).toBe('/dashboard/products');
    expect(backToList(undefined)).toBe('/dashboard/products');
    expect(backToList(listState(''))).toBe('/dashboard/products');
    expect(backToList({ listSearch: 'https://ailleurs.example' })).toBe('/dashboard/products');
    expect(backToList({ listSearch: 42 })).toBe('/dashboard/products');
  });
});
