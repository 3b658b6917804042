import { sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { orderCounters, salesCounters } from './orders.table.ts';

/* The orders module's counters: order references, and the sales series shared with invoices. */

export async function nextReference(tx: TenantTx, scope: TenantScope): Promise<string> {
  // The counter's row stays locked until the order is written: numbers follow placements.
  const [row] = await scoped(tx, scope)
    .insert(orderCounters)
    .values([{ next: 2 }])
    .onConflictDoUpdate({ target: orderCounters.shopId, set: { next: sql`${orderCounters.next} + 1` } })
    .returning({ next: orderCounters.next });
  return `C-${String(row!.next - 1).padStart(6, '0')}`;
}

/**
 * The next number of a shop's sales series and year (quotes, samples, invoices, credit notes
 * share the counters): the upsert locks the counter's row until the transaction ends, so
 * issuers queue there, and a rollback gives the number back.
 */
export async function takeSalesCounter(
  scope: TenantScope,
  tx: TenantTx,
  series: string,
  fiscalYear: number,
): Promise<number> {
  const [row] = await scoped(tx, scope)
    .insert(salesCounters)
    .values([{ series, fiscalYear, next: 1 }])
    .onConflictDoUpdate({
      target: [salesCounters.shopId, salesCounters.series, salesCounters.fiscalYear],
      set: { next: sql`${salesCounters.next} + 1` },
    })
    .returning({ next: salesCounters.next });
  return row!.next;
}
