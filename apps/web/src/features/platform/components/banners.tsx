import type { MaintenanceState } from '../logic/maintenance.logic.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { useOnlineStatus } from './network-status.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { VersionBanner } from './version-banner.tsx';

/** The banners above every page: offline, maintenance (with its date), new version. */
export function Banners({
  maintenance,
  newVersion,
}: {
  maintenance: MaintenanceState | undefined;
  newVersion: boolean;
}) {
  const online = useOnlineStatus();
  return (
    <>
      {!online && <OfflineBanner />}
      <MaintenanceBanner state={maintenance} />
      {newVersion && <VersionBanner />}
    </>
  );
}
