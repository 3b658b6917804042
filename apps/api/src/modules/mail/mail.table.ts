import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';

export type MailStatus = 'pending' | 'sent' | 'error' | 'outbox';

/** Every e-mail the product sends; without SMTP it stays here ('outbox') for developers to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_shop_idx').on(t.shopId),
  ],
);
