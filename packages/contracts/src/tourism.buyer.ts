import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { PaymentInstructions } from './orders.buyer.ts';
import { BookingListResponse, BookingResponse, BookingStatus } from './tourism.bookings.ts';

/*
 * The buyer's side of wine tourism (issue 27; decisions 0119, 0120): their own bookings across
 * shops (spec §2 buyer menu 'reservations'), and a payment group's link of a shared booking —
 * public, its token the only key — showing the group's share, how to pay it and who has paid.
 * The web's pages call these; the placement side (helper "booking") answers them.
 */

const Page = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** One group of a shared booking as its link shows it (no other group's link). */
export const PaymentGroupView = z.object({
  name: z.string(),
  amountCents: z.number().int(),
  paid: z.boolean(),
});

export const GroupPaymentResponse = z.object({
  success: z.literal(true),
  /** The group whose link this is. */
  group: PaymentGroupView,
  booking: z.object({
    status: BookingStatus,
    eventTitle: z.string(),
    shopName: z.string(),
    startsAt: z.string(),
    /** Every group must have paid by then, or the booking expires and frees its places. */
    expiresAt: z.string().nullable(),
  }),
  groups: z.array(PaymentGroupView),
  /** How to pay the group's share (a transfer with the group's reference). */
  instructions: PaymentInstructions.nullable(),
});
export type GroupPaymentResponse = z.infer<typeof GroupPaymentResponse>;

const buyer = { tags: ['tourism'], access: 'account.read' } as const;

export const tourismBuyerRoutes = {
  mine: defineRoute({
    ...buyer,
    method: 'GET',
    path: '/v1/me/reservations',
    summary: "The signed-in buyer's bookings across shops, next visits first",
    query: Page,
    response: BookingListResponse,
    errors: [400, 401],
  }),
  mineOne: defineRoute({
    ...buyer,
    method: 'GET',
    path: '/v1/me/reservations/:id',
    summary: "One of the buyer's bookings, with who has paid of a shared one",
    params: z.object({ id: Uuid }),
    response: BookingResponse,
    errors: [400, 401, 404],
  }),
  groupPayment: defineRoute({
    tags: ['tourism'],
    access: 'storefront.read',
    method: 'GET',
    path: '/v1/reservations/pay/:token',
    summary: "A payment group's share of a shared booking, by its link's token",
    params: z.object({ token: z.string().min(8).max(100) }),
    response: GroupPaymentResponse,
    errors: [400, 404],
  }),
};
