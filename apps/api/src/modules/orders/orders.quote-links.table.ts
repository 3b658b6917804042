import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';
import { orders } from './orders.table.ts';

/**
 * A quote's mailed link (issue 24): the token only as its SHA-256, the addresses it went to, its
 * end (the quote's last day, or a later send), and the client's answer through it.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').array().notNull().default(sql`'{}'`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A later send of the quote ended this link. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: text('outcome').$type<'accepted' | 'refused'>(),
    /** A refusal's reason, as the client wrote it. */
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_links_token_key').on(t.tokenHash),
    index('quote_links_shop_order_idx').on(t.shopId, t.orderId, t.createdAt),
    index('quote_links_order_idx').on(t.orderId),
  ],
);
export type QuoteLinkRow = typeof quoteLinks.$inferSelect;
