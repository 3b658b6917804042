import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The receivables' pages for the dashboard area, each in its own chunk.

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const RECEIVABLES_PAGES = {
  'dashboard.payments.list': lazyPage(() => import('./pages/payments.page.tsx').then((m) => m.PaymentsPage)),
  'dashboard.payments.outstandings': lazyPage(() =>
    import('./pages/outstandings.page.tsx').then((m) => m.OutstandingsPage),
  ),
  'dashboard.payments.unpaids': lazyPage(() => import('./pages/unpaids.page.tsx').then((m) => m.UnpaidsPage)),
  'dashboard.payments.creditNotes': lazyPage(() =>
    import('./pages/credits.page.tsx').then((m) => m.CreditsPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
