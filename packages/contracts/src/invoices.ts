import { CREDIT_STATUSES, INVOICE_KINDS, LEGAL_DOCUMENT_STATUSES, PAYMENT_STATUSES } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';
import { msg } from './validation/messages.ts';

/*
 * Invoices, deposit invoices and credit notes (issue 16, decision 0045). Issued once, numbered
 * without gaps per shop and fiscal year, never changed: a credit note cancels all or part of one.
 */

export const InvoiceSummary = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  client: z.object({ id: z.string().nullable(), name: z.string() }),
  issueDate: z.string(),
  dueDate: z.string(),
  totalHT: z.number().int(),
  tva: z.number().int(),
  totalTTC: z.number().int(),
  /** What the client owes on it (TTC less deposits). */
  payable: z.number().int(),
  paid: z.number().int(),
  /** Payable less paid less credited; never below 0. */
  balance: z.number().int(),
  /** pending, partial, paid, missing (past due), cancelled (credited whole). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** For a credit note: how much of it is left to use. */
  creditStatus: z.enum(CREDIT_STATUSES).nullable(),
  /** The invoice a credit note cancels. */
  creditedInvoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  documentStatus: z.enum(LEGAL_DOCUMENT_STATUSES),
  reminderCount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** Invoice a validated order; a deposit invoice asks for a part of it first (percent or amount). */
export const IssueInvoiceBody = z.strictObject({
  orderId: Uuid,
  kind: z.enum(['invoice', 'deposit']).default('invoice'),
  /** Deposit only: a share of the order's total with VAT, in percent (1–100)… */
  depositPercent: z.number(msg('number')).min(1).max(100).optional(),
  /** …or an amount in cents. */
  depositCents: z.number(msg('number')).int().min(1).optional(),
  /** YYYY-MM-DD; today by default (never before the last invoice of the series). */
  issueDate: z.iso.date(msg('date')).optional(),
});
export type IssueInvoiceBody = z.input<typeof IssueInvoiceBody>;

/** A credit note: the whole invoice, or an amount with VAT (spread over its VAT rates). */
export const CreditNoteBody = z.strictObject({
  amountCents: z.number(msg('number')).int().min(1).optional(),
  reason: z.string().trim().min(2, msg('required')).max(500),
  /** YYYY-MM-DD; today by default (never after today, nor before the invoice). */
  issueDate: z.iso.date(msg('date')).optional(),
});
export type CreditNoteBody = z.input<typeof CreditNoteBody>;

/** The lists of invoices, deposit invoices or credit notes: filters and a page. */
export const InvoiceListQuery = z.object({
  kind: z.enum(INVOICE_KINDS).default('invoice'),
  /** A payment status; 'missing' is read from the due date (past due, not paid). */
  status: z.enum(['pending', 'partial', 'paid', 'missing', 'cancelled']).optional(),
  clientId: Uuid.optional(),
  orderId: Uuid.optional(),
  from: z.iso.date(msg('date')).optional(),
  to: z.iso.date(msg('date')).optional(),
  /** The start of a number, or part of the client's name. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

export const InvoiceLine = z.object({
  position: z.number().int(),
  label: z.string(),
  family: z.string(),
  quantity: z.number(),
  unitHtCents: z.number().int(),
  discountBp: z.number().int(),
  netCents: z.number().int(),
  vatRateBp: z.number().int(),
  exciseCents: z.number().int(),
  cssCents: z.number().int(),
  /** A box's wines, printed under its line (the box's price and duties hold them). */
  contents: z.array(z.object({ label: z.string(), quantity: z.number() })),
});

export const InvoicePayment = z.object({
  id: z.string(),
  type: z.string(),
  amount: z.number().int(),
  paidOn: z.string(),
  reference: z.string().nullable(),
});

/** One document: its summary, its frozen lines and VAT breakdown, payments and credit notes. */
export const InvoiceDetail = InvoiceSummary.extend({
  lines: z.array(InvoiceLine),
  breakdown: z.array(
    z.object({ rateBp: z.number().int(), basisCents: z.number().int(), vatCents: z.number().int() }),
  ),
  rounding: z.number().int(),
  prepaid: z.number().int(),
  credited: z.number().int(),
  payments: z.array(InvoicePayment),
  creditNotes: z.array(InvoiceSummary),
  reason: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const VentilationQuery = z.object({ from: z.iso.date(msg('date')), to: z.iso.date(msg('date')) });
export type VentilationQuery = z.input<typeof VentilationQuery>;

/** What the period invoiced net of VAT by account and rate, and the VAT collected per rate. */
export const VentilationResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  sales: z.array(
    z.object({ account: z.string(), label: z.string(), rateBp: z.number().int(), htCents: z.number().int() }),
  ),
  vat: z.array(
    z.object({
      account: z.string(),
      label: z.string(),
      rateBp: z.number().int(),
      vatCents: z.number().int(),
    }),
  ),
  totals: z.object({
    ht: z.number().int(),
    tva: z.number().int(),
    ttc: z.number().int(),
    rounding: z.number().int(),
    documents: z.number().int(),
  }),
});
export type VentilationResponse = z.infer<typeof VentilationResponse>;

const IdParams = z.object({ id: Uuid });
const tags = ['invoices'];
const one = z.object({ success: z.literal(true), message: z.string(), invoice: InvoiceSummary });

export const invoicesRoutes = {
  issue: defineRoute({
    method: 'POST',
    path: '/v1/invoices',
    access: 'invoices.write',
    summary: 'Issue the invoice (or a deposit invoice) of a validated order, with the next number',
    tags,
    body: IssueInvoiceBody,
    response: one,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
  credit: defineRoute({
    method: 'POST',
    path: '/v1/invoices/:id/credit-note',
    access: 'invoices.write',
    summary: 'Issue a credit note cancelling the invoice in whole or in part',
    tags,
    params: IdParams,
    body: CreditNoteBody,
    response: one,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/invoices',
    access: 'invoices.read',
    summary: 'Invoices, deposit invoices or credit notes, filtered, newest first, a page at a time',
    tags,
    query: InvoiceListQuery,
    response: z.object({
      success: z.literal(true),
      total: z.number().int(),
      invoices: z.array(InvoiceSummary),
    }),
    errors: [400, 401, 403],
    shop: 'header',
  }),
  ventilation: defineRoute({
    method: 'GET',
    path: '/v1/invoices/ventilation',
    access: 'invoices.read',
    summary: 'The invoiced amounts of a period by sales account and VAT rate, with the VAT collected',
    tags,
    query: VentilationQuery,
    response: VentilationResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  ventilationCsv: defineRoute({
    method: 'GET',
    path: '/v1/invoices/ventilation.csv',
    access: 'invoices.read',
    summary: 'The ventilation of a period as a CSV file (semicolons, French decimals)',
    tags,
    query: VentilationQuery,
    response: FileDownload,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/invoices/:id',
    access: 'invoices.read',
    summary: 'One invoice or credit note: lines, VAT breakdown, payments received, credit notes',
    tags,
    params: IdParams,
    response: z.object({ success: z.literal(true), invoice: InvoiceDetail }),
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
};
