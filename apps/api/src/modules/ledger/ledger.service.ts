import type { Allocation, AllocationKind } from '@cuvee/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { paymentAllocations } from './ledger.table.ts';

/*
 * What the other modules do with the ledger (decision 0068): put an amount of a source on an
 * invoice, take a removed payment's rows back, and read what each invoice received and what
 * each source has given. The amounts' rules (never beyond a source or a balance) are checked
 * by the callers with packages/domain's ledger before they allocate.
 */

export type NewAllocation = {
  kind: AllocationKind;
  invoiceId: string;
  amount: number;
  receivedPaymentId?: string | null;
  orderPaymentId?: string | null;
  creditNoteId?: string | null;
};

export async function allocate(tx: TenantTx, scope: TenantScope, rows: NewAllocation[]) {
  const kept = rows.filter((r) => r.amount > 0);
  if (kept.length === 0) return;
  await scoped(tx, scope).insert(paymentAllocations).values(kept);
}

/** A payment received removed: its allocations go with it. */
export async function releaseReceivedPayment(tx: TenantTx, scope: TenantScope, receivedPaymentId: string) {
  await scoped(tx, scope)
    .delete(paymentAllocations)
    .where(eq(paymentAllocations.receivedPaymentId, receivedPaymentId));
}

/** What each of these invoices received, by kind. */
export async function allocationsTo(
  tx: TenantTx,
  scope: TenantScope,
  invoiceIds: string[],
): Promise<Map<string, Allocation[]>> {
  const out = new Map<string, Allocation[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return out;
  const rows = await scoped(tx, scope)
    .select({
      invoiceId: paymentAllocations.invoiceId,
      kind: paymentAllocations.kind,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.invoiceId, invoiceIds));
  for (const r of rows) out.get(r.invoiceId)?.push({ kind: r.kind, amount: r.amount });
  return out;
}

async function givenBy(tx: TenantTx, scope: TenantScope, column: AnyPgColumn, ids: string[]) {
  const out = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const rows = await scoped(tx, scope)
    .select({ id: column, total: sql<number>`coalesce(sum(${paymentAllocations.amount}), 0)::int` })
    .from(paymentAllocations)
    .where(inArray(column, ids))
    .groupBy(column);
  for (const r of rows) out.set(String(r.id), Number(r.total));
  return out;
}

/** What was used of each credit note (on the invoice it names, or as a payment elsewhere). */
export const usedOfCreditNotes = (tx: TenantTx, scope: TenantScope, ids: string[]) =>
  givenBy(tx, scope, paymentAllocations.creditNoteId, ids);

/** What each card charge already settled. */
export const allocatedOfCharges = (tx: TenantTx, scope: TenantScope, ids: string[]) =>
  givenBy(tx, scope, paymentAllocations.orderPaymentId, ids);

/** The amount used of the credit note in `column`, for a list's filter or sort. */
export const usedSql = (column: AnyPgColumn): SQL<number> =>
  sql<number>`(select coalesce(sum(${paymentAllocations.amount}), 0) from ${paymentAllocations} where ${paymentAllocations.creditNoteId} = ${column})`;
