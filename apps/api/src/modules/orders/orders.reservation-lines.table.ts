import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';
import { orders } from './orders.table.ts';

/*
 * An order's booking lines as the buyer bought them (issue 27, decision 0108): each rate of a
 * booking (a ticket or an extra: accounting type `prestation`, at its VAT rate) and the booking's
 * tourist tax (accounting type `touristTax`, outside VAT), frozen at placement like the wine
 * lines of `order_lines` (whose product and format a booking has not).
 */

export const RESERVATION_LINE_KINDS = ['ticket', 'optional', 'touristTax'] as const;
export type ReservationLineKind = (typeof RESERVATION_LINE_KINDS)[number];

export const orderReservationLines = pgTable(
  'order_reservation_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The tourism module's booking (its id; the module owns the row). */
    bookingId: uuid('booking_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<ReservationLineKind>().notNull(),
    /** Spec §3 accounting product type: `prestation` for a rate, `touristTax` for the tax. */
    accountingType: text('accounting_type').$type<'prestation' | 'touristTax'>().notNull(),
    eventTitle: text('event_title').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    /** The rate's label, or 'Taxe de séjour' with its person-nights. */
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitHt: integer('unit_ht').notNull(),
    unitTtc: integer('unit_ttc').notNull(),
    /** Basis points; 0 for the tourist tax, which is outside VAT. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalHt: integer('total_ht').notNull(),
    totalTtc: integer('total_ttc').notNull(),
  },
  (t) => [
    index('order_reservation_lines_shop_order_idx').on(t.shopId, t.orderId, t.position),
    index('order_reservation_lines_shop_booking_idx').on(t.shopId, t.bookingId),
    check('order_reservation_lines_amounts_check', sql`${t.quantity} > 0 AND ${t.totalTtc} >= 0`),
  ],
);
export type OrderReservationLineRow = typeof orderReservationLines.$inferSelect;
