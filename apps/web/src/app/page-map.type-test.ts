/**
 * Type test, checked by `npx tsc -b` (not run): a page map that misses a route id or names
 * one that does not exist fails to compile (decision 0018). If an assignment below ever
 * compiled, tsc would report its '@ts-expect-error' as unused and the build would fail.
 */
import type { ComponentType } from 'react';
import { pages as dashboardPages } from './areas/dashboard.area.tsx';
import { pages as storefrontPages } from './areas/storefront.area.tsx';
import type { PageMap } from './page-map.ts';

declare const Page: ComponentType;

const { 'dashboard.orders.quotes': _quotes, ...dashboardWithoutQuotes } = dashboardPages;
// @ts-expect-error Property ''dashboard.orders.quotes'' is missing.
export const dashboardMissingPage: PageMap<'dashboard'> = dashboardWithoutQuotes;

const { 'storefront.cart': _cart, ...storefrontWithoutCart } = storefrontPages;
// @ts-expect-error Property ''storefront.cart'' is missing.
export const storefrontMissingPage: PageMap<'storefront'> = storefrontWithoutCart;

// The shop app's pages are its own map's (src/shop-app/pages.ts), not an area's.
export const shopAppPage: PageMap<'storefront'> = {
  ...storefrontPages,
  // @ts-expect-error 'storefront.shop' is the shop app's.
  'storefront.shop': Page,
};

export const misspeltId: PageMap<'storefront'> = {
  ...storefrontPages,
  // @ts-expect-error 'storefront.shops' is not a route id of the storefront.
  'storefront.shops': Page,
};

// The complete maps type-check (without this, the lines above could fail for another reason).
export const complete: [PageMap<'dashboard'>, PageMap<'storefront'>] = [dashboardPages, storefrontPages];
