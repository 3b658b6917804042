import { CREDIT_STATUSES, INVOICE_KINDS, LEGAL_DOCUMENT_STATUSES, PAYMENT_STATUSES } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
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
});
export type CreditNoteBody = z.input<typeof CreditNoteBody>;

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
};
