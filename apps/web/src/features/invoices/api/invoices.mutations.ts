import { type CreditNoteBody, type IssueInvoiceBody, invoicesRoutes } from '@cuvee/contracts';
import { downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';

/*
 * What issues invoices, deposits and credit notes. Each one moves the order's status, its
 * payments and the receivables' lists too, which this feature does not know: every query is
 * asked again. The API's French message (success or refusal) is the snackbar.
 */

export const useIssueInvoice = () =>
  useRouteMutation(invoicesRoutes.issue, (body: IssueInvoiceBody) => ({ body }), 'all');

export const useCreditNote = () =>
  useRouteMutation(
    invoicesRoutes.credit,
    ({ id, body }: { id: string; body: CreditNoteBody }) => ({ params: { id }, body }),
    'all',
  );

export const downloadVentilation = (from: string, to: string) =>
  downloadFile(invoicesRoutes.ventilationCsv, { query: { from, to } }, `ventilation-${from}-${to}.csv`);
