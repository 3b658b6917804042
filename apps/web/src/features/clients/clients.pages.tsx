import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The clients' pages for the dashboard area, each in its own chunk.

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const CLIENTS_PAGES = {
  'dashboard.clients.list': lazyPage(() =>
    import('./pages/client-list.page.tsx').then((m) => m.ClientListPage),
  ),
  'dashboard.clients.add': lazyPage(() => import('./pages/client-add.page.tsx').then((m) => m.ClientAddPage)),
  'dashboard.clients.show': lazyPage(() =>
    import('./pages/client-show.page.tsx').then((m) => m.ClientShowPage),
  ),
  'dashboard.clients.prospecting': lazyPage(() =>
    import('./pages/prospecting.page.tsx').then((m) => m.ProspectingPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
