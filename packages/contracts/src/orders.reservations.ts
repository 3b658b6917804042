import { CART_MAX_QUANTITY, EVENT_LANGUAGES } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { msg } from './validation/messages.ts';
import { phoneSchema } from './validation/phone.fields.ts';
import { requiredStringWith } from './validation/text.fields.ts';

/** A payment group of a booking (issue 27): its name and its share, in parts (e.g. its persons). */
export const PaymentGroupRequest = z.strictObject({
  name: requiredStringWith('required').pipe(z.string().max(80)),
  share: z.number(msg('number')).int(msg('number')).min(1).max(1000),
});

/**
 * A booking to place (issue 27): the event, the slot and how many of each rate, nothing else
 * priced (the server reads the rates; the tourist tax is its own). `groups` splits the order's
 * payment among 2 to 20 payment groups: the booking stays pending until every group has paid.
 */
export const ReservationRequest = z.strictObject({
  eventId: Uuid,
  slotId: Uuid,
  prices: z
    .array(
      z.strictObject({
        rateId: z.string().trim().min(1).max(64),
        quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
      }),
    )
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(20, msg('tooManyItems', { max: 20 })),
  contact: z
    .strictObject({
      name: requiredStringWith('required').pipe(z.string().max(120)),
      email: z.email(msg('email')).max(200),
      phone: phoneSchema.optional(),
    })
    .optional(),
  /** The visit's language, among the event's (French by default). */
  language: z.enum(EVENT_LANGUAGES, msg('invalid')).optional(),
  message: z.string().max(2000).optional(),
  groups: z
    .array(PaymentGroupRequest)
    .min(2, msg('tooFewItems', { min: 2 }))
    .max(20, msg('tooManyItems', { max: 20 }))
    .optional(),
});
export type ReservationRequest = z.infer<typeof ReservationRequest>;

/** A line of a booking as the order froze it (decision 0108): a rate × persons, an extra, the tourist tax. */
export const OrderBookingLine = z.object({
  kind: z.enum(['ticket', 'optional', 'touristTax']),
  label: z.string(),
  quantity: z.number().int(),
  unitTTC: z.number().int(),
  /** Percent; 0 for the tourist tax, outside VAT. */
  vatRate: z.number(),
  totalTTC: z.number().int(),
});

/** A booking of an order (issue 27): its event and slot as bought, its lines, its tourist tax. */
export const OrderBooking = z.object({
  bookingId: z.string(),
  eventTitle: z.string(),
  slotStart: z.string(),
  lines: z.array(OrderBookingLine),
  /** Of the lines above, the tourist tax (cents; 0 when none). */
  touristTax: z.number().int(),
  totalTTC: z.number().int(),
});
export type OrderBooking = z.infer<typeof OrderBooking>;
