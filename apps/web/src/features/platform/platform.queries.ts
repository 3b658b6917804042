import type { MaintenanceResponse } from '@cuvee/contracts';
import { POLLING_MS } from '@cuvee/domain/constants';
import { api } from '../../lib/api-client.ts';
import { refreshLight, useLightQuery } from '../../lib/light-query.ts';
import { MAINTENANCE_KEY } from '../../lib/maintenance-key.ts';
import { maintenancePollingMs } from './maintenance.logic.ts';

const fetchMaintenance = (signal: AbortSignal) =>
  api<MaintenanceResponse>('/v1/maintenances', { silent: true, anonymous: true, signal });

/** GET /v1/maintenances, polled every 10 min, every minute while a banner shows (spec §7, §9). */
export function useMaintenance() {
  return useLightQuery(MAINTENANCE_KEY, fetchMaintenance, { pollMs: maintenancePollingMs });
}

/** After an admin plans or cancels a window. */
export function refreshMaintenance(): Promise<void> {
  return refreshLight(MAINTENANCE_KEY);
}

const fetchVersion = async (signal: AbortSignal) => {
  const response = await fetch(__APP_VERSION_FILE__, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`${__APP_VERSION_FILE__}: ${response.status}`);
  return ((await response.json()) as { version: string }).version;
};
const versionPoll = () => POLLING_MS.version;

/** The version file on the app host, every 5 minutes. */
export function useDeployedVersion(enabled: boolean) {
  return useLightQuery(enabled ? 'platform:version' : null, fetchVersion, { pollMs: versionPoll });
}

const fetchDocuments = (signal: AbortSignal) =>
  api<{ urls: string[] }>('/v1/documents/to-download', { silent: true, signal });
const documentsPoll = () => POLLING_MS.documents;

/** Documents generated for the user, each URL handed out once (every 30 s while signed in). */
export function useDocumentsToDownload(userId: string | null) {
  return useLightQuery(userId ? `documents:${userId}` : null, fetchDocuments, { pollMs: documentsPoll });
}
