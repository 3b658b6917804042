import { BOOKING_SOURCES, BOOKING_STATUSES, RATE_KINDS } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { EventKind, EventLanguage, IsoDay } from './tourism.events.ts';
import { msg } from './validation/messages.ts';
import { emailSchema, requiredStringWith } from './validation/text.fields.ts';

/*
 * Wine tourism's bookings (issue 27 items 3, 6; decisions 0102, 0103): what the back office
 * sends and what the API answers, once. The storefront's booking goes through the cart and the
 * placement (module orders, flows), which hold places with the tourism module's holdBooking.
 */

export const BookingStatus = z.enum(BOOKING_STATUSES, msg('invalid'));
export const BookingSource = z.enum(BOOKING_SOURCES, msg('invalid'));
const DateTime = z.iso.datetime({ ...msg('date'), offset: true });
const quantity = z
  .number(msg('number'))
  .int(msg('number'))
  .min(0, msg('tooSmall', { min: 0 }))
  .max(10_000, msg('tooBig', { max: 10_000 }));

/** How many persons (or extras) of each rate. */
export const BookingPersonsInput = z
  .array(z.object({ rateId: z.string().min(1).max(64), quantity }))
  .min(1, msg('required'))
  .max(20);

export const BookingContact = z.object({
  name: requiredStringWith('required').max(120, msg('tooLong', { max: 120 })),
  email: emailSchema.nullable().default(null),
  phone: z.string().trim().max(30).nullable().default(null),
});
export type BookingContact = z.input<typeof BookingContact>;

/** A booking taken in the back office (by phone, at the estate) for a client of the CRM. */
export const BookingCreateInput = z.object({
  eventId: Uuid,
  slotId: Uuid,
  clientId: Uuid.nullable().default(null),
  persons: BookingPersonsInput,
  /** Defaults to the client's name, e-mail and phone. */
  contact: BookingContact.optional(),
  language: EventLanguage.default('fr'),
  message: z.string().trim().max(2000).nullable().default(null),
  /** confirmed: it will happen; pending: the producer confirms it later. */
  status: z.enum(['pending', 'confirmed'], msg('invalid')).default('confirmed'),
});
export type BookingCreateInput = z.input<typeof BookingCreateInput>;

export const BookingMoveInput = z.object({ slotId: Uuid });
export const BookingCheckInInput = z.object({ token: z.string().trim().min(8, msg('invalid')).max(100) });

/** One line of a booking: persons (or extras) of one rate, at the rate's price then. */
export const BookingLine = z.object({
  rateId: z.string(),
  label: z.string(),
  kind: z.enum(RATE_KINDS),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  counting: z.boolean(),
  touristTaxExempt: z.boolean(),
  vatRate: z.number(),
});
export type BookingLine = z.infer<typeof BookingLine>;

/**
 * What the booking's payment stands at: filled by the placement side (orders, payments, group
 * payment); a booking taken by phone has none (paid at the estate, decision 0104).
 */
export const BookingPayment = z.object({
  status: z.string().optional(),
  paidCents: z.number().int().optional(),
  dueCents: z.number().int().optional(),
  orderRef: z.string().nullable().optional(),
  groups: z
    .array(z.object({ id: z.string(), label: z.string(), amountCents: z.number().int(), paid: z.boolean() }))
    .optional(),
});

export const Booking = z.object({
  id: z.string(),
  status: BookingStatus,
  source: BookingSource,
  event: z.object({ id: z.string(), title: z.string(), kind: EventKind }),
  slot: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }),
  orderId: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  lines: z.array(BookingLine),
  countingPersons: z.number().int(),
  amountCents: z.number().int(),
  touristTaxCents: z.number().int(),
  contact: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  language: EventLanguage,
  message: z.string().nullable(),
  expiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** For the check-in QR code (the detail only). */
  checkInToken: z.string().optional(),
  createdAt: z.string(),
  payment: BookingPayment.optional(),
});
export type Booking = z.infer<typeof Booking>;

/**
 * The back office's list: by day (arrivals of that day first) or a range, filters, a page.
 * Without day nor range: from today on.
 */
export const BookingListQuery = z.object({
  day: IsoDay.optional(),
  from: DateTime.optional(),
  to: DateTime.optional(),
  eventId: Uuid.optional(),
  status: BookingStatus.optional(),
  language: EventLanguage.optional(),
  clientId: Uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type BookingListQuery = z.input<typeof BookingListQuery>;

export const BookingListResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  bookings: z.array(Booking),
});
export const BookingResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  booking: Booking,
});
/** A mail sent for a booking (its confirmation, its reminder), as the mail module keeps it (decision 0133). */
export const BookingMail = z.object({
  kind: z.enum(['confirmed', 'reminder']),
  subject: z.string(),
  to: z.string(),
  /** outbox: kept in the development outbox, no SMTP configured. */
  status: z.enum(['sent', 'pending', 'failed', 'outbox']),
  /** When it left, or else when it was queued. */
  at: z.string(),
});
export type BookingMail = z.infer<typeof BookingMail>;
export const BookingMailsResponse = z.object({ success: z.literal(true), mails: z.array(BookingMail) });
export const BookingCancelResponse = BookingResponse.extend({
  /** Under the event's cancellation terms (the refund itself is the payments side's). */
  refundable: z.boolean(),
});

/** The calendar (decision 0043) over a range: slots with their fill, and their bookings. */
export const CalendarQuery = z
  .object({ from: DateTime, to: DateTime, eventId: Uuid.optional() })
  .refine((q) => q.from < q.to, { ...msg('endBeforeStart'), path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 24 * 3600 * 1000, {
    ...msg('invalid'),
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof CalendarQuery>;
export const CalendarSlot = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  kind: EventKind,
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  status: z.enum(['open', 'closed']),
  bookings: z.array(
    z.object({
      id: z.string(),
      status: BookingStatus,
      name: z.string(),
      countingPersons: z.number().int(),
      checkedIn: z.boolean(),
    }),
  ),
});
export const CalendarResponse = z.object({
  success: z.literal(true),
  /** Capped at 500 slots; true when the range holds more. */
  truncated: z.boolean(),
  slots: z.array(CalendarSlot),
});

/** The half-year whose tourist tax is declared: '2026-H1' (January–June) or '2026-H2'. */
export const TouristTaxQuery = z.object({
  half: z.string().regex(/^\d{4}-H[12]$/, 'Indiquez un semestre comme 2026-H2'),
});
