import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/** Planned maintenance windows: a banner before, a blocking page during. */
export const maintenances = pgTable(
  'maintenances',
  {
    id: id(),
    banner: boolean('banner').notNull().default(true),
    page: boolean('page').notNull().default(false),
    message: text('message'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('maintenances_end_idx').on(t.endDate)],
);

/** Generated documents waiting to be opened by their user (polled every 30 s). */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('document_downloads_user_pending_idx').on(t.userId, t.deliveredAt)],
);
