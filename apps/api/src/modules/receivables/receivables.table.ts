import type { DashboardPaymentType, ImportStatus } from '@cuvee/domain';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { orders } from '../orders/orders.table.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * Money received (decision 0045): each payment a producer records against an invoice (several
 * for a partial settlement), in one of the dashboard payment types of spec §3; a credit note
 * used to settle an invoice is a payment of type 'creditNote' naming it.
 */

const shopId = shopIdColumn;

export const receivedPayments = pgTable(
  'received_payments',
  {
    id: id(),
    shopId: shopId(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The credit note used, for a payment of type 'creditNote'. */
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    type: text('type').$type<DashboardPaymentType>().notNull(),
    amount: integer('amount').notNull(),
    /** YYYY-MM-DD */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** A cheque number, a transfer's reference… */
    reference: text('reference'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A payment entered by mistake is reversed, never deleted (decision 0090). */
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    index('received_payments_shop_paid_idx').on(t.shopId, t.paidOn.desc(), t.id.desc()),
    index('received_payments_invoice_idx').on(t.invoiceId),
    index('received_payments_shop_client_idx').on(t.shopId, t.clientId, t.paidOn.desc()),
    // The foreign key's check per deleted client (migration 0014).
    index('received_payments_client_idx').on(t.clientId),
  ],
);
export type ReceivedPaymentRow = typeof receivedPayments.$inferSelect;

export const SALES_EXPORT_KINDS = ['orders', 'invoices', 'payments'] as const;
export type SalesExportKind = (typeof SALES_EXPORT_KINDS)[number];

/** An export of orders, invoices or payments over a date range, made by a job with its progress. */
export const salesExports = pgTable(
  'sales_exports',
  {
    id: id(),
    shopId: shopId(),
    kind: text('kind').$type<SalesExportKind>().notNull(),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Other filters of the list it was asked from. */
    filters: jsonb('filters').$type<Record<string, unknown>>(),
    status: text('status').$type<ImportStatus>().notNull().default('pending'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    fileKey: text('file_key'),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sales_exports_shop_created_idx').on(t.shopId, t.createdAt.desc())],
);
export type SalesExportRow = typeof salesExports.$inferSelect;
