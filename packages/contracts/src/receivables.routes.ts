import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import {
  ClientOutstanding,
  CreditNoteLeft,
  CreditsQuery,
  OpenInvoice,
  OrderPaymentsQuery,
  OutstandingsQuery,
  PaymentListQuery,
  ReceivedPayment,
  RecordPaymentBody,
  ReminderBody,
  ReminderResult,
  SalesExport,
  SalesExportBody,
} from './receivables.ts';
import { FileDownload } from './stock.responses.ts';

const IdParams = z.object({ id: Uuid });
const read = { access: 'payments.read', tags: ['payments'], shop: 'header' } as const;
const write = { access: 'payments.write', tags: ['payments'], shop: 'header' } as const;
const exporting = { access: 'sales.export', tags: ['exports'], shop: 'header' } as const;
const ok = z.literal(true);
const page = { total: z.number().int(), limit: z.number().int(), offset: z.number().int() };

export const receivablesRoutes = {
  record: defineRoute({
    ...write,
    method: 'POST',
    path: '/v1/payments',
    summary: 'Record a payment received (or a credit note used) against an invoice',
    body: RecordPaymentBody,
    response: z.object({ success: ok, message: z.string(), payment: ReceivedPayment, invoice: OpenInvoice }),
    errors: [400, 401, 403, 404, 409, 422],
  }),
  reverse: defineRoute({
    ...write,
    method: 'POST',
    path: '/v1/payments/:id/reverse',
    summary:
      'Reverses a payment entered by mistake (decision 0090): a reversing entry, the payment stays listed as reversed, the invoice owes it again',
    params: IdParams,
    body: z.strictObject({ reason: z.string().trim().max(200).optional() }).optional(),
    response: z.object({
      success: ok,
      message: z.string(),
      payment: ReceivedPayment,
      invoice: OpenInvoice.nullable(),
    }),
    errors: [400, 401, 403, 404, 409, 422],
  }),
  list: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/payments',
    summary: 'Payments received, newest first, by type, client and dates',
    query: PaymentListQuery,
    response: z.object({ success: ok, payments: z.array(ReceivedPayment), ...page }),
    errors: [400, 401, 403],
  }),
  outstandings: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/payments/outstandings',
    summary: 'What each client still owes (open invoices, overdue part, oldest due date) and totals',
    query: OutstandingsQuery,
    response: z.object({
      success: ok,
      clients: z.array(ClientOutstanding),
      totals: z.object({ due: z.number().int(), overdue: z.number().int(), invoices: z.number().int() }),
      openInvoices: z.array(OpenInvoice),
      ...page,
    }),
    errors: [400, 401, 403],
  }),
  unpaids: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/payments/unpaids',
    summary: 'Invoices past their due date with a balance, the most late first',
    query: OutstandingsQuery,
    response: z.object({ success: ok, invoices: z.array(OpenInvoice), ...page }),
    errors: [400, 401, 403],
  }),
  credits: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/payments/credits',
    summary: 'Credit notes and what is left of them to use',
    query: CreditsQuery,
    response: z.object({ success: ok, credits: z.array(CreditNoteLeft), ...page }),
    errors: [400, 401, 403],
  }),
  ofOrder: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/payments/by-order',
    summary: "An order's invoices with their balance, and the payments recorded against them",
    query: OrderPaymentsQuery,
    response: z.object({ success: ok, invoices: z.array(OpenInvoice), payments: z.array(ReceivedPayment) }),
    errors: [400, 401, 403, 404],
  }),
  remind: defineRoute({
    ...write,
    method: 'POST',
    path: '/v1/payments/reminders',
    summary: 'E-mail each client the list of their overdue invoices among these',
    body: ReminderBody,
    response: ReminderResult,
    errors: [400, 401, 403, 404],
  }),
  startExport: defineRoute({
    ...exporting,
    method: 'POST',
    path: '/v1/sales-exports',
    summary: 'Export orders, invoices or payments over a date range (a background job)',
    body: SalesExportBody,
    response: z.object({ success: ok, message: z.string(), export: SalesExport }),
    errors: [400, 401, 403],
  }),
  getExport: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/sales-exports/:id',
    summary: "An export's progress",
    params: IdParams,
    response: z.object({ success: ok, export: SalesExport }),
    errors: [400, 401, 403, 404],
  }),
  exportFile: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/sales-exports/:id/file',
    summary: "A finished export's file (CSV or XLSX)",
    params: IdParams,
    response: FileDownload,
    errors: [400, 401, 403, 404, 409],
  }),
};
