import { fiscalYearOf, type InvoiceSeries, invoiceNumber } from '@cuvee/domain';
import { and, eq, max, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { salesCounters } from '../orders/orders.table.ts';
import type { ShopRow } from '../shops/shops.table.ts';
import { invoices } from './invoices.table.ts';

/*
 * The next number of a series (decision 0047), taken in the issuing transaction: the upsert
 * locks the counter's row until the transaction ends, so issuers of one shop and series queue
 * there, and a rollback gives the number back (no gap). The counter holds the last number taken.
 */
export async function takeNumber(
  tx: TenantTx,
  scope: TenantScope,
  shop: ShopRow,
  series: InvoiceSeries,
  issueDate: string,
) {
  const fiscalYear = fiscalYearOf(issueDate, shop.settings ?? {});
  const [row] = await scoped(tx, scope)
    .insert(salesCounters)
    .values([{ series, fiscalYear, next: 1 }])
    .onConflictDoUpdate({
      target: [salesCounters.shopId, salesCounters.series, salesCounters.fiscalYear],
      set: { next: sql`${salesCounters.next} + 1` },
    })
    .returning({ next: salesCounters.next });
  // Read under the counter's lock: the last issued document of the series is final here.
  const [last] = await scoped(tx, scope)
    .select({ date: max(invoices.issueDate) })
    .from(invoices)
    .where(and(eq(invoices.series, series)));
  if (last?.date && issueDate < last.date) {
    throw new HttpError(
      422,
      `La date d'émission ne peut pas précéder celle de la dernière facture de la série (${frDate(last.date)})`,
    );
  }
  const seq = row!.next;
  return { series, fiscalYear, seq, number: invoiceNumber(series, fiscalYear, seq) };
}

/** '2026-03-01' → '01/03/2026' */
export const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** Today in France, YYYY-MM-DD (invoices are dated in the producer's time zone). */
export const todayInFrance = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
