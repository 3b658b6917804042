import { monthName, nextMonth } from '@cuvee/domain';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accountingPeriods } from './accounting.table.ts';

/** The months the shop has closed ('2026-10'), where no entry may be dated any more. */
export async function closedMonths(tx: TenantTx, scope: TenantScope): Promise<Set<string>> {
  const rows = await scoped(tx, scope)
    .select({ month: accountingPeriods.month })
    .from(accountingPeriods)
    .where();
  return new Set(rows.map((r) => r.month));
}

/**
 * The day an entry is dated (decision 0089): its event's day, or — for an event the product
 * dates itself (an invoice, a card charge, a reversal) in a closed month — the first day of the
 * first open month after; a day the user typed in a closed month is refused.
 */
export function entryDayOf(day: string, closed: ReadonlySet<string>, strict: boolean): string {
  let month = day.slice(0, 7);
  if (!closed.has(month)) return day;
  if (strict)
    throw new HttpError(
      422,
      `La période de ${monthName(month)} est clôturée : aucune écriture ne peut plus y être datée`,
    );
  while (closed.has(month)) month = nextMonth(month);
  return `${month}-01`;
}
