import { z } from 'zod';
import { PageQuery, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { CardCheckout } from './payments.ts';
import { BookingStatus } from './tourism.bookings.ts';

/*
 * The buyer's own bookings and the payment groups of a booking (issue 27, decision 0110): the
 * buyer who opened it reads who has paid; each group's link shows its share and how to pay it by
 * transfer; the shop records each group's transfer and the last one confirms the booking.
 */

export const PaymentGroup = z.object({
  id: z.string(),
  name: z.string(),
  share: z.number().int(),
  amountCents: z.number().int(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  /** The group's own page, `/booking-groups/{token}` (the buyer and the shop share it). */
  link: z.string(),
});
export type PaymentGroup = z.infer<typeof PaymentGroup>;

export const BuyerReservation = z.object({
  id: z.string(),
  status: BookingStatus,
  event: z.object({ id: z.string(), title: z.string() }),
  slot: z.object({ startsAt: z.string(), endsAt: z.string() }),
  shop: z.object({ id: z.string(), name: z.string(), urlShop: z.string() }),
  order: z.object({ id: z.string(), reference: z.string() }).nullable(),
  countingPersons: z.number().int(),
  lines: z.array(
    z.object({ label: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() }),
  ),
  amountCents: z.number().int(),
  touristTaxCents: z.number().int(),
  /** The groups' deadline (a booking paid by groups), else null. */
  expiresAt: z.string().nullable(),
  /** Who has paid, for a booking paid by groups ([] otherwise). */
  groups: z.array(PaymentGroup),
});
export type BuyerReservation = z.infer<typeof BuyerReservation>;

/** A group's public page: its share, the booking it pays, and the transfer's reference. */
export const PublicPaymentGroup = z.object({
  name: z.string(),
  amountCents: z.number().int(),
  paid: z.boolean(),
  bookingStatus: BookingStatus,
  event: z.object({ title: z.string() }),
  slot: z.object({ startsAt: z.string() }),
  shop: z.object({ name: z.string(), urlShop: z.string() }),
  /** The transfer's reference to write (the order's, then the group's rank). */
  transferReference: z.string(),
  iban: z.string().nullable(),
  deadline: z.string().nullable(),
  /** How the share was paid: a transfer the shop recorded, or a card on this page (decision 0136). */
  paidBy: z.enum(['transfer', 'card']).nullable(),
  /** Whether this page offers 'Payer par carte' (Stripe configured, the share still due). */
  cardAvailable: z.boolean(),
});
export type PublicPaymentGroup = z.infer<typeof PublicPaymentGroup>;

export const bookingPaymentRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/v1/me/reservations',
    access: 'orders.mine.read',
    summary: "The signed-in buyer's bookings, soonest first",
    tags: ['tourism'],
    query: PageQuery,
    response: z.object({
      success: z.literal(true),
      reservations: z.array(BuyerReservation),
      total: z.number().int(),
    }),
    errors: [400, 401],
  }),
  mineOne: defineRoute({
    method: 'GET',
    path: '/v1/me/reservations/:id',
    access: 'orders.mine.read',
    summary: "One of the buyer's bookings, with who has paid",
    tags: ['tourism'],
    params: z.object({ id: Uuid }),
    response: z.object({ success: z.literal(true), reservation: BuyerReservation }),
    errors: [400, 401, 404],
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/v1/reservations/:id/groups',
    access: 'reservations.read',
    summary: "A booking's payment groups and who has paid",
    tags: ['tourism'],
    params: z.object({ id: Uuid }),
    response: z.object({ success: z.literal(true), groups: z.array(PaymentGroup) }),
    errors: [400, 401, 403, 404],
  }),
  groupPaid: defineRoute({
    method: 'POST',
    path: '/v1/reservations/:id/groups/:groupId/paid',
    access: 'reservations.write',
    summary: "Records a payment group's transfer; the last one confirms the booking",
    tags: ['tourism'],
    params: z.object({ id: Uuid, groupId: Uuid }),
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      allPaid: z.boolean(),
      groups: z.array(PaymentGroup),
    }),
    errors: [400, 401, 403, 404, 409],
  }),
  publicGroup: defineRoute({
    method: 'GET',
    path: '/v1/booking-groups/:token',
    access: 'storefront.read',
    summary: "A payment group's page by its link: its share and how to pay it",
    tags: ['tourism'],
    params: z.object({ token: z.string().min(1).max(100) }),
    response: z.object({ success: z.literal(true), group: PublicPaymentGroup }),
    errors: [400, 404],
  }),
  /** Paying the share by card (decision 0136): the card is saved first (Stripe's payment element)… */
  startCard: defineRoute({
    method: 'POST',
    path: '/v1/booking-groups/:token/card',
    access: 'bookingGroups.pay',
    summary:
      "Starts paying a group's share by card: the card form's SetupIntent (the same one again on a second call)",
    tags: ['tourism'],
    params: z.object({ token: z.string().min(1).max(100) }),
    response: z.object({ success: z.literal(true), card: CardCheckout }),
    errors: [400, 404, 409, 422, 429],
  }),
  /** …then charged once, here: a second call, or Stripe's webhook, finds the share paid. */
  payCard: defineRoute({
    method: 'POST',
    path: '/v1/booking-groups/:token/card/pay',
    access: 'bookingGroups.pay',
    summary: "Charges the saved card the group's share, once; the last group's payment confirms the booking",
    tags: ['tourism'],
    params: z.object({ token: z.string().min(1).max(100) }),
    response: z.object({ success: z.literal(true), message: z.string(), group: PublicPaymentGroup }),
    errors: [400, 404, 409, 422, 429],
  }),
};
