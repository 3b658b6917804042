// What other modules and the server's pages may use of the storefront: a shop's page, a page
// of its catalogue and one product, as anyone sees them (flows/page-preload.flow.ts, page meta).
export { storefrontPage } from './storefront.page.ts';
export { getStoreProduct, listStoreProducts } from './storefront.store.ts';
