import type { CreditStatus, PaymentStatus } from '../orders/statuses.ts';
import { invoicePaymentStatus } from './snapshot.ts';

/*
 * The payments ledger (issue 25): every euro that settles an invoice is an allocation row from
 * one source — a payment received (transfer, cheque, cash, a credit note used as payment…), a
 * card charge, or a credit note taking its amount off the invoice it names. An invoice's
 * balance and status, a credit note's remaining amount and an order's payment status are read
 * from those rows here, and nothing is ever allocated beyond what its source holds or what the
 * invoice still owes.
 */

export const ALLOCATION_KINDS = ['payment', 'card', 'credit'] as const;
export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

export type Allocation = { kind: AllocationKind; amount: number };

export type Settlement = {
  /** Money received on the invoice: payments and card charges (a credit note used as payment too). */
  paid: number;
  /** What credit notes naming the invoice took off it. */
  credited: number;
  /** paid + credited, never above what is payable. */
  settled: number;
  balance: number;
};

/** How far an invoice is settled by its allocations. */
export function settlementOf(payable: number, allocations: readonly Allocation[]): Settlement {
  let paid = 0;
  let credited = 0;
  for (const a of allocations) {
    if (a.kind === 'credit') credited += a.amount;
    else paid += a.amount;
  }
  const settled = Math.min(payable, paid + credited);
  return { paid, credited, settled, balance: Math.max(0, payable - paid - credited) };
}

/**
 * The status an invoice's row keeps (pending, partial, paid; cancelled when credited whole):
 * 'missing' is read from the due date when asked. An invoice partly credited but not paid at
 * all is still pending: no money came in.
 */
export function settledStatus(
  payable: number,
  s: Pick<Settlement, 'paid' | 'balance'>,
  cancelled = false,
): Extract<PaymentStatus, 'pending' | 'partial' | 'paid' | 'cancelled'> {
  if (cancelled) return 'cancelled';
  if (s.balance === 0) return 'paid';
  return s.paid > 0 && payable > 0 ? 'partial' : 'pending';
}

/**
 * Where an invoice stands for every screen (lists, receivables, detail): what credit notes took
 * off lowers what is payable; money received settles the rest; 'missing' past the due date.
 */
export function invoiceStanding(input: {
  payable: number;
  paid: number;
  credited: number;
  dueDate: string;
  today: string;
  cancelled: boolean;
}): PaymentStatus {
  return invoicePaymentStatus({
    payableCents: input.payable - input.credited,
    paidCents: input.paid,
    dueDate: input.dueDate,
    today: input.today,
    cancelled: input.cancelled,
  });
}

/** What is left of a credit note after what it settled, and its status (spec §4 credit statuses). */
export function creditNoteState(amount: number, used: number, cancelled = false) {
  const left = Math.max(0, amount - used);
  const status: CreditStatus = cancelled
    ? 'cancelled'
    : left === 0
      ? 'empty'
      : used === 0
        ? 'full'
        : 'partial';
  return { left, status };
}

/**
 * Spreads what a source holds over invoices' balances, oldest first: never more than the
 * source, never more than an invoice owes. Answers one amount per balance.
 */
export function allocateAcross(available: number, balances: readonly number[]): number[] {
  let left = Math.max(0, available);
  return balances.map((b) => {
    const take = Math.min(left, Math.max(0, b));
    left -= take;
    return take;
  });
}

/**
 * Why an allocation is refused, in French, or null: an amount must be positive and within both
 * the invoice's balance and what its source has left.
 */
export function allocationRefusal(input: {
  amount: number;
  balance: number;
  sourceLeft: number;
  invoiceNumber: string;
  sourceLabel: string;
  euros: (cents: number) => string;
}): string | null {
  if (input.balance === 0) return 'Cette facture est déjà réglée';
  if (input.amount > input.balance)
    return `Le montant dépasse le reste dû de la facture ${input.invoiceNumber} (${input.euros(input.balance)})`;
  if (input.amount > input.sourceLeft)
    return `Il ne reste que ${input.euros(input.sourceLeft)} à utiliser sur ${input.sourceLabel}`;
  return null;
}

/**
 * An order's payment status from its invoices' settlements (credit notes and cancelled
 * invoices left out): paid when all are, partial when money came in on one, otherwise what it
 * was — a card's 'setup', 'processing' or 'error' is the charge's own state, not the ledger's.
 */
export function orderPaymentFromInvoices(
  current: PaymentStatus,
  invoices: readonly { status: PaymentStatus; paid: number }[],
): PaymentStatus {
  const open = invoices.filter((i) => i.status !== 'cancelled');
  if (open.length === 0) return current;
  if (open.every((i) => i.status === 'paid')) return 'paid';
  if (open.some((i) => i.paid > 0)) return 'partial';
  return current === 'paid' || current === 'partial' ? 'pending' : current;
}
