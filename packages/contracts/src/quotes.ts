import { QUOTE_OUTCOMES, SHOP_MAIL_LIMITS } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';
import { msg } from './validation/messages.ts';

/*
 * Quotes sent by e-mail and answered from their link (issue 24): the send (the PDF and a link
 * mailed to the client), the public page the link opens (no account: the link's token is the
 * proof), the client's acceptance or refusal, and what the back office shows of it.
 */

/** What the back office shows of a quote's sending and its answer. */
export const QuoteSending = z.object({
  /** The client's address the send goes to unless another is typed (null: none known). */
  recipient: z.string().nullable(),
  /** The address(es) of the latest send, its day, and the day its link ends. */
  sentTo: z.array(z.string()),
  sentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  /** The client's answer through the link, or the shop's in the back office. */
  answeredAt: z.string().nullable(),
  answeredBy: z.enum(['client', 'shop']).nullable(),
  refusalReason: z.string().nullable(),
});
export type QuoteSending = z.infer<typeof QuoteSending>;

/** 'Envoyer': the quote's PDF and its answer link, to the client's address or those typed. */
export const SendQuoteBody = z
  .strictObject({
    recipients: z
      .array(z.email(msg('email')).max(254))
      .min(1, msg('emailRecipientsRequired'))
      .max(5)
      .optional(),
    note: z.string().trim().max(SHOP_MAIL_LIMITS.noteMaxLength).optional(),
  })
  .default({});
export type SendQuoteBody = z.input<typeof SendQuoteBody>;

export const QuoteTokenParams = z.object({
  // Any text: an unknown link answers 404 in French, whatever it looks like.
  token: z.string().min(1).max(200),
});

export const QuoteAnswerView = z.object({
  shop: z.object({ name: z.string(), logo: z.string().nullable(), email: z.string().nullable() }),
  reference: z.string(),
  client: z.string(),
  issuedAt: z.string(),
  validUntil: z.string().nullable(),
  outcome: z.enum(QUOTE_OUTCOMES),
  /** Once accepted: the order it became. */
  orderReference: z.string().nullable(),
  answeredAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number().int(),
      unitHT: z.number().int(),
      discountBp: z.number().int(),
      vatRate: z.number(),
      totalHT: z.number().int(),
    }),
  ),
  /** The delivery by its mode's name, and its fee HT. */
  delivery: z.object({ name: z.string(), feeHT: z.number().int() }).nullable(),
  totalHT: z.number().int(),
  tva: z.number().int(),
  totalTTC: z.number().int(),
  /** The excise duties the prices hold, the CSS apart (issue 25). */
  excise: z.number().int(),
  /** The social security contribution (CSS) the prices hold. */
  css: z.number().int(),
  vat: z.array(z.object({ rate: z.number(), amount: z.number().int() })),
  paymentType: z.string().nullable(),
  /** Whether the PDF is ready to download (it is made a few seconds after the send). */
  pdfReady: z.boolean(),
});
export type QuoteAnswerView = z.infer<typeof QuoteAnswerView>;

export const QuoteAnswerResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  quote: QuoteAnswerView,
});
export type QuoteAnswerResponse = z.infer<typeof QuoteAnswerResponse>;

export const RefuseQuoteBody = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(1000, msg('tooLong', { max: 1000 }))
      .optional(),
  })
  .default({});
export type RefuseQuoteBody = z.input<typeof RefuseQuoteBody>;

const tags = ['quotes'];

export const quotesRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/v1/orders/:id/send',
    // The orders' scope stays the service's: an agent sends their own clients' quotes.
    access: 'quotes.write',
    summary:
      "Send a quote: its PDF and a link to accept or refuse it, mailed to the client (a sent quote's earlier link ends)",
    tags,
    params: z.object({ id: Uuid }),
    body: SendQuoteBody,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: [400, 401, 403, 404, 409, 422, 429],
    shop: 'header',
  }),
  view: defineRoute({
    method: 'GET',
    path: '/v1/quotes/answer/:token',
    access: 'quotes.answer',
    summary: "The quote behind a mailed link (public; the token is the proof, until the quote's last day)",
    tags,
    params: QuoteTokenParams,
    response: QuoteAnswerResponse,
    errors: [400, 404, 410, 429],
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/v1/quotes/answer/:token/pdf',
    access: 'quotes.answer',
    summary: "The quote's PDF behind a mailed link",
    tags,
    params: QuoteTokenParams,
    response: FileDownload,
    errors: [400, 404, 409, 410, 429],
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/v1/quotes/answer/:token/accept',
    access: 'quotes.answer',
    summary:
      'The client accepts the quote: it becomes an order (stock reserved), the shop is told; again: the same answer',
    tags,
    params: QuoteTokenParams,
    response: QuoteAnswerResponse,
    errors: [400, 404, 409, 410, 429],
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/v1/quotes/answer/:token/refuse',
    access: 'quotes.answer',
    summary: 'The client refuses the quote, with an optional reason; again: the same answer',
    tags,
    params: QuoteTokenParams,
    body: RefuseQuoteBody,
    response: QuoteAnswerResponse,
    errors: [400, 404, 409, 410, 429],
  }),
};
