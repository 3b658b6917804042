import { type DrmFileQuery, type DrmFilingInput, type DrmSettings, drmRoutes } from '@cuvee/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { stockKeys } from './stock.queries.ts';

/*
 * What changes the DRM: the shop's identifiers, a month marked filed (its movements lock: the
 * journal and the levels are read again), an e-AD discharged. The API's French message is the
 * snackbar.
 */

export function useSaveDrmSettings() {
  return useRouteMutation(drmRoutes.updateSettings, (body: DrmSettings) => ({ body }), [stockKeys.drm()]);
}

export function useFileDrm() {
  return useRouteMutation(drmRoutes.file, (body: DrmFilingInput) => ({ body }), [
    stockKeys.drm(),
    stockKeys.journals(),
  ]);
}

export function useDischarge() {
  return useRouteMutation(
    drmRoutes.discharge,
    ({ movementId, date }: { movementId: string; date: string }) => ({
      params: { id: movementId },
      body: { date },
    }),
    [stockKeys.drm(), stockKeys.journals()],
  );
}

/** Downloads the month's interprofession CSV or its printable PDF, with the session's headers. */
export function useDownloadDrm() {
  return useMutation({
    mutationFn: (query: DrmFileQuery) =>
      downloadFile(drmRoutes.download, { query }, `drm-${query.month.replace('-', '')}.${query.format}`),
  });
}
