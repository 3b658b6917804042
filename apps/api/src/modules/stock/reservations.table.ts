import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';
import { shopIdColumn } from './stock.columns.ts';
import { stockLines } from './stock.table.ts';

/*
 * Reservations and allocations (decision 0032): units of a line set aside under a key, one
 * reservation per key ever, so the order flow may call again without reserving twice.
 */

export type ReservationStatus = 'active' | 'released' | 'consumed' | 'expired';

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    shopId: shopIdColumn(),
    key: text('key').notNull(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => stockLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('active'),
    reference: text('reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_reservations_key').on(t.shopId, t.key),
    index('stock_reservations_shop_line_idx').on(t.shopId, t.lineId, t.status),
    index('stock_reservations_shop_expiry_idx')
      .on(t.shopId, t.expiresAt)
      .where(sql`${t.status} = 'active' and ${t.expiresAt} is not null`),
  ],
);
export type ReservationRow = typeof stockReservations.$inferSelect;

export type AllocationBeneficiary = 'client' | 'agent' | 'channel';

/** Units set aside for a client, an agent or a channel until a day: a reservation with a name. */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: id(),
    shopId: shopIdColumn(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => stockReservations.id, { onDelete: 'restrict' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => stockLines.id, { onDelete: 'restrict' }),
    beneficiaryKind: text('beneficiary_kind').$type<AllocationBeneficiary>().notNull(),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    /** The last day it holds. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull().default(sql`current_date`),
    status: text('status').$type<ReservationStatus>().notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_allocations_shop_id_idx').on(t.shopId, t.id),
    index('stock_allocations_shop_status_idx').on(t.shopId, t.status, t.id),
  ],
);
export type AllocationRow = typeof stockAllocations.$inferSelect;
