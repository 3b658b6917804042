import type {
  AccommodationCategory,
  BookingLine,
  BookingSource,
  BookingStatus,
  EventKind,
  EventLanguage,
  EventStatus,
  SlotStatus,
} from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { orders } from '../orders/orders.table.ts';
import { shopIdColumn } from '../shops/shops.table.ts';

/*
 * Wine tourism (issue 27; decisions 0101–0104): events, their slot occurrences (rows, so a hold
 * is one conditional UPDATE), and bookings. Owned by this module; others call its index.ts.
 */

export type StoredRate = {
  id: string;
  label: string;
  priceCents: number;
  vatRate: number;
  kind: 'ticket' | 'optional';
  counting: boolean;
  touristTaxExempt: boolean;
  stockLineId?: string | null;
};
export type StoredStay = {
  nights: number;
  accommodationCategory: AccommodationCategory;
  touristTaxRates: { communeRateCents: number; validFrom: string; validTo: string | null }[];
  departmentSurcharge: boolean;
};
export type StoredSchedule = {
  rules: { weekdays: number[]; times: string[]; from: string; to: string; capacity: number | null }[];
  dates: { date: string; time: string; capacity: number | null }[];
  closedDays: string[];
};

const shopId = shopIdColumn;

export const tourismEvents = pgTable(
  'tourism_events',
  {
    id: id(),
    shopId: shopId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    kind: text('kind').$type<EventKind>().notNull(),
    location: jsonb('location').$type<{ atEstate: boolean; address: string | null }>().notNull(),
    languages: jsonb('languages').$type<EventLanguage[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    minPersons: integer('min_persons').notNull().default(1),
    maxPersons: integer('max_persons').notNull(),
    rates: jsonb('rates').$type<StoredRate[]>().notNull(),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    confirmationMessage: text('confirmation_message').notNull().default(''),
    cancellation: jsonb('cancellation').$type<{ freeUntilHours: number | null; text: string }>().notNull(),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    tabId: text('tab_id'),
    stay: jsonb('stay').$type<StoredStay | null>(),
    schedule: jsonb('schedule')
      .$type<StoredSchedule>()
      .notNull()
      .default({ rules: [], dates: [], closedDays: [] }),
    /** The last day its recurring rules were materialised to the horizon (decision 0132). */
    slotsExtendedOn: date('slots_extended_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tourism_events_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('tourism_events_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('tourism_events_to_extend_idx')
      .on(t.slotsExtendedOn)
      .where(sql`${t.status} <> 'archived' and jsonb_array_length(${t.schedule} -> 'rules') > 0`),
  ],
);
export type TourismEventRow = typeof tourismEvents.$inferSelect;

/** One occurrence of an event (decision 0101): `taken` counts persons of pending and confirmed bookings. */
export const tourismSlots = pgTable(
  'tourism_slots',
  {
    id: id(),
    shopId: shopId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tourismEvents.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    status: text('status').$type<SlotStatus>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tourism_slots_shop_event_start_idx').on(t.shopId, t.eventId, t.startsAt),
    index('tourism_slots_shop_start_idx').on(t.shopId, t.startsAt),
    uniqueIndex('tourism_slots_event_start_key').on(t.eventId, t.startsAt),
    check('tourism_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);
export type TourismSlotRow = typeof tourismSlots.$inferSelect;

export const tourismBookings = pgTable(
  'tourism_bookings',
  {
    id: id(),
    shopId: shopId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tourismEvents.id, { onDelete: 'restrict' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => tourismSlots.id, { onDelete: 'restrict' }),
    /** The slot's start, kept with the booking (lists by day sort on it; updated on a move). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: text('status').$type<BookingStatus>().notNull(),
    lines: jsonb('lines').$type<BookingLine[]>().notNull(),
    countingPersons: integer('counting_persons').notNull(),
    amountCents: integer('amount_cents').notNull(),
    touristTaxCents: integer('tourist_tax_cents').notNull().default(0),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    language: text('language').$type<EventLanguage>().notNull().default('fr'),
    message: text('message'),
    source: text('source').$type<BookingSource>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkInToken: text('check_in_token').notNull(),
    /** When the day-before reminder was queued (decision 0129): set once, in the mail's transaction. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tourism_bookings_shop_start_idx').on(t.shopId, t.startsAt, t.id),
    index('tourism_bookings_shop_slot_idx').on(t.shopId, t.slotId),
    index('tourism_bookings_shop_event_start_idx').on(t.shopId, t.eventId, t.startsAt),
    index('tourism_bookings_shop_order_idx').on(t.shopId, t.orderId).where(sql`${t.orderId} is not null`),
    index('tourism_bookings_shop_client_idx').on(t.shopId, t.clientId, t.startsAt),
    index('tourism_bookings_pending_expiry_idx')
      .on(t.shopId, t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    // The reminders' sweep, across shops: confirmed bookings not yet reminded, by start.
    index('tourism_bookings_to_remind_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.remindedAt} is null`),
    uniqueIndex('tourism_bookings_token_key').on(t.checkInToken),
    // The foreign keys' statement per deleted order, client, slot.
    index('tourism_bookings_order_idx').on(t.orderId),
    index('tourism_bookings_client_idx').on(t.clientId),
    index('tourism_bookings_slot_idx').on(t.slotId),
  ],
);
export type TourismBookingRow = typeof tourismBookings.$inferSelect;
