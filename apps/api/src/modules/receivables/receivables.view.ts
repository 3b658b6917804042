import type { CreditNoteLeft, OpenInvoice, ReceivedPayment } from '@cuvee/contracts';
import { creditNoteState, invoiceStanding, type PaymentStatus } from '@cuvee/domain';
import type { InvoiceRow } from '../invoices/index.ts';
import type { ReceivedPaymentRow } from './receivables.table.ts';

/*
 * How the receivables read an invoice: what is left to pay (payable less what the ledger put
 * on it: money received and credit notes), where it stands today, how late it is.
 */

/** Today in France (YYYY-MM-DD): due dates and payment dates are French calendar days. */
export const today = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

export const balanceOf = (i: Pick<InvoiceRow, 'payable' | 'paidCents' | 'creditedCents'>) =>
  Math.max(0, i.payable - i.paidCents - i.creditedCents);

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

type ClientBits = { id: string | null; name: string | null; email: string | null };

export function invoiceView(row: InvoiceRow, client: ClientBits, day = today()): OpenInvoice {
  const balance = balanceOf(row);
  const status: PaymentStatus =
    row.paymentStatus === 'cancelled'
      ? 'cancelled'
      : invoiceStanding({
          payable: row.payable,
          paid: row.paidCents,
          credited: row.creditedCents,
          dueDate: row.dueDate,
          today: day,
          cancelled: false,
        });
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    orderId: row.orderId,
    client: {
      id: row.clientId,
      name: client.name ?? row.snapshot.buyer?.name ?? '',
      email: client.email ?? null,
    },
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    payable: row.payable,
    paid: row.paidCents,
    credited: row.creditedCents,
    balance,
    paymentStatus: status,
    daysLate: balance > 0 ? Math.max(0, daysBetween(row.dueDate, day)) : 0,
    reminderCount: row.reminderCount,
    lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
  };
}

/** The invoice a payment settled, as it stands now. */
function invoiceRef(row: InvoiceRow) {
  const { id, number, paymentStatus, balance } = invoiceView(row, { id: null, name: null, email: null });
  return { id, number, paymentStatus, balance };
}

export function paymentView(
  p: ReceivedPaymentRow,
  extra: {
    invoice: InvoiceRow | null;
    orderReference: string | null;
    clientName: string | null;
    creditNoteNumber: string | null;
  },
): ReceivedPayment {
  return {
    id: p.id,
    invoice: extra.invoice ? invoiceRef(extra.invoice) : null,
    orderId: p.orderId,
    orderReference: extra.orderReference,
    client: { id: p.clientId, name: extra.clientName ?? '' },
    type: p.type,
    amount: p.amount,
    paidOn: p.paidOn,
    reference: p.reference,
    note: p.note,
    creditNote: p.creditNoteId ? { id: p.creditNoteId, number: extra.creditNoteNumber ?? '' } : null,
    createdAt: p.createdAt.toISOString(),
    reversedAt: p.reversedAt ? p.reversedAt.toISOString() : null,
    reversalReason: p.reversalReason ?? null,
  };
}

/** A credit note and what is left of it; `used`: what the ledger's rows naming it took. */
export function creditView(row: InvoiceRow, clientName: string | null, used: number): CreditNoteLeft {
  const { left, status } = creditNoteState(row.payable, used, row.paymentStatus === 'cancelled');
  const credited = row.snapshot.creditedInvoice;
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    client: { id: row.clientId, name: clientName ?? row.snapshot.buyer?.name ?? '' },
    creditedInvoice: credited ? { id: credited.id, number: credited.number } : null,
    amount: row.payable,
    used,
    left,
    creditStatus: status,
  };
}
