import {
  CARRIER_IDS,
  DASHBOARD_PAYMENT_TYPES,
  DELIVERY_ACTIONS,
  DELIVERY_STATUSES,
  ORDER_ACTIONS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_DELAY_KEYS,
  PAYMENT_STATUSES,
  QUOTE_OUTCOMES,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { AcceptedTerms } from './legal.ts';
import { BuyerOrder, BuyerOrderDetail } from './orders.ts';
import { QuoteSending } from './quotes.ts';
import { StoredAddress } from './users.ts';
import { msg } from './validation/messages.ts';

/*
 * The sales back office's orders, quotes and samples (issue 16, decision 0046): the list with
 * its filters, one order with its history and the moves its state allows, and the moves.
 */

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(20).optional());

export const SalesOrderListQuery = z.object({
  kind: z.enum(ORDER_KINDS, 'Type de document inconnu (commande, devis ou échantillon)').default('order'),
  status: oneOrMany(z.enum(ORDER_STATUSES, 'Statut de commande inconnu')),
  /**
   * The quotes' list (kind quote) holds the accepted ones too, now orders; filtered by outcome
   * (issue 24): sent, accepted, refused, expired…
   */
  outcome: z.enum(QUOTE_OUTCOMES, 'État de devis inconnu').optional(),
  clientId: Uuid.optional(),
  agentId: Uuid.optional(),
  channel: z.string().trim().max(40).optional(),
  /** Placed on or after / on or before this day (YYYY-MM-DD). */
  from: z.iso.date(msg('date')).optional(),
  to: z.iso.date(msg('date')).optional(),
  /** A reference prefix, or words of the client's name. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SalesOrderListQuery = z.input<typeof SalesOrderListQuery>;

const Person = z.object({ id: z.string(), name: z.string() });

/** An order as the shop's staff list it: the buyer's view, its kind, client, agent and invoice. */
export const SalesOrder = BuyerOrder.extend({
  kind: z.enum(ORDER_KINDS),
  channel: z.string(),
  client: Person.nullable(),
  agent: Person.nullable(),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }).optional(),
  validUntil: z.string().nullable(),
  quoteReference: z.string().nullable(),
  /** Where the quote stands (an order that was a quote: accepted); null for what never was one. */
  quoteOutcome: z.enum(QUOTE_OUTCOMES).nullable(),
  invoiceNumber: z.string().nullable(),
  /** The client's typology pays VAT-inclusive prices: its amounts TTC first, else HT first (§6). */
  showTtc: z.boolean(),
});
export type SalesOrder = z.infer<typeof SalesOrder>;

export const SalesOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(SalesOrder),
  total: z.number().int(),
});

export const SalesOrderEvent = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.string(),
  /** What the move recorded: a tracking reference, parcels, an invoice's number… */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});

export const SalesOrderDetail = SalesOrder.extend({
  lines: z.array(
    BuyerOrderDetail.shape.lines.element.extend({
      discountBp: z.number().int(),
      /** What the line was entered from, to change a draft's lines. */
      productId: z.string(),
      formatId: z.string(),
      vintage: z.string(),
    }),
  ),
  /** The delivery mode it was entered with (null: a label typed), so that 'Modifier' keeps it. */
  delivery: BuyerOrderDetail.shape.delivery.extend({ modeId: z.string().nullable() }),
  shipment: BuyerOrderDetail.shape.shipment,
  deliveryAddress: StoredAddress.nullable(),
  billingAddress: StoredAddress.nullable(),
  /** The shop's internal note (a back-office order), or the buyer's message (a placed one). */
  notes: z.string().nullable(),
  /** A quote's sending and answer (a quote, or an order that was one); null otherwise. */
  quote: QuoteSending.nullable(),
  /** The version of the shop's terms of sale the buyer accepted at checkout (issue 24); null when none. */
  acceptedTerms: AcceptedTerms.nullable(),
  paymentDelay: z.string().nullable(),
  trackingRef: z.string().nullable(),
  parcels: z.number().int().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  history: z.array(SalesOrderEvent),
  /** The moves the order's state allows (the screen's buttons; the API refuses any other). */
  actions: z.object({
    order: z.array(z.enum(ORDER_ACTIONS)),
    delivery: z.array(z.enum(DELIVERY_ACTIONS)),
  }),
});
export type SalesOrderDetail = z.infer<typeof SalesOrderDetail>;

export const SalesOrderResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order: SalesOrderDetail,
});

/** The order moves callable through the actions route (invoice and credit are the invoices'). */
export const SALES_ORDER_ACTIONS = ['send', 'accept', 'validate', 'refuse', 'cancel', 'expire'] as const;
export type SalesOrderAction = (typeof SALES_ORDER_ACTIONS)[number];

export const SalesOrderActionParams = z.object({
  id: Uuid,
  action: z.enum(SALES_ORDER_ACTIONS, msg('invalid')),
});
export const SalesDeliveryParams = z.object({
  id: Uuid,
  action: z.enum(DELIVERY_ACTIONS, msg('invalid')),
});

/**
 * A move's body: the document's kind, and why the shop refuses an order (issue 24), told in the
 * buyer's mail. Both optional, and a move sent without a body (null) is the same as an empty one.
 */
