import { ordersRoutes } from '@cuvee/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-call.ts';

/** The buyer saves an invoice of their own order as a PDF (issue 24; decision 0034's download). */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (v: { orderId: string; invoiceId: string; number: string }) =>
      downloadFile(
        ordersRoutes.mineInvoiceFile,
        { params: { id: v.orderId, invoiceId: v.invoiceId } },
        `Facture ${v.number}.pdf`,
      ),
  });
}
