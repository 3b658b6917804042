import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The delivery modes live in the settings' 'delivery' section (spec §2 settings links); the
// dashboard's /dashboard/delivery is the shipping desk (Sales › Shipments, issue 24).

/** The settings' 'delivery' section: the shop's delivery modes, its title one level down. */
export const DeliverySettingsSection = lazyPage(() =>
  import('./components/delivery-modes.tsx').then((m) => m.DeliverySettingsSection),
);
