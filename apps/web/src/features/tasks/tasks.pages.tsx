import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** Route id → page, for the dashboard area's page map (decision 0018); the calendar is its own feature. */
export const TASKS_PAGES = {
  'dashboard.tasks': lazyPage(() => import('./pages/tasks.page.tsx').then((m) => m.TasksPage)),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