export const SalesOrderActionBody = z
  .strictObject({
    /**
     * The document's kind, as the caller knows it (issue 25): refusing or cancelling a quote
     * names `quote` (its right is quotes.write, an order's orders.validate); refusing,
     * cancelling, accepting or expiring, a kind named must be the stored document's.
     */
    kind: z.enum(ORDER_KINDS, msg('invalid')).optional(),
    reason: z
      .string()
      .trim()
      .max(500, msg('tooLong', { max: 500 }))
      .optional(),
  })
  .nullish();

/** What shipping tells: the carrier's tracking reference and the parcels. */
export const SalesDeliveryBody = z
  .strictObject({
    trackingRef: z
      .string()
      .trim()
      .max(120, msg('tooLong', { max: 120 }))
      .optional(),
    parcels: z.number(msg('number')).int(msg('number')).min(1).max(999).optional(),
    /** Who carries it (issue 24): an id of the carriers' list. */
    carrier: z.enum(CARRIER_IDS, msg('invalid')).optional(),
    /** The parcels' weight in grams. */
    weightGrams: z.number(msg('number')).int(msg('number')).min(1).max(10_000_000).optional(),
  })
  .default({});

export const BulkValidateBody = z.strictObject({
  ids: z
    .array(Uuid)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(100, msg('tooManyItems', { max: 100 })),
});
export const BulkValidateResponse = z.object({
  success: z.literal(true),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      message: z.string(),
      status: z.enum(ORDER_STATUSES).nullable(),
    }),
  ),
});

export const SALES_PAYMENT_TYPES = DASHBOARD_PAYMENT_TYPES;
export { DELIVERY_STATUSES as SALES_DELIVERY_STATUSES, PAYMENT_STATUSES as SALES_PAYMENT_STATUSES };

/** One line entered in the back office: a product's format and vintage, its quantity and discount. */
export const SalesOrderLineInput = z.strictObject({
  productId: Uuid,
  formatId: Uuid,
  vintage: z
    .string()
    .trim()
    .max(40, msg('tooLong', { max: 40 }))
    .nullish(),
  quantity: z
    .number(msg('number'))
    .int(msg('number'))
    .min(1, msg('tooSmall', { min: 1 }))
    .max(100_000),
  /** A discount in basis points (1000 = 10 %). */
  discountBp: z
    .number(msg('number'))
    .int(msg('number'))
    .min(0)
    .max(10_000, msg('tooBig', { max: 10_000 }))
    .default(0),
  /** The staff's own unit price VAT excluded, in cents (else the client's typology price). */
  unitHtCents: z.number(msg('number')).int(msg('number')).min(0).max(100_000_000).optional(),
});

/** An order, a quote or a sample entered for a client (issue 16). */
export const SalesOrderCreateBody = z.strictObject({
  kind: z.enum(ORDER_KINDS, msg('invalid')),
  clientId: Uuid,
  lines: z
    .array(SalesOrderLineInput)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(100, msg('tooManyItems', { max: 100 })),
  shipping: z
    .strictObject({
      /** One of the shop's delivery modes (its name is the label when none is typed). */
      modeId: Uuid.optional(),
      label: z
        .string()
        .trim()
        .min(1, msg('required'))
        .max(120, msg('tooLong', { max: 120 })),
      priceCents: z.number(msg('number')).int(msg('number')).min(0).max(10_000_000),
    })
    .optional(),
  paymentType: z.enum(DASHBOARD_PAYMENT_TYPES, msg('invalid')).optional(),
  paymentDelay: z.enum(PAYMENT_DELAY_KEYS, msg('invalid')).optional(),
  /** A quote's last day (default: in 30 days). */
  validUntil: z.iso.date(msg('date')).optional(),
  notes: z
    .string()
    .trim()
    .max(2000, msg('tooLong', { max: 2000 }))
    .optional(),
});
export type SalesOrderCreateBody = z.input<typeof SalesOrderCreateBody>;

/**
 * A draft changed: its lines, delivery, payment, notes. `kind` names the document's kind (its
 * right: quotes.write for a quote, orders.write else), which must be the stored one's.
 */
export const SalesOrderEditBody = SalesOrderCreateBody.omit({ clientId: true });
export type SalesOrderEditBody = z.input<typeof SalesOrderEditBody>;

/**
 * The entry's prices before it is saved (issue 24): the lines as the client's typology prices
 * them (or the unit typed), with the totals the saved document will have.
 */
export const SalesOrderPriceBody = z.strictObject({
  kind: SalesOrderCreateBody.shape.kind,
  clientId: Uuid,
  lines: SalesOrderCreateBody.shape.lines,
  shippingCents: z.number(msg('number')).int(msg('number')).min(0).max(10_000_000).optional(),
});
export type SalesOrderPriceBody = z.input<typeof SalesOrderPriceBody>;

export const SalesOrderPriceResponse = z.object({
  success: z.literal(true),
  /** The client's price list ('Caviste'), or null for the public prices. */
  typology: z.string().nullable(),
  lines: z.array(
    z.object({
      unitHT: z.number().int(),
      vatRate: z.number(),
      totalHT: z.number().int(),
      /** The excise and the CSS the line's price holds, apart (issue 25). */
      excise: z.number().int(),
      css: z.number().int(),
    }),
  ),
  totalHT: z.number().int(),
  tva: z.number().int(),
  totalTTC: z.number().int(),
  vat: z.array(z.object({ rate: z.number(), amount: z.number().int() })),
  /** The document's excise and CSS, apart. */
  excise: z.number().int(),
  css: z.number().int(),
});
export type SalesOrderPriceResponse = z.infer<typeof SalesOrderPriceResponse>;
