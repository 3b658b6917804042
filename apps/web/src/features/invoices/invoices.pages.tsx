import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The invoices' pages for the dashboard area, each in its own chunk.

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const INVOICES_PAGES = {
  'dashboard.orders.invoices': lazyPage(() => import('./pages/invoices.page.tsx').then((m) => m.BillsPage)),
  'dashboard.orders.depositInvoices': lazyPage(() =>
    import('./pages/invoices.page.tsx').then((m) => m.DepositsPage),
  ),
  'dashboard.orders.creditInvoices': lazyPage(() =>
    import('./pages/invoices.page.tsx').then((m) => m.CreditInvoicesPage),
  ),
  'dashboard.orders.ventilations': lazyPage(() =>
    import('./pages/ventilation.page.tsx').then((m) => m.VentilationPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
