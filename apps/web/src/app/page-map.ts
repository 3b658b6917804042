import type { RouteArea, RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ShopAppRouteId } from '@cuvee/domain/permissions/storefront-build';
import type { ComponentType } from 'react';

/**
 * The page of every route of an area, by route id (decision 0018), but the shop app's (its own
 * map, src/shop-app/pages.ts, decision 0036): a route of the table
 * without its page, or a misspelt id, fails `tsc`. Pages not built yet say so explicitly
 * (`comingSoon('orders')`). Checked by page-map.type-test.ts.
 */
export type PageMap<A extends RouteArea> = Record<Exclude<RouteIdOf<A>, ShopAppRouteId>, ComponentType>;

/** What an area's lazy chunk offers the router. */
export type AreaModule<A extends RouteArea> = { pages: PageMap<A> };
