import { usePwaStore } from '../../../lib/pwa.ts';
import { useDeployedVersion } from '../api/platform.queries.ts';

/** The build this page runs. */
export const BUILD_VERSION = __APP_BUILD_VERSION__;

/** Whether the deployed version differs from the running one (the dev server has no version file). */
export function isNewVersion(deployed: string | undefined, running: string): boolean {
  return typeof deployed === 'string' && deployed !== '' && deployed !== running;
}

/** Spec §2 "new-version banner": the version file (polled every 5 min) or a waiting service worker. */
export function useNewVersion(): boolean {
  const deployed = useDeployedVersion(!import.meta.env.DEV);
  const needRefresh = usePwaStore((s) => s.needRefresh);
  return needRefresh || isNewVersion(deployed.data, BUILD_VERSION);
}
