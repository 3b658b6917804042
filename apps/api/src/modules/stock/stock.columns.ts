import { uuid } from 'drizzle-orm/pg-core';
import { shops } from '../shops/shops.table.ts';

/** The shop a stock row belongs to (every stock table is a tenant table, decision 0015). */
export const shopIdColumn = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
