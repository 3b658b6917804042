import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** Route id → page, for the dashboard area's page map (decision 0018); the board in its own chunk. */
export const OPPORTUNITY_PAGES = {
  'dashboard.clients.opportunities': lazyPage(() =>
    import('./pages/opportunities.page.tsx').then((m) => m.OpportunitiesPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
