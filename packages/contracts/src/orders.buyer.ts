import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';

/*
 * What the buyer is told about paying and about their invoices (issue 24): the seller's payment
 * instructions when the buyer pays them by transfer or cheque (spec §3 seller summary: 'rib of
 * the default bank'), and the order's invoices to download.
 */

/** How to pay: the account (IBAN grouped by four, BIC, holder, bank) or the cheque's payee. */
export const PaymentInstructions = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transfer'),
    /** Null until the seller has given their bank details. */
    iban: z.string().nullable(),
    bic: z.string().nullable(),
    bankName: z.string().nullable(),
    accountHolder: z.string().nullable(),
    /** What the buyer writes as the transfer's label: the order's reference. */
    reference: z.string(),
  }),
  z.object({
    kind: z.literal('check'),
    payee: z.string().nullable(),
    address: z.string().nullable(),
    reference: z.string(),
  }),
]);
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

/** An invoice, deposit invoice or credit note of the buyer's order. */
export const BuyerInvoice = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'deposit', 'credit']),
  number: z.string(),
  issueDate: z.string(),
  totalTTC: z.number().int(),
  /** Its PDF is made: the buyer can download it. */
  ready: z.boolean(),
});
export type BuyerInvoice = z.infer<typeof BuyerInvoice>;

export const buyerOrderRoutes = {
  mineInvoiceFile: defineRoute({
    method: 'GET',
    path: '/v1/orders/mine/:id/invoices/:invoiceId/file',
    access: 'orders.mine.read',
    summary: "The PDF (Factur-X) of an invoice of the buyer's own order",
    tags: ['orders'],
    params: z.object({ id: Uuid, invoiceId: Uuid }),
    response: FileDownload,
    errors: [400, 401, 404, 409],
  }),
};
