import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The catalogue's pages for the dashboard area, each in its own chunk: the dashboard's first
// load carries none of them, and the product form's code loads only with the product form.

const productList = lazyPage(() => import('./pages/product-list.page.tsx').then((m) => m.ProductListPage));
const productCreate = lazyPage(() =>
  import('./pages/product-form.page.tsx').then((m) => m.ProductCreatePage),
);
const productEdit = lazyPage(() => import('./pages/product-form.page.tsx').then((m) => m.ProductEditPage));
const priceGrid = lazyPage(() => import('./pages/price-grid.page.tsx').then((m) => m.PriceGridPage));
const customize = lazyPage(() => import('./pages/customize.page.tsx').then((m) => m.CustomizePage));

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const CATALOGUE_PAGES = {
  'dashboard.products.list': productList,
  'dashboard.products.add': productCreate,
  'dashboard.products.show': productEdit,
  'dashboard.prices': priceGrid,
  'dashboard.storefront.customize': customize,
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;

/** Settings sections 'typos' and 'products' (?link=typos, ?link=products). */
export const TypologiesSettingsSection = lazyPage(() =>
  import('./components/settings/typologies.section.tsx').then((m) => m.TypologiesSection),
);
export const ProductsSettingsSection = lazyPage(() =>
  import('./components/settings/products-settings.section.tsx').then((m) => m.ProductsSettingsSection),
);
