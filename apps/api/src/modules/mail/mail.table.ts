import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';

/** A small file carried by the row itself (decision 0127): a calendar entry, a QR code. */
export type InlineAttachment = { filename: string; contentType: string; contentBase64: string };

/** 'queued': written in a transaction, its job not yet run (decision 0054). */
export type MailStatus = 'queued' | 'pending' | 'sent' | 'error' | 'outbox';

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
    replyTo: text('reply_to'),
    /** PDFs of the documents table sent with the mail (made by their own job first). */
    documentIds: uuid('document_ids').array().notNull().default([]),
    /** Small files sent beside the PDFs, carried whole by the row (decision 0127). */
    attachments: jsonb('attachments').$type<InlineAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** One mail per key ('<order id>:validated'): queueing it again does nothing. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_shop_idx').on(t.shopId),
    uniqueIndex('mail_outbox_idempotency_key_idx').on(t.idempotencyKey),
  ],
);
