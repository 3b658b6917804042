import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { tourismBookings } from './tourism.table.ts';

/*
 * A booking's payment groups (issue 27, decision 0110): the tourism module's, beside its bookings.
 */

/** One payment group: its share of the order's total, its link's token, when it paid. */
export const tourismBookingGroups = pgTable(
  'tourism_booking_groups',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => tourismBookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    share: integer('share').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The group's link: a random token, the only key of the public page. */
    token: text('token').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it paid (decision 0136): a transfer the shop recorded, or a card from its link. */
    paidBy: text('paid_by').$type<'transfer' | 'card'>(),
    /** The card form's SetupIntent, then the PaymentIntent that charged the share. */
    cardSetupIntent: text('card_setup_intent'),
    cardPaymentIntent: text('card_payment_intent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tourism_booking_groups_shop_booking_idx').on(t.shopId, t.bookingId, t.position),
    uniqueIndex('tourism_booking_groups_token_key').on(t.token),
    check('tourism_booking_groups_amount_check', sql`${t.amountCents} >= 0 AND ${t.share} > 0`),
    check(
      'tourism_booking_groups_paid_by_check',
      sql`${t.paidBy} IS NULL OR ${t.paidBy} IN ('transfer', 'card')`,
    ),
    uniqueIndex('tourism_booking_groups_card_setup_key')
      .on(t.cardSetupIntent)
      .where(sql`${t.cardSetupIntent} is not null`),
    uniqueIndex('tourism_booking_groups_card_payment_key')
      .on(t.cardPaymentIntent)
      .where(sql`${t.cardPaymentIntent} is not null`),
  ],
);
export type BookingGroupRow = typeof tourismBookingGroups.$inferSelect;
