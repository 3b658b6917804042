import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The sales structure, objectives, budget and agents' figures (issue 28 part 4), each in its own
// chunk: the charts (MUI X Charts) load with these pages only.

export const OBJECTIVES_PAGES = {
  'dashboard.collaborators.structure': lazyPage(() =>
    import('./pages/structure.page.tsx').then((m) => m.StructurePage),
  ),
  'dashboard.analytics.objectives': lazyPage(() =>
    import('./pages/objectives.page.tsx').then((m) => m.ObjectivesPage),
  ),
  'dashboard.analytics.budget': lazyPage(() => import('./pages/budget.page.tsx').then((m) => m.BudgetPage)),
  'dashboard.agents.analytics': lazyPage(() =>
    import('./pages/agents-analytics.page.tsx').then((m) => m.AgentsAnalyticsPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
