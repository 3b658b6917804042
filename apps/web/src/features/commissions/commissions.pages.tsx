import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The commissions' page for the dashboard area, in its own chunk (issue 28).

export const COMMISSIONS_PAGES = {
  'dashboard.analytics.commissions': lazyPage(() =>
    import('./pages/commissions.page.tsx').then((m) => m.CommissionsPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
