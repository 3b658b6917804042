import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** Route id → page, for the dashboard area's page map (decision 0018; issue 28 part 2). */
export const AGENTS_PAGES = {
  'dashboard.agents.list': lazyPage(() => import('./pages/agents.page.tsx').then((m) => m.AgentsPage)),
  'dashboard.agents.add': lazyPage(() => import('./pages/agent-add.page.tsx').then((m) => m.AgentAddPage)),
  'dashboard.agents.find': lazyPage(() =>
    import('./pages/agents-find.page.tsx').then((m) => m.AgentsFindPage),
  ),
  'dashboard.agents.show': lazyPage(() => import('./pages/agent.page.tsx').then((m) => m.AgentPage)),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;

/** The agent's own profile producers search (in their settings' account section). */
export const AgentProfileSection = lazyPage(() =>
  import('./components/agent-profile.section.tsx').then((m) => m.AgentProfileSection),
);
