import { type RecordPaymentBody, receivablesRoutes, type SalesExportBody } from '@cuvee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { receivablesKeys } from './receivables.queries.ts';

/*
 * What changes the receivables, each invalidating every list of them (a payment moves the
 * payments, the outstandings, the unpaids, the credits and the order's panel at once); the
 * API's French message is the snackbar.
 */

/** A payment moves every list of them, and the order's and the invoices' own screens too. */
const MOVED = [receivablesKeys.all, ['orders'], ['invoices']] as const;

export const useRecordPayment = () =>
  useRouteMutation(receivablesRoutes.record, (body: RecordPaymentBody) => ({ body }), MOVED);

/** A payment entered by mistake is reversed, never deleted (decision 0090). */
export const useReversePayment = () =>
  useRouteMutation(receivablesRoutes.reverse, (id: string) => ({ params: { id }, body: {} }), MOVED);

export const useSendReminders = () =>
  useRouteMutation(receivablesRoutes.remind, (invoiceIds: string[]) => ({ body: { invoiceIds } }), MOVED);

export function useStartExport() {
  return useMutation({
    mutationFn: (body: SalesExportBody) =>
      call(receivablesRoutes.startExport, { body }).then((a) => a.export),
  });
}

export const downloadExport = (id: string, fileName: string) =>
  downloadFile(receivablesRoutes.exportFile, { params: { id } }, fileName);
