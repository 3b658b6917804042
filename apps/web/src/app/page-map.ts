import type { RouteArea, RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';

/**
 * The page of every route of an area, by route id (decision 0018): a route of the table
 * without its page, or a misspelt id, fails `tsc`. Pages not built yet say so explicitly
 * (`comingSoon('orders')`). Checked by page-map.type-test.ts.
 */
export type PageMap<A extends RouteArea> = Record<RouteIdOf<A>, ComponentType>;

/** What an area's lazy chunk offers the router. */
export type AreaModule<A extends RouteArea> = { pages: PageMap<A> };
