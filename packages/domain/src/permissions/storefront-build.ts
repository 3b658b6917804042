import { explodePattern } from './route-matcher.ts';
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The navigations the back office's service worker may answer with its offline shell (issue
 * 24, problem 1): every route of the table but the shop app's, one pattern per shape. A shop,
 * product, legal-notice or e-label page is never answered by the back office's shell, online
 * or offline: it goes to the server, which renders it (an installed shell answering it made a
 * page that reloaded itself for ever). Sign-in and registration pages stay in: the back office
 * renders them too, so they open offline.
 */
export function backOfficeNavigations(): RegExp[] {
  const patterns = ROUTES.filter((route) => !servedByShopApp(route.id)).flatMap((route) =>
    explodePattern(route.path).map(
      (segments) =>
        `^/${segments.map((s) => (s.kind === 'static' ? escapeRegExp(s.value) : '[^/]+')).join('/')}/?$`,
    ),
  );
  return [...new Set(patterns)].map((source) => new RegExp(source.replace('^//?$', '^/$'), 'i'));
}
