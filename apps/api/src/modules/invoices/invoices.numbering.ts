import { fiscalYearOf, type InvoiceSeries, invoiceNumber, todayInFrance } from '@cuvee/domain';
import { and, eq, lte, max } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { takeSalesCounter } from '../orders/index.ts';
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
  today = todayInFrance(),
) {
  issueDay(issueDate, today);
  const fiscalYear = fiscalYearOf(issueDate, shop.settings ?? {});
  const seq = await takeSalesCounter(scope, tx, series, fiscalYear);
  // Read under the counter's lock: the last issued document of the series is final here. A
  // document dated after today (only from before dates in the future were refused) never holds
  // the series back (decision 0051).
  const [last] = await scoped(tx, scope)
    .select({ date: max(invoices.issueDate) })
    .from(invoices)
    .where(and(eq(invoices.series, series), lte(invoices.issueDate, today)));
  if (last?.date && issueDate < last.date) {
    throw new HttpError(
      422,
      `La date d'émission ne peut pas précéder celle de la dernière facture de la série (${frDate(last.date)})`,
    );
  }
  return { series, fiscalYear, seq, number: invoiceNumber(series, fiscalYear, seq) };
}

/** '2026-03-01' → '01/03/2026' */
export const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** Today in France: the business calendar lives in packages/domain (calendar.ts). */
export { todayInFrance };

/** The earliest day a document or a payment may carry: nothing older is a day a producer meant. */
export const EARLIEST_DAY = '2000-01-01';

/**
 * The issue day a user typed (today in France when left out): never after today, so that no
 * document can hold its series' chronology back (a rule: 422, issue 25 defect 6), and never
 * before 2000 (decision 0051).
 */
export function issueDay(date: string | undefined, today: string): string {
  if (date === undefined) return today;
  if (date > today)
    throw new HttpError(
      422,
      "La date d'émission ne peut pas être postérieure à aujourd'hui : une facture est datée du jour de son émission au plus tard",
    );
  if (date < EARLIEST_DAY)
    throw new HttpError(400, `La date d'émission ne peut pas précéder le ${frDate(EARLIEST_DAY)}`);
  return date;
}
