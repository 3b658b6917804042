import { z } from 'zod';
import { ClientNoteBody } from './clients.ts';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { EntryFormat, EntryProduct } from './order-entry.ts';
import { SalesOrderLineInput } from './sales-orders.ts';
import { msg } from './validation/messages.ts';

/*
 * Tour mode (issue 28, decision 0152): a sales agent downloads their day — their clients, each
 * client's last orders, the catalogue priced for every typology with its stock — and takes
 * orders offline; each order is sent later with its own idempotency key (decision 0153) and the
 * server, repricing it, reports what differs from what the agent saw (decision 0154).
 */

/** The key of the public prices in a format's `prices` (a client whose typology the shop lacks). */
export const TOUR_PUBLIC_PRICES = '_public';

/** One typology's price of a format, as the entry prices a line of it (quantity 1). */
export const TourPrice = EntryFormat.pick({ unitHtCents: true, unitTtcCents: true, offered: true });

export const TourFormat = EntryFormat.omit({ unitHtCents: true, unitTtcCents: true, offered: true }).extend({
  /** By typology key (TOUR_PUBLIC_PRICES for the public prices). */
  prices: z.record(z.string(), TourPrice),
});
export type TourFormat = z.infer<typeof TourFormat>;

export const TourProduct = EntryProduct.omit({ formats: true }).extend({ formats: z.array(TourFormat) });
export type TourProduct = z.infer<typeof TourProduct>;

export const TourClient = z.object({
  id: z.string(),
  displayName: z.string(),
  city: z.string().nullable(),
  /** The typology key its prices are read under (TOUR_PUBLIC_PRICES when the shop has none). */
  priceKey: z.string(),
  typologyName: z.string().nullable(),
  lastOrders: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
      totalTtcCents: z.number().int(),
    }),
  ),
});
export type TourClient = z.infer<typeof TourClient>;

/** At most this many clients a page, this many products in the day's catalogue. */
export const TOUR_CLIENTS_PAGE = 200;
export const TOUR_PRODUCTS_MAX = 500;

export const TourDayQuery = z.object({
  offset: z.coerce.number(msg('number')).int(msg('number')).min(0).max(100_000).default(0),
});

export const TourDayResponse = z.object({
  success: z.literal(true),
  shopId: z.string(),
  generatedAt: z.string(),
  clients: z.array(TourClient),
  totalClients: z.number().int(),
  /** The next page's offset, null on the last page. */
  nextOffset: z.number().int().nullable(),
  /** The catalogue, on the first page only (null on the next ones). */
  catalogue: z
    .object({ products: z.array(TourProduct), shippingVatRateBp: z.number().int(), truncated: z.boolean() })
    .nullable(),
});
export type TourDayResponse = z.infer<typeof TourDayResponse>;

/** An order (or a free sample) taken offline: the lines at the client's listed prices, and what the agent saw. */
export const TourOrderBody = z.strictObject({
  idempotencyKey: z.uuid({ error: "La clé de la commande n'est pas valide" }),
  /** 'sample': a free sample (decision 0165), entered as a sample draft, never invoiced. */
  kind: z.enum(['order', 'sample'], 'Le type doit être une commande ou un échantillon').default('order'),
  clientId: Uuid,
  lines: z
    .array(
      SalesOrderLineInput.omit({ unitHtCents: true }).extend({ seenUnitHtCents: z.number().int().min(0) }),
    )
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(100, msg('tooManyItems', { max: 100 })),
  /** The total TTC the agent's device computed, in cents. */
  seenTotalTtcCents: z.number(msg('number')).int(msg('number')).min(0),
  notes: z
    .string()
    .trim()
    .max(2000, msg('tooLong', { max: 2000 }))
    .optional(),
  /** When the agent took it (their device's clock), ISO. */
  takenAt: z.iso.datetime({ error: 'La date de la commande n’est pas valide' }),
});
export type TourOrderBody = z.input<typeof TourOrderBody>;

export const TourOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the key had been received before: the same order, nothing new written. */
  replayed: z.boolean(),
  order: z.object({
    id: z.string(),
    reference: z.string().nullable(),
    status: z.string(),
    totalTtcCents: z.number().int(),
  }),
  /** Lines whose unit price differs from what the agent saw. */
  priceChanges: z.array(
    z.object({ label: z.string(), seenUnitHtCents: z.number().int(), unitHtCents: z.number().int() }),
  ),
  /** Lines asking more than the shop has available. */
  shortages: z.array(
    z.object({ label: z.string(), quantity: z.number().int(), available: z.number().int() }),
  ),
  seenTotalTtcCents: z.number().int(),
});
export type TourOrderResponse = z.infer<typeof TourOrderResponse>;

/** A visit note taken offline on a client (decision 0166): added to the client's timeline once. */
export const TourNoteBody = z.strictObject({
  idempotencyKey: z.uuid({ error: "La clé de la note n'est pas valide" }),
  clientId: Uuid,
  body: ClientNoteBody.shape.body,
  /** When the agent wrote it (their device's clock), ISO. */
  takenAt: z.iso.datetime({ error: 'La date de la note n’est pas valide' }),
});
export type TourNoteBody = z.input<typeof TourNoteBody>;

export const TourNoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the key had been received before: the same note, nothing new written. */
  replayed: z.boolean(),
  note: z.object({ id: z.string(), createdAt: z.string() }),
});
export type TourNoteResponse = z.infer<typeof TourNoteResponse>;

const ShopParams = z.object({ shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }) });

export const tourRoutes = {
  day: defineRoute({
    method: 'GET',
    path: '/v1/shops/:shopId/tour/day',
    access: 'orders.write',
    summary:
      "The agent's day for tour mode: their clients and last orders (paged), the catalogue at every typology's prices with stock",
    tags: ['tour'],
    params: ShopParams,
    query: TourDayQuery,
    response: TourDayResponse,
    errors: [400, 401, 403, 404],
    shop: { param: 'shopId' },
  }),
  order: defineRoute({
    method: 'POST',
    path: '/v1/shops/:shopId/tour/orders',
    access: 'orders.write',
    summary:
      'An order taken offline in tour mode, entered as a draft at the server’s prices; the same key again answers the same order',
    tags: ['tour'],
    params: ShopParams,
    body: TourOrderBody,
    response: TourOrderResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: { param: 'shopId' },
  }),
  note: defineRoute({
    method: 'POST',
    path: '/v1/shops/:shopId/tour/notes',
    access: 'clients.read',
    summary:
      "A visit note taken offline in tour mode, added to the client's timeline; the same key again answers the same note",
    tags: ['tour'],
    params: ShopParams,
    body: TourNoteBody,
    response: TourNoteResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: { param: 'shopId' },
  }),
} as const;
