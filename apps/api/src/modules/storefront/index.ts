// What other modules and the server's pages may use of the storefront: a shop's page and its
// public identity, a page of its catalogue, one product and an e-label, as anyone sees them
// (flows/page-preload.flow.ts, page meta).
export { getElabel } from './elabel.service.ts';
export { publicShop, storefrontPage } from './storefront.page.ts';
export { getStoreProduct, listStoreProducts } from './storefront.store.ts';
