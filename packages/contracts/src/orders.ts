import {
  CART_MAX_LINES,
  CART_MAX_ORDERS,
  CART_MAX_RESERVATIONS,
  CHECKOUT_PAYMENT_TYPES,
  DASHBOARD_PAYMENT_TYPES,
  DELIVERY_STATUSES,
  isCardPayment,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from '@cuvee/domain';
import { z } from 'zod';
import { CartPriceLineInput } from './cart.price.ts';
import { PageQuery, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { BuyerInvoice, buyerOrderRoutes, PaymentInstructions } from './orders.buyer.ts';
import { OrderBooking, ReservationRequest } from './orders.reservations.ts';
import { CardCheckout } from './payments.ts';
import { StoredAddress } from './users.ts';
import { addressSchema, adultCertificationSchema, termsAcceptedSchema } from './validation/composites.ts';
import { msg } from './validation/messages.ts';
import { phoneSchema } from './validation/phone.fields.ts';
import { promoCodeSchema, requiredStringWith } from './validation/text.fields.ts';

/*
 * Placing the cart's orders (decision 0040) and the buyer's orders as they read them. A
 * placement names products, formats, vintages and quantities; every price is the server's.
 */

/** A line to buy: the priced cart's line, and nothing else (no price travels, decision 0040). */
export const OrderLineRequest = z.strictObject(CartPriceLineInput.shape);
export type OrderLineRequest = z.infer<typeof OrderLineRequest>;

/** The seller's order's fields; `PlaceOrderRequest` adds the checks across them. */
export const PlaceOrderFields = z.strictObject({
  sellerId: Uuid,
  /** The wines; may be empty when the order holds bookings. */
  lines: z
    .array(OrderLineRequest)
    .max(CART_MAX_LINES, msg('tooManyItems', { max: CART_MAX_LINES }))
    .default([]),
  reservations: z
    .array(ReservationRequest)
    .max(CART_MAX_RESERVATIONS, msg('cartTooManyReservations'))
    .default([]),
  /** Required when the order has wines; an order of bookings only ships nothing (decision 0107). */
  deliveryModeId: z.string().max(80).nullable().default(null),
  collectionPointId: z.string().max(80).nullable().default(null),
  paymentType: z.enum(CHECKOUT_PAYMENT_TYPES, msg('paymentMethodRequired')),
  notes: z.string().max(2000).default(''),
  /**
   * The version of the seller's terms of sale the buyer read and accepted (issue 24): required,
   * and the current one, when the seller has published terms; kept with the order.
   */
  termsVersionId: Uuid.nullable().default(null),
  /** The loyalty reward taken in this order (issue 29), one at most: its points are spent here. */
  promotions: z.array(Uuid).max(1, 'Une seule récompense de fidélité par commande').default([]),
  /** The promo code entered for this seller (issue 29): applied by the server, or refused. */
  promoCode: promoCodeSchema.nullable().default(null),
});

export const PlaceOrderRequest = PlaceOrderFields.refine((o) => o.lines.length + o.reservations.length > 0, {
  ...msg('orderEmpty'),
  path: ['lines'],
})
  .refine((o) => o.lines.length === 0 || (o.deliveryModeId ?? '') !== '', {
    ...msg('deliveryModeRequired'),
    path: ['deliveryModeId'],
  })
  .refine((o) => o.reservations.filter((r) => r.groups).length <= 1, {
    ...msg('oneGroupedBooking'),
    path: ['reservations'],
  })
  // Each payment group pays its own share from its link (decisions 0110, 0136): the order's own
  // payment cannot also be a card imprint charged for the whole at validation.
  .refine((o) => !isCardPayment(o.paymentType) || !o.reservations.some((r) => r.groups?.length), {
    ...msg('groupsPayByLinks'),
    path: ['paymentType'],
  });

export const PlaceOrdersBody = z.strictObject({
  /** The browser's key for this checkout: the same placement again answers the first result. */
  idempotencyKey: z.uuid(msg('idInvalid')),
  orders: z
    .array(PlaceOrderRequest)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(CART_MAX_ORDERS, msg('tooManyItems', { max: CART_MAX_ORDERS })),
  // The carrier calls before delivering (spec §5: 'phone number required').
  deliveryAddress: addressSchema.safeExtend({ phone: requiredStringWith('phoneRequired').pipe(phoneSchema) }),
  billingAddress: addressSchema.optional(),
  acceptTerms: termsAcceptedSchema,
  certifyAdult: adultCertificationSchema,
});
export type PlaceOrdersBody = z.infer<typeof PlaceOrdersBody>;

/**
 * The checkout's form: the placement without its key and lines (the cart holds those). The terms
 * are accepted per seller (issue 24): each seller's box, with the version of its terms read.
 */
export const CheckoutForm = PlaceOrdersBody.omit({
  idempotencyKey: true,
  orders: true,
  acceptTerms: true,
}).extend({
  orders: z
    .array(
      PlaceOrderFields.omit({ lines: true, reservations: true })
        .extend({
          acceptTerms: termsAcceptedSchema,
          // The id as the terms' answer gave it; the API checks it is a uuid. (In the web build,
          // seen in the journeys' Chromium, a `Uuid` field of this form parses to a function, not
          // the id: the sellers' ids too, which the placement takes from the cart instead.)
          termsVersionId: z.string().nullable().default(null),
          /** Whether the seller's order holds wines: then a delivery mode is required (issue 27). */
          shipsWines: z.boolean().default(true),
        })
        .refine((o) => !o.shipsWines || (o.deliveryModeId ?? '') !== '', {
          ...msg('deliveryModeRequired'),
          path: ['deliveryModeId'],
          // Said beside the other fields' messages, not only once they are all right.
          when: ({ value }) => typeof value === 'object' && value !== null,
        }),
    )
    .min(1),
});
export type CheckoutForm = z.input<typeof CheckoutForm>;

export const PlacedOrder = z.object({
  id: z.string(),
  reference: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(DASHBOARD_PAYMENT_TYPES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalTTC: z.number().int(),
  /** A card order's imprint to confirm in the browser (a 0 € SetupIntent, spec §4), else null. */
  cardSetup: CardCheckout.nullable(),
  /** How to pay the seller by transfer or cheque (issue 24); null when nothing is asked. */
  paymentInstructions: PaymentInstructions.nullable().optional(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const PlaceOrdersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(PlacedOrder),
  /** Sellers whose order could not be placed (stock taken meanwhile), with the reason. */
  refused: z.array(z.object({ sellerId: z.string(), message: z.string() })),
});
export type PlaceOrdersResponse = z.infer<typeof PlaceOrdersResponse>;

/** One wine inside a box line (issue 24): how many bottles of it the line's boxes hold in all. */
export const BoxContentLine = z.object({
  id: z.string(),
  productId: z.string(),
  label: z.string(),
  /** Bottles for the line's boxes (a box's count × the boxes ordered), free boxes apart. */
  quantity: z.number().int(),
  freeItems: z.number().int(),
});
export type BoxContentLine = z.infer<typeof BoxContentLine>;

export const BuyerOrderLine = z.object({
  id: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  freeItems: z.number().int(),
  unitHT: z.number().int(),
  unitTTC: z.number().int(),
  vatRate: z.number(),
  excise: z.number().int(),
  css: z.number().int(),
  totalHT: z.number().int(),
  totalTTC: z.number().int(),
  /** A box's wines, each a line of the order of its own (empty for anything else). */
  contents: z.array(BoxContentLine),
});

export const BuyerOrder = z.object({
  id: z.string(),
  reference: z.string(),
  seller: z.object({ id: z.string(), name: z.string(), urlShop: z.string() }),
  status: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(DASHBOARD_PAYMENT_TYPES),
  totalHT: z.number().int(),
  tva: z.number().int(),
  totalTTC: z.number().int(),
  shipping: z.number().int(),
  /** The excise duties the prices hold, the CSS apart (issue 25). */
  excise: z.number().int(),
  /** The social security contribution (CSS) the prices hold. */
  css: z.number().int(),
  itemCount: z.number().int(),
  placedAt: z.string(),
});
export type BuyerOrder = z.infer<typeof BuyerOrder>;

/** How the order left (issue 24): its carrier, tracking number and page, parcels and weight. */
export const OrderShipment = z.object({
  /** An id of the carriers' list (packages/domain delivery/carriers.ts), or null. */
  carrier: z.string().nullable(),
  carrierName: z.string().nullable(),
  trackingRef: z.string().nullable(),
  /** The carrier's page following the parcels, when it has one and a number was given. */
  trackingUrl: z.string().nullable(),
  parcels: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  shippedAt: z.string().nullable(),
});
export type OrderShipment = z.infer<typeof OrderShipment>;

export const BuyerOrderDetail = BuyerOrder.extend({
  lines: z.array(BuyerOrderLine),
  delivery: z.object({ name: z.string(), kind: z.string(), parcels: z.number().int(), franco: z.boolean() }),
  deliveryAddress: StoredAddress.nullable(),
  notes: z.string().nullable(),
  /** Once shipped (null before; absent from readers older than issue 24). */
  shipment: OrderShipment.nullable().optional(),
  /** How to pay the seller by transfer or cheque, to the buyer (issue 24); else null. */
  paymentInstructions: PaymentInstructions.nullable().optional(),
  /** The order's invoices, deposit invoices and credit notes, to the buyer (issue 24). */
  invoices: z.array(BuyerInvoice).optional(),
  /** Its bookings' frozen lines, soonest first (issue 27); absent from older readers. */
  bookings: z.array(OrderBooking).optional(),
});
export type BuyerOrderDetail = z.infer<typeof BuyerOrderDetail>;

/** An order as the shop's staff read it: the buyer's view, and who bought. */
export const ShopOrder = BuyerOrder.extend({
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type ShopOrder = z.infer<typeof ShopOrder>;
export const ShopOrderDetail = BuyerOrderDetail.extend({ buyer: ShopOrder.shape.buyer });
export type ShopOrderDetail = z.infer<typeof ShopOrderDetail>;

const IdParams = z.object({ id: Uuid });
const tags = ['orders'];

export const ordersRoutes = {
  place: defineRoute({
    method: 'POST',
    path: '/v1/orders',
    access: 'orders.place',
    summary: "Place the cart's orders, one per seller, priced again by the server (idempotent by key)",
    tags,
    body: PlaceOrdersBody,
    response: PlaceOrdersResponse,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  paymentTypes: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id/payment-types',
    access: 'storefront.read',
    summary: 'The payment types a shop offers at checkout (card and SEPA only with a card provider)',
    tags,
    params: IdParams,
    response: z.object({ success: z.literal(true), paymentTypes: z.array(z.enum(CHECKOUT_PAYMENT_TYPES)) }),
    errors: [400, 404],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/v1/orders/mine',
    access: 'orders.mine.read',
    summary: "The signed-in buyer's orders, newest first",
    tags,
    query: PageQuery,
    response: z.object({ success: z.literal(true), orders: z.array(BuyerOrder), total: z.number().int() }),
    errors: [400, 401],
  }),
  cardSaved: defineRoute({
    method: 'POST',
    path: '/v1/orders/mine/:id/card-saved',
    access: 'orders.mine.read',
    summary:
      "After the buyer's browser confirmed the card imprint: the order records the saved card (checked with Stripe)",
    tags,
    params: IdParams,
    response: z.object({ success: z.literal(true), order: BuyerOrderDetail }),
    errors: [400, 401, 404, 409],
  }),
  mineOne: defineRoute({
    method: 'GET',
    path: '/v1/orders/mine/:id',
    access: 'orders.mine.read',
    summary: 'One of the buyer’s orders with its lines, taxes and delivery',
    tags,
    params: IdParams,
    response: z.object({ success: z.literal(true), order: BuyerOrderDetail }),
    errors: [400, 401, 404],
  }),
  /** The buyer downloads their own order's invoice (issue 24). */
  ...buyerOrderRoutes,
};
