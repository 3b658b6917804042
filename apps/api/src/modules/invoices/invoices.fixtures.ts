import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { generateDocumentQueue } from '../documents/index.ts';
import { type EnteredOrder, enterOrder } from '../orders/orders.entered.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import { invoices } from './invoices.table.ts';

/**
 * Test data of the invoices' tests: orders entered and validated by the shop (the orders
 * module's own paths, orders.entered.fixtures.ts), their lines at the unit prices and VAT rates
 * a test names.
 */
export type OrderSpec = EnteredOrder;

export const makeOrder = (t: TestApp, shopId: string, spec: OrderSpec = {}) => enterOrder(t, shopId, spec);

export async function invoiceCounts(t: TestApp) {
  const n = async (q: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  return {
    invoices: await n(sql`select count(*)::int as n from ${invoices}`),
    counters: await n(sql`select coalesce(sum(next), 0)::int as n from sales_counters`),
    events: await n(sql`select count(*)::int as n from order_events`),
    documents: await n(sql`select count(*)::int as n from documents`),
  };
}

export async function orderStatus(t: TestApp, id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

/**
 * The PDF job's queue must exist before a transaction sends to it (on PGlite, pg-boss looking
 * a missing queue up waits for the connection the transaction holds). The documents module
 * registers the real worker; until it is there, the tests register one that does nothing.
 */
export function noDocumentJobs(t: TestApp) {
  t.app.deps.jobs.register(generateDocumentQueue, async () => {});
}
