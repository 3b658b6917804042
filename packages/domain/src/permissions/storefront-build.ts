import { STOREFRONT } from './routes.table.ts';
import { ROUTES } from './routes.ts';

/**
 * The routes the storefront's own build serves (decision 0028): the pages a visitor lands on —
 * the shop, product, builder and legal pages, the e-label (`/{name}/nutritiveValues`, GS1
 * links) — and the sign-in and registration pages a shop's header leads to. The server answers
 * them with the storefront's page; every other route is the back office's, which a storefront
 * page reaches by a page load.
 */
const STOREFRONT_BUILD_IDS: ReadonlySet<string> = new Set([
  ...STOREFRONT.map((route) => route.id),
  ...ROUTES.filter((route) => route.area === 'auth').map((route) => route.id),
]);

export function servedByStorefront(routeId: string): boolean {
  return STOREFRONT_BUILD_IDS.has(routeId);
}
