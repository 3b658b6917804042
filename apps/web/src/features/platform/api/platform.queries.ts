import type { RouteInput } from '@cuvee/contracts/http/route';
import { platformRoutes } from '@cuvee/contracts/platform';
import { POLLING_MS } from '@cuvee/domain/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { maintenancePollingMs } from '../logic/maintenance.logic.ts';

/** The shell's polls (spec §7), as queries that refetch on their own interval (decision 0017). */
export const platformKeys = {
  all: ['platform'] as const,
  maintenance: () => ['platform', 'maintenance'] as const,
  version: () => ['platform', 'version'] as const,
  documents: (userId: string) => ['platform', 'documents', userId] as const,
};

export const maintenanceQuery = () =>
  queryOptions({
    queryKey: platformKeys.maintenance(),
    queryFn: ({ signal }) => call(platformRoutes.maintenance, {}, { silent: true, anonymous: true, signal }),
    // Every 10 min, every minute while a banner shows (spec §7, §9).
    refetchInterval: (query) => maintenancePollingMs(query.state.data),
    staleTime: 0,
    retry: false,
    // Like the spec's pollers, also while the tab is in the background.
    refetchIntervalInBackground: true,
    meta: { viewer: 'any' },
  });

/** GET /v1/maintenances, polled every 10 min, every minute while a banner shows (spec §7, §9). */
export function useMaintenance() {
  return useQuery(maintenanceQuery());
}

/** The version file on the app host: a static file of the build, not an API route. */
async function fetchVersion(signal: AbortSignal): Promise<string> {
  const response = await fetch(__APP_VERSION_FILE__, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`${__APP_VERSION_FILE__}: ${response.status}`);
  return ((await response.json()) as { version: string }).version;
}

/** The version file on the app host, every 5 minutes. */
export function useDeployedVersion(enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.version(),
    queryFn: ({ signal }) => fetchVersion(signal),
    enabled,
    refetchInterval: POLLING_MS.version,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
    meta: { viewer: 'any' },
  });
}

/** Documents generated for the user, each URL handed out once (every 30 s while signed in). */
export function useDocumentsToDownload(userId: string | null) {
  return useQuery({
    queryKey: platformKeys.documents(userId ?? ''),
    queryFn: ({ signal }) => call(platformRoutes.documents, {}, { silent: true, signal }),
    enabled: Boolean(userId),
    refetchInterval: POLLING_MS.documents,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

/** An admin plans or cancels a window: the banner and the page follow at once. */
export function usePlanMaintenance() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: platformKeys.maintenance() });
  const plan = useMutation({
    mutationFn: (body: RouteInput<typeof platformRoutes.planMaintenance>['body']) =>
      call(platformRoutes.planMaintenance, { body }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => call(platformRoutes.cancelMaintenance, { params: { id } }),
    onSuccess: refresh,
  });
  return { plan, cancel };
}
