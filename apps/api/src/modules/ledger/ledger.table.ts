import type { AllocationKind } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { orderPayments } from '../orders/orders.table.ts';
import { receivedPayments } from '../receivables/receivables.table.ts';
import { shops } from '../shops/shops.table.ts';

/*
 * The payments ledger (issue 25, decision 0068): each row puts an amount of one source on one
 * invoice — a payment received (`received_payment_id`, with `credit_note_id` when it is a credit
 * note used as payment), a card charge (`order_payment_id`), or a credit note taking its amount
 * off the invoice it names (`credit_note_id`, kind 'credit'). Balances, statuses and what is
 * left of a credit note are read from these rows (packages/domain/src/invoicing/ledger.ts).
 */

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AllocationKind>().notNull(),
    /** The invoice settled (never a credit note). */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    receivedPaymentId: uuid('received_payment_id').references(() => receivedPayments.id, {
      onDelete: 'cascade',
    }),
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'restrict' }),
    /** The credit note whose amount this is (kind 'credit', or a payment of type 'creditNote'). */
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_shop_invoice_idx').on(t.shopId, t.invoiceId),
    index('payment_allocations_credit_note_idx').on(t.creditNoteId),
    index('payment_allocations_received_payment_idx').on(t.receivedPaymentId),
    index('payment_allocations_order_payment_idx').on(t.orderPaymentId),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
    check(
      'payment_allocations_source_check',
      sql`(${t.kind} = 'payment' and ${t.receivedPaymentId} is not null) or (${t.kind} = 'card' and ${t.orderPaymentId} is not null) or (${t.kind} = 'credit' and ${t.creditNoteId} is not null)`,
    ),
  ],
);
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
