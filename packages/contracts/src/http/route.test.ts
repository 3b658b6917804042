import { describe, expect, it } from 'vitest';
import { pathOf } from './route.ts';

describe('pathOf', () => {
  it('fills and encodes each parameter', () => {
    expect(
      pathOf({ path: '/v1/shops/:shop/products/:product' }, { shop: 'domaine demo', product: 'a/b' }),
    ).toBe('/v1/shops/domaine%20demo/products/a%2Fb');
  });
  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => pathOf({ path: '/v1/products/:id' }, {})).toThrow(/id/);
  });
});
