import { storefrontRoutes } from '@cuvee/contracts/storefront';
import { productListUrl, storefrontUrl, storeProductUrl } from '@cuvee/domain/catalogue/storefront-view';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../lib/api-call.ts';
import { productListQuery } from './storefront.queries.ts';

// The server preloads a first visit's answers keyed by these URLs (decision 0009): the typed
// client must ask exactly them, or the page would fetch what it already has.
describe('the storefront asks the URLs the server preloads', () => {
  it('the product list, in the same fields and order', () => {
    const filter = { tabId: 'rouges', color: 'red' };
    expect(urlOf(storefrontRoutes.products, { query: productListQuery('domaine-demo', filter, 2, 24) })).toBe(
      productListUrl('domaine-demo', filter, 2, 24),
    );
  });

  it('the shop page and a product, names encoded alike', () => {
    expect(urlOf(storefrontRoutes.page, { params: { id: 'domaine démo' } })).toBe(
      storefrontUrl('domaine démo'),
    );
    expect(
      urlOf(storefrontRoutes.product, { params: { shop: 'DEMO2026', product: 'les-galets/rouge' } }),
    ).toBe(storeProductUrl('DEMO2026', 'les-galets/rouge'));
  });
});
