import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The delivery page for the dashboard area, in its own chunk; the settings section loads the
// same list lazily.

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const DELIVERY_PAGES = {
  'dashboard.shipments': lazyPage(() => import('./pages/delivery.page.tsx').then((m) => m.DeliveryPage)),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;

/** The settings' 'delivery' section: the same list, its title one level down. */
export const DeliverySettingsSection = lazyPage(() =>
  import('./components/delivery-modes.tsx').then((m) => m.DeliverySettingsSection),
);
