// What other modules may use of the storefront: one product as anyone sees it (page meta).
export { getStoreProduct } from './storefront.store.ts';
