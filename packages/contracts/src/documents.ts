import { LEGAL_DOCUMENT_STATUSES, SHOP_MAIL_LIMITS } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';
import { msg } from './validation/messages.ts';

/*
 * The sales documents as PDFs (issue 16, decision 0045): quotes, order confirmations, invoices,
 * deposit invoices, credit notes and delivery notes, made by a background job whose state the
 * screens show (spec §4 legal-document statuses), downloaded, sent by e-mail, or delivered to
 * the browser in bulk through /v1/documents/to-download (spec §7).
 */

export const DOCUMENT_KIND_VALUES = ['quote', 'order', 'invoice', 'deposit', 'credit', 'delivery'] as const;
export const DocumentKindSchema = z.enum(DOCUMENT_KIND_VALUES);
export type DocumentKindValue = z.infer<typeof DocumentKindSchema>;

export const SalesDocument = z.object({
  id: z.string(),
  kind: DocumentKindSchema,
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  status: z.enum(LEGAL_DOCUMENT_STATUSES),
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  /** The French reason when the job failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type SalesDocument = z.infer<typeof SalesDocument>;

/** Make the PDFs of these orders or invoices (a bulk print); `deliver` hands them to the browser. */
export const DocumentsRequestBody = z
  .strictObject({
    kind: DocumentKindSchema,
    orderIds: z.array(Uuid).max(200).default([]),
    invoiceIds: z.array(Uuid).max(200).default([]),
    deliver: z.boolean().default(true),
  })
  .refine((b) => b.orderIds.length + b.invoiceIds.length > 0, msg('tooFewItems', { min: 1 }));
export type DocumentsRequestBody = z.input<typeof DocumentsRequestBody>;

export const DocumentsListQuery = z
  .object({ orderId: Uuid.optional(), invoiceId: Uuid.optional() })
  .refine((q) => q.orderId || q.invoiceId, msg('required'));

/**
 * The mail is the shop's template (subject and text name the document and the shop); the sender
 * adds at most a short note, plain text, never a subject or HTML of their own (issue 23).
 */
export const SendDocumentBody = z.strictObject({
  recipients: z
    .array(z.email(msg('email')).max(254, msg('tooLong', { max: 254 })), msg('emailRecipientsRequired'))
    .min(1, msg('emailRecipientsRequired'))
    .max(20, msg('tooManyItems', { max: 20 })),
  note: z
    .string()
    .trim()
    .max(SHOP_MAIL_LIMITS.noteMaxLength, msg('tooLong', { max: SHOP_MAIL_LIMITS.noteMaxLength }))
    .optional(),
});
export type SendDocumentBody = z.input<typeof SendDocumentBody>;

const IdParams = z.object({ id: Uuid });
const tags = ['documents'];

export const documentsRoutes = {
  request: defineRoute({
    method: 'POST',
    path: '/v1/documents',
    access: 'sales.documents.write',
    summary: 'Make the PDFs of orders or invoices in the background (bulk print); delivered to the browser',
    tags,
    body: DocumentsRequestBody,
    response: z.object({ success: z.literal(true), message: z.string(), documents: z.array(SalesDocument) }),
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/documents',
    access: 'sales.documents.read',
    summary: 'The documents of an order or an invoice, newest first, with their state',
    tags,
    query: DocumentsListQuery,
    response: z.object({ success: z.literal(true), documents: z.array(SalesDocument) }),
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  file: defineRoute({
    method: 'GET',
    path: '/v1/documents/:id/file',
    access: 'sales.documents.read',
    summary: 'The PDF (a Factur-X PDF/A-3 for invoices and credit notes)',
    tags,
    params: IdParams,
    response: FileDownload,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  send: defineRoute({
    method: 'POST',
    path: '/v1/documents/:id/send',
    access: 'sales.documents.write',
    summary:
      "Send the PDF by e-mail with the shop's template and an optional note; outside the shop's clients: a confirmed e-mail, 50 a day",
    tags,
    params: IdParams,
    body: SendDocumentBody,
    response: z.object({ success: z.literal(true), message: z.string(), document: SalesDocument }),
    errors: [400, 401, 403, 404, 409, 422, 429],
    shop: 'header',
  }),
};
