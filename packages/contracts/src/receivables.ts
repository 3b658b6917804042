import { CREDIT_STATUSES, DASHBOARD_PAYMENT_TYPES, PAYMENT_STATUSES } from '@cuvee/domain';
import { z } from 'zod';
import { PageQuery, Uuid } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * Money received (issue 16, decision 0049): payments recorded against invoices, what clients
 * still owe (outstandings), invoices past due (unpaids) and their reminders, credit notes left
 * to use, and exports of orders, invoices and payments made by a background job.
 */

const day = z.iso.date(msg('date'));

/** A payment recorded against an invoice; a credit note used is the type 'creditNote'. */
export const RecordPaymentBody = z
  .strictObject({
    invoiceId: Uuid,
    type: z.enum(DASHBOARD_PAYMENT_TYPES, 'Ce moyen de paiement est inconnu'),
    amount: z
      .number(msg('number'))
      .int('Le montant est en centimes entiers')
      .min(1, 'Le montant doit être supérieur à 0')
      .max(2_000_000_000),
    /** YYYY-MM-DD, not in the future. */
    paidOn: day,
    reference: z.string().trim().max(120).optional(),
    note: z.string().trim().max(1000).optional(),
    creditNoteId: Uuid.optional(),
  })
  .refine((b) => (b.type === 'creditNote') === Boolean(b.creditNoteId), {
    message: "Choisissez l'avoir à utiliser (et seulement pour un règlement par avoir)",
    path: ['creditNoteId'],
  });
export type RecordPaymentBody = z.input<typeof RecordPaymentBody>;

export const ReceivedPayment = z.object({
  id: z.string(),
  /** The invoice paid, where it stands now (its status and what is still owed). */
  invoice: z
    .object({
      id: z.string(),
      number: z.string(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      balance: z.number().int(),
    })
    .nullable(),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  client: z.object({ id: z.string().nullable(), name: z.string() }),
  type: z.enum(DASHBOARD_PAYMENT_TYPES),
  amount: z.number().int(),
  paidOn: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
  createdAt: z.string(),
  /** When it was reversed (decision 0090): still listed, no longer counted. */
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
});
export type ReceivedPayment = z.infer<typeof ReceivedPayment>;

export const PaymentListQuery = PageQuery.extend({
  type: z.enum(DASHBOARD_PAYMENT_TYPES, 'Ce moyen de paiement est inconnu').optional(),
  clientId: Uuid.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuery>;

/** An invoice with what is left to pay, as the receivables screens show it. */
export const OpenInvoice = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.string(),
  orderId: z.string().nullable(),
  client: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  issueDate: z.string(),
  dueDate: z.string(),
  payable: z.number().int(),
  paid: z.number().int(),
  credited: z.number().int(),
  balance: z.number().int(),
  /** pending, partial, paid, missing (past due) or cancelled. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  daysLate: z.number().int(),
  reminderCount: z.number().int(),
  lastReminderAt: z.string().nullable(),
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

export const ClientOutstanding = z.object({
  client: z.object({ id: z.string().nullable(), name: z.string() }),
  invoices: z.number().int(),
  due: z.number().int(),
  overdue: z.number().int(),
  oldestDueDate: z.string(),
  /** Its invoices past due, to remind in one click. */
  overdueInvoiceIds: z.array(z.string()),
});
export type ClientOutstanding = z.infer<typeof ClientOutstanding>;

export const OutstandingsQuery = PageQuery.extend({ clientId: Uuid.optional() });

export const CreditNoteLeft = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  client: z.object({ id: z.string().nullable(), name: z.string() }),
  creditedInvoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  amount: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  creditStatus: z.enum(CREDIT_STATUSES),
});
export type CreditNoteLeft = z.infer<typeof CreditNoteLeft>;

export const CreditsQuery = PageQuery.extend({
  clientId: Uuid.optional(),
  /** Only the credit notes with something left to use. */
  usable: z.enum(['true', 'false']).optional(),
});

export const OrderPaymentsQuery = z.object({ orderId: Uuid });

export const ReminderBody = z.strictObject({
  invoiceIds: z
    .array(Uuid)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(200),
});
export type ReminderBody = z.input<typeof ReminderBody>;

export const ReminderResult = z.object({
  success: z.literal(true),
  message: z.string(),
  sent: z.number().int(),
  reminded: z.array(z.string()),
  skipped: z.array(z.object({ client: z.string(), invoices: z.array(z.string()), reason: z.string() })),
});

export const SALES_EXPORT_KIND_VALUES = ['orders', 'invoices', 'payments'] as const;
export const SalesExportBody = z
  .strictObject({
    kind: z.enum(SALES_EXPORT_KIND_VALUES, "Ce type d'export est inconnu"),
    format: z.enum(['csv', 'xlsx'], 'Choisissez CSV ou XLSX'),
    from: day,
    to: day,
    /** The list's other filters, kept with the export (what the screen showed). */
    filters: z
      .strictObject({
        q: z.string().trim().max(100).optional(),
        status: z.string().trim().max(40).optional(),
        type: z.string().trim().max(40).optional(),
        clientId: Uuid.optional(),
      })
      .optional(),
  })
  .refine((b) => b.from <= b.to, { ...msg('endBeforeStart'), path: ['to'] });
export type SalesExportBody = z.input<typeof SalesExportBody>;

export const SalesExport = z.object({
  id: z.string(),
  kind: z.enum(SALES_EXPORT_KIND_VALUES),
  format: z.enum(['csv', 'xlsx']),
  from: z.string(),
  to: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'reverted', 'error']),
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SalesExport = z.infer<typeof SalesExport>;
