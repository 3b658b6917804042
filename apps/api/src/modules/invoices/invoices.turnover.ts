import { fiscalYearOf } from '@cuvee/domain';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { shops } from '../shops/index.ts';
import { todayInFrance } from './invoices.numbering.ts';
import { invoices } from './invoices.table.ts';

/*
 * Turnover (chiffre d'affaires) as the invoices say it (issue 24): the final invoices issued,
 * less the credit notes taken off them, HT and TTC. Deposit invoices are not added: the final
 * invoice states the whole sale (its `payable` is what deposits left). One statement each.
 */

const credited = alias(invoices, 'credited');
const sign = sql`case when ${invoices.kind} = 'credit' then -1 else 1 end`;
/** A final invoice, or a credit note of one. */
const COUNTED = sql`(${invoices.kind} = 'invoice' or (${invoices.kind} = 'credit' and ${credited.kind} = 'invoice'))`;

const sums = (when: SQL = sql`true`) => ({
  ht: sql<number>`coalesce(sum(${sign} * ${invoices.totalHt}) filter (where ${when}), 0)::int`,
  ttc: sql<number>`coalesce(sum(${sign} * ${invoices.totalTtc}) filter (where ${when}), 0)::int`,
});

/** Invoiced from `from` to `to` (YYYY-MM-DD, both included), HT and TTC, less credit notes. */
export async function invoicedTurnover(tx: TenantTx, scope: TenantScope, from: string, to: string) {
  const { owns } = scoped(tx, scope);
  const [row] = await tx
    .select(sums())
    .from(invoices)
    .leftJoin(credited, and(eq(credited.id, invoices.creditedInvoiceId), owns(credited)))
    .where(and(owns(invoices), COUNTED, gte(invoices.issueDate, from), lte(invoices.issueDate, to)));
  return { ht: row?.ht ?? 0, ttc: row?.ttc ?? 0 };
}

/** The first day of the fiscal year holding `day` (the shop's logStartMonth/Day, spec §9). */
function fiscalYearStart(
  day: string,
  settings: { logStartMonth?: number | null; logStartDay?: number | null },
) {
  const year = fiscalYearOf(day, settings);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(settings.logStartMonth ?? 1)}-${pad(settings.logStartDay ?? 1)}`;
}

/** A client's turnover: this fiscal year's and all time's, with its invoices' count and last date. */
export async function clientTurnover(
  tx: TenantTx,
  scope: TenantScope & { readonly shop: { readonly id: string } },
  clientId: string,
) {
  const { owns } = scoped(tx, scope);
  const [shop] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, scope.shop.id));
  const from = fiscalYearStart(todayInFrance(), shop?.settings ?? {});
  const [row] = await tx
    .select({
      all: sums(),
      year: sums(gte(invoices.issueDate, from)),
      invoices: sql<number>`count(*) filter (where ${invoices.kind} = 'invoice')::int`,
      last: sql<string | null>`max(${invoices.issueDate}) filter (where ${invoices.kind} = 'invoice')`,
    })
    .from(invoices)
    .leftJoin(credited, and(eq(credited.id, invoices.creditedInvoiceId), owns(credited)))
    .where(and(owns(invoices), COUNTED, eq(invoices.clientId, clientId)));
  return {
    fiscalYear: { ht: row?.year.ht ?? 0, ttc: row?.year.ttc ?? 0, from },
    allTime: { ht: row?.all.ht ?? 0, ttc: row?.all.ttc ?? 0 },
    invoices: row?.invoices ?? 0,
    lastInvoiceOn: row?.last ? String(row.last) : null,
  };
}
