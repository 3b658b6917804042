import { type CreditNoteBody, type IssueInvoiceBody, invoicesRoutes } from '@cuvee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-call.ts';

/*
 * What issues invoices, deposits and credit notes. Each one moves the order's status, its
 * payments and the receivables' lists too, which this feature does not know: every query is
 * invalidated. The API's French message (success or refusal) is the snackbar.
 */

function useInvalidateAll() {
  const client = useQueryClient();
  return () => void client.invalidateQueries();
}

export function useIssueInvoice() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: IssueInvoiceBody) => call(invoicesRoutes.issue, { body }),
    onSuccess: invalidate,
  });
}

export function useCreditNote() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: { id: string; body: CreditNoteBody }) =>
      call(invoicesRoutes.credit, { params: { id: input.id }, body: input.body }),
    onSuccess: invalidate,
  });
}

export const downloadVentilation = (from: string, to: string) =>
  downloadFile(invoicesRoutes.ventilationCsv, { query: { from, to } }, `ventilation-${from}-${to}.csv`);
