import { type RecordPaymentBody, receivablesRoutes, type SalesExportBody } from '@cuvee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-call.ts';
import { receivablesKeys } from './receivables.queries.ts';

/*
 * What changes the receivables, each invalidating every list of them (a payment moves the
 * payments, the outstandings, the unpaids, the credits and the order's panel at once); the
 * API's French message is the snackbar.
 */

function useInvalidateReceivables() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: receivablesKeys.all });
    // The order's and the invoices' own screens show the payment status too.
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: ['invoices'] });
  };
}

export function useRecordPayment() {
  const invalidate = useInvalidateReceivables();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => call(receivablesRoutes.record, { body }),
    onSuccess: invalidate,
  });
}

export function useDeletePayment() {
  const invalidate = useInvalidateReceivables();
  return useMutation({
    mutationFn: (id: string) => call(receivablesRoutes.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSendReminders() {
  const invalidate = useInvalidateReceivables();
  return useMutation({
    mutationFn: (invoiceIds: string[]) => call(receivablesRoutes.remind, { body: { invoiceIds } }),
    onSuccess: invalidate,
  });
}

export function useStartExport() {
  return useMutation({
    mutationFn: (body: SalesExportBody) =>
      call(receivablesRoutes.startExport, { body }).then((a) => a.export),
  });
}

export const downloadExport = (id: string, fileName: string) =>
  downloadFile(receivablesRoutes.exportFile, { params: { id } }, fileName);
