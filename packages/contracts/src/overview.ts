import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * What the back office shows at a glance (issue 24): the owner's home figures, a client's
 * turnover, and the orders and clients 'Aller à' finds (spec §2). Amounts in cents.
 */

const ok = z.literal(true);
const money = z.number().int();

/** A figure the caller may not read is null (and the screen leaves it out). */
export const HomeFigures = z.object({
  /** Invoiced this calendar month (Europe/Paris), HT and TTC, less credit notes. */
  turnover: z.object({ ht: money, ttc: money, month: z.string() }).nullable(),
  toValidate: z.object({ count: z.number().int() }).nullable(),
  toShip: z.object({ count: z.number().int() }).nullable(),
  unpaid: z.object({ count: z.number().int(), amount: money }).nullable(),
});
export type HomeFigures = z.infer<typeof HomeFigures>;

/** A client's invoiced turnover, HT and TTC, less credit notes: this fiscal year and all time. */
export const ClientTurnover = z.object({
  fiscalYear: z.object({ ht: money, ttc: money, from: z.string() }),
  allTime: z.object({ ht: money, ttc: money }),
  invoices: z.number().int(),
  lastInvoiceOn: z.string().nullable(),
});
export type ClientTurnover = z.infer<typeof ClientTurnover>;

export const GoToSearchQuery = z.object({
  q: z
    .string(msg('required'))
    .trim()
    .min(2, msg('tooShort', { min: 2 }))
    .max(100, msg('tooLong', { max: 100 })),
});

export const GO_TO_SEARCH_LIMIT = 5;

export const GoToSearchResponse = z.object({
  success: ok,
  orders: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      kind: z.enum(['order', 'quote', 'sample']),
      clientName: z.string().nullable(),
    }),
  ),
  clients: z.array(z.object({ id: z.string(), name: z.string(), city: z.string().nullable() })),
});
export type GoToSearchResponse = z.infer<typeof GoToSearchResponse>;

const IdParams = z.object({ id: Uuid });

export const overviewRoutes = {
  homeFigures: defineRoute({
    method: 'GET',
    path: '/v1/home/figures',
    access: 'home.figures.read',
    summary:
      "The home's figures: turnover of the month, orders to validate and to ship, unpaid (each only with its list's right)",
    tags: ['home'],
    shop: 'header',
    response: z.object({ success: ok, figures: HomeFigures }),
    errors: [401, 403],
  }),
  clientTurnover: defineRoute({
    method: 'GET',
    path: '/v1/clients/:id/turnover',
    access: 'invoices.read',
    summary: "A client's invoiced turnover (HT and TTC, less credit notes): this fiscal year and all time",
    tags: ['clients'],
    shop: 'header',
    params: IdParams,
    response: z.object({ success: ok, turnover: ClientTurnover }),
    errors: [400, 401, 403, 404],
  }),
  goTo: defineRoute({
    method: 'GET',
    path: '/v1/search',
    access: 'search.read',
    summary: "'Aller à': the orders (by reference) and clients (by name) the caller may read, 5 of each",
    tags: ['search'],
    shop: 'header',
    query: GoToSearchQuery,
    response: GoToSearchResponse,
    errors: [400, 401, 403],
  }),
};
