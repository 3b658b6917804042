import { STOREFRONT } from './routes.table.ts';
import { ROUTES } from './routes.ts';

/**
 * The pages of the shop app (issue 12): the pages a visitor lands on — the shop, product,
 * builder and legal pages, the e-label (`/{name}/nutritiveValues`, GS1 links). The server
 * renders them from the shop app's components and the browser hydrates them; every other
 * route is a single-page app's, reached from them by a page load.
 */
export type ShopAppRouteId = (typeof STOREFRONT)[number]['id'];

const SHOP_APP_IDS: ReadonlySet<string> = new Set(STOREFRONT.map((route) => route.id));

export function servedByShopApp(routeId: string): routeId is ShopAppRouteId {
  return SHOP_APP_IDS.has(routeId);
}

/**
 * The routes the storefront's own build serves (decisions 0028, 0036): the shop app's pages
 * and the sign-in and registration pages a shop's header leads to (the visitor app of the
 * same build). Every other route is the back office's.
 */
const STOREFRONT_BUILD_IDS: ReadonlySet<string> = new Set([
  ...SHOP_APP_IDS,
  ...ROUTES.filter((route) => route.area === 'auth').map((route) => route.id),
]);

export function servedByStorefront(routeId: string): boolean {
  return STOREFRONT_BUILD_IDS.has(routeId);
}
