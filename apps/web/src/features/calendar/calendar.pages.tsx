import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const CALENDAR_PAGES = {
  'dashboard.calendar': lazyPage(() => import('./pages/calendar.page.tsx').then((m) => m.CalendarPage)),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
