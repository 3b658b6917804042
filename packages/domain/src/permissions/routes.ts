import { RESERVED_SHOP_URLS } from '../reference.ts';
import { createPathMatcher, type PathParams } from './route-matcher.ts';
import { DASHBOARD } from './routes.dashboard.ts';
import { PUBLIC_AND_AUTH, type RouteArea, type RouteFields, STOREFRONT } from './routes.table.ts';

export type { RouteArea, RouteLayout } from './routes.table.ts';

/** Every route of spec §2. The order only breaks ties between equally specific patterns. */
export const ROUTES = [...PUBLIC_AND_AUTH, ...DASHBOARD, ...STOREFRONT];

type Row = (typeof ROUTES)[number];
/** The stable name of a route ('dashboard.orders.show'): code refers to pages by it (decision 0018). */
export type RouteId = Row['id'];
/** The ids of one area's routes, e.g. every 'dashboard.…' id. */
export type RouteIdOf<A extends RouteArea> = Extract<Row, { area: A }>['id'];
/** A route of the table. */
export type RouteEntry = RouteFields & { readonly id: RouteId };

const BY_ID: ReadonlyMap<RouteId, RouteEntry> = new Map(ROUTES.map((route) => [route.id, route]));

/** The route of an id; every id of the type is in the table. */
export function routeById(id: RouteId): RouteEntry {
  return BY_ID.get(id)!;
}

/** The route whose pattern is exactly `path` (a table lookup, not a match; for tests and tools). */
export function routeByPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

/**
 * First path segments a shop's `/{name}` may not take: every top-level word of the route
 * table plus the API's and the host's own (RESERVED_SHOP_URLS, also enforced on urlShop).
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  [
    ...ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((s) => s !== '' && !s.startsWith(':')),
    ...RESERVED_SHOP_URLS,
  ].map((s) => s.toLowerCase()),
);

/** The routes whose first segment is a shop's name: a reserved word there is not a shop. */
const SHOP_NAME_ROUTES: ReadonlySet<RouteId> = new Set(
  ROUTES.filter((route) => route.path.startsWith('/:name')).map((route) => route.id),
);

/** A matched route (with its id) and its decoded parameters, e.g. { id: 'abc' } for '/dashboard/orders/:id'. */
export type RouteMatch = { route: RouteEntry; params: PathParams };

const match = createPathMatcher<RouteEntry>(
  ROUTES,
  (route) => route.path,
  (route, params) =>
    !(SHOP_NAME_ROUTES.has(route.id) && RESERVED_PATH_SEGMENTS.has(params.name!.toLowerCase())),
);

/** The route a concrete pathname (query and fragment ignored) shows, with its parameters. */
export function matchRouteWithParams(pathname: string): RouteMatch | undefined {
  const found = match(pathname);
  return found ? { route: found.value, params: found.params } : undefined;
}

/** The route a concrete pathname shows; undefined is the 404 page. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return match(pathname)?.value;
}
