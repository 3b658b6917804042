import type { ShopAppRouteId } from '@cuvee/domain/permissions/storefront-build';
import type { ComponentType } from 'react';
import { ShopPage } from '../features/storefront/pages/shop.page.tsx';

/**
 * The page of every shop-app route (issue 12), exhaustive over the route ids (a new storefront
 * route without its page fails `tsc`). The shop page is the landing page and comes with the
 * app; the others load on demand. The server, and the browser before it hydrates a page, wait
 * for the page's module: a page is rendered whole, never a loading state the server wrote.
 */
type PageLoad = () => Promise<ComponentType>;

const shop: PageLoad = () => Promise.resolve(ShopPage);
const product: PageLoad = () =>
  import('../features/storefront/pages/product.page.tsx').then((m) => m.ProductPage);
const event: PageLoad = () => import('../features/visits/pages/event.page.tsx').then((m) => m.EventPage);
const builders = () => import('../features/storefront/pages/builder.pages.tsx');
const legal: PageLoad = () =>
  import('../features/storefront/pages/legal-notice.page.tsx').then((m) => m.LegalNoticePage);
const elabel = () => import('../features/elabel/pages/elabel.page.tsx');
const gs1: PageLoad = () => elabel().then((m) => m.Gs1ElabelPage);

export const PAGES: Record<ShopAppRouteId, PageLoad> = {
  'storefront.shop': shop,
  'storefront.shopById': shop,
  'storefront.product': product,
  'storefront.productById': product,
  'storefront.event': event,
  'storefront.eventById': event,
  'storefront.builders.list': () => builders().then((m) => m.BuildersPage),
  'storefront.builders.show': () => builders().then((m) => m.BuilderPage),
  'storefront.builders.product': () => builders().then((m) => m.BuilderProductPage),
  'storefront.legalNotice': legal,
  'storefront.legalNoticeById': legal,
  'public.elabel.nutrition': () => elabel().then((m) => m.NutritiveValuesPage),
  'public.gs1.product': gs1,
  'public.gs1.lot': gs1,
  'public.gs1.vintage': gs1,
  'public.gs1.vintageLot': gs1,
};

const loaded = new Map<ShopAppRouteId, ComponentType>();

/** The page of a route, once its module is loaded (the same component for every later call). */
export async function loadPage(id: ShopAppRouteId): Promise<ComponentType> {
  const known = loaded.get(id);
  if (known) return known;
  const page = await PAGES[id]();
  loaded.set(id, page);
  return page;
}

/** The page of a route if its module is loaded already. */
export const loadedPage = (id: ShopAppRouteId): ComponentType | undefined => loaded.get(id);
