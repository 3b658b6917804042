import type { LegalDocumentStatus } from '@cuvee/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { orders } from '../orders/orders.table.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * The PDFs the documents module makes (issue 25, decision 0078): the documents module owns this
 * table (it queues, generates, stores and mails them); invoices, orders and the shipping desk
 * ask for one through its exports. Declared with the invoices until issue 25.
 */

const shopId = shopIdColumn;

export const DOCUMENT_KINDS = [
  'quote',
  'order',
  'invoice',
  'deposit',
  'credit',
  'delivery',
  // Several orders in one file (the shipping desk, issue 24): their delivery notes, the picking list.
  'deliveryNotes',
  'pickingList',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A PDF made by a background job (pg-boss): its state and its file. When its requester asked
 * for it in their browser (a bulk print), the job hands its address to the platform's
 * `document_downloads`, which `/v1/documents/to-download` serves (polled every 30 s, spec §7).
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    shopId: shopId(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The orders a file of several prints (deliveryNotes, pickingList), in the selection's order. */
    orderIds: uuid('order_ids').array(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status').$type<LegalDocumentStatus>().notNull().default('pending'),
    /** Where the file is kept (the uploads storage), once generated. */
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The requester asked for the file in their browser (bulk print). */
    deliver: boolean('deliver').notNull().default(false),
    /**
     * While 'processing': until when the job drawing it holds it (renewed as it works). A retry
     * takes a row whose lease ran out, its worker dead (decision 0073).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_shop_order_idx').on(t.shopId, t.orderId, t.createdAt.desc()),
    index('documents_invoice_idx').on(t.invoiceId),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;
