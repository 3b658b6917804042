import type {
  InvoiceKind,
  InvoiceSeries,
  InvoiceSnapshot,
  LegalDocumentStatus,
  PaymentDelay,
  PaymentStatus,
} from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { orders } from '../orders/orders.table.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * Invoices, deposit invoices and credit notes (decision 0045). A row is written once, when the
 * document is issued, with its number and everything it says frozen in `snapshot`; afterwards
 * only what stands beside it moves (payments received, credits used, the PDF's state, the
 * reminders). The numbers run without gaps per shop, series and fiscal year (sales_counters).
 */

const shopId = shopIdColumn;

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    shopId: shopId(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    /** The invoice a credit note cancels in all or part. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    series: text('series').$type<InvoiceSeries>().notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** 'F-2026-00042' */
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentDelay: text('payment_delay').$type<PaymentDelay>(),
    totalHt: integer('total_ht').notNull(),
    tva: integer('tva').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    /** What the client owes on this document (TTC, less deposits already invoiced). */
    payable: integer('payable').notNull(),
    /**
     * Money the ledger put on this invoice (payments received, card charges, credit notes used as
     * payment): the sum of its `payment_allocations` of kinds payment and card, kept by
     * `refreshSettlement` in the same transaction (the lists sort and filter on it). 0 on a credit note.
     */
    paidCents: integer('paid_cents').notNull().default(0),
    /**
     * What credit notes naming this invoice took off it: the sum of its allocations of kind
     * 'credit', kept the same way. 0 on a credit note (what was used of a credit note is read
     * from the ledger's rows that name it).
     */
    creditedCents: integer('credited_cents').notNull().default(0),
    /** pending, partial, paid or cancelled (credited whole); 'missing' is read from the due date. */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    /** The PDF's state (spec §4 legal document statuses) and where it is stored. */
    documentStatus: text('document_status').$type<LegalDocumentStatus>().notNull().default('pending'),
    documentKey: text('document_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_shop_series_year_seq_key').on(t.shopId, t.series, t.fiscalYear, t.seq),
    uniqueIndex('invoices_shop_number_key').on(t.shopId, t.number),
    index('invoices_shop_kind_issued_idx').on(t.shopId, t.kind, t.issueDate.desc(), t.id.desc()),
    index('invoices_shop_client_issued_idx').on(t.shopId, t.clientId, t.issueDate.desc(), t.id.desc()),
    // The foreign key's check per deleted client (migration 0014).
    index('invoices_client_idx').on(t.clientId),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    // Outstandings and unpaids read only what is still owed, by due date.
    index('invoices_shop_open_due_idx')
      .on(t.shopId, t.dueDate, t.id)
      .where(sql`${t.paymentStatus} in ('pending', 'partial') and ${t.kind} <> 'credit'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
