import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The stock's pages for the dashboard area, each in its own chunk: the dashboard's first load
// carries none of them.

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const STOCK_PAGES = {
  'dashboard.stocks.list': lazyPage(() => import('./pages/stock-list.page.tsx').then((m) => m.StockListPage)),
  'dashboard.stocks.show': lazyPage(() => import('./pages/stock-line.page.tsx').then((m) => m.StockLinePage)),
  'dashboard.stocks.add': lazyPage(() =>
    import('./pages/movement-form.page.tsx').then((m) => m.MovementFormPage),
  ),
  'dashboard.stocks.movements': lazyPage(() => import('./pages/journal.page.tsx').then((m) => m.JournalPage)),
  'dashboard.stocks.warehouses': lazyPage(() =>
    import('./pages/warehouses.page.tsx').then((m) => m.WarehousesPage),
  ),
  'dashboard.stocks.allocations': lazyPage(() =>
    import('./pages/allocations.page.tsx').then((m) => m.AllocationsPage),
  ),
  'dashboard.stocks.crdColors': lazyPage(() => import('./pages/crd.page.tsx').then((m) => m.CrdPage)),
  'dashboard.stocks.drm': lazyPage(() => import('./pages/drm.page.tsx').then((m) => m.DrmPage)),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
