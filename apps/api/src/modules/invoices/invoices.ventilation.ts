import {
  csvFile,
  DEFAULT_SALES_ACCOUNTS,
  rateLabel,
  type SheetCell,
  type Ventilation,
  vatAccountOf,
  ventilate,
} from '@cuvee/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { chartOf } from '../accounting/index.ts';
import { invoices } from './invoices.table.ts';

/** The longest period asked at once: a fiscal year and a bit (one query, in memory). */
const MAX_DAYS = 400;

/**
 * The ventilation of a period (decision 0047): each document of the period as it was frozen,
 * read in one query (only their kinds, snapshots' lines and totals), through the domain's rules.
 */
export async function ventilationOf(
  tx: TenantTx,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<Ventilation> {
  if (from > to) throw new HttpError(400, 'La date de début doit précéder la date de fin');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > MAX_DAYS) throw new HttpError(400, `La période ne peut pas dépasser ${MAX_DAYS} jours`);
  const rows = await scoped(tx, scope)
    .select({ kind: invoices.kind, snapshot: invoices.snapshot, credited: invoices.creditedInvoiceId })
    .from(invoices)
    .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to)));
  // A credit note of a deposit invoice goes back to the deposits' account: which ones are.
  const creditedIds = [...new Set(rows.flatMap((r) => (r.credited ? [r.credited] : [])))];
  const depositIds = new Set(
    creditedIds.length === 0
      ? []
      : (
          await scoped(tx, scope)
            .select({ id: invoices.id })
            .from(invoices)
            .where(inArray(invoices.id, creditedIds), eq(invoices.kind, 'deposit'))
        ).map((r) => r.id),
  );
  // The shop's own accounts as they apply at the period's end (issue 26, decision 0087).
  const chart = await chartOf(tx, scope, to);
  const account = (key: string) => {
    const a = chart.get(key)!;
    return { code: a.number, label: a.label };
  };
  const sales = Object.fromEntries(
    Object.keys(DEFAULT_SALES_ACCOUNTS).map((family) => [family, account(`sales.${family}`)]),
  ) as typeof DEFAULT_SALES_ACCOUNTS;
  return ventilate(
    rows.map((r) => ({
      kind: r.kind,
      creditsDeposit: r.credited !== null && depositIds.has(r.credited),
      lines: r.snapshot.lines,
      totals: r.snapshot.totals,
    })),
    sales,
    {
      deposit: account('third.deposits'),
      vat: (rateBp) =>
        chart.has(`vatCollected.${rateBp}`) ? account(`vatCollected.${rateBp}`) : vatAccountOf(rateBp),
    },
  );
}

const amount = (cents: number): SheetCell => ({ euros: cents / 100 });

/** The ventilation as a CSV an accountant opens in a French spreadsheet (decision 0065). */
export function ventilationCsv(v: Ventilation, from: string, to: string): string {
  const rows: SheetCell[][] = [];
  for (const r of v.sales) rows.push([r.account, r.label, rateLabel(r.rateBp), amount(r.htCents), null]);
  for (const r of v.vat) rows.push([r.account, r.label, rateLabel(r.rateBp), null, amount(r.vatCents)]);
  rows.push([null, `Total du ${from} au ${to}`, null, amount(v.totals.ht), amount(v.totals.tva)]);
  rows.push([null, 'Total TTC', null, amount(v.totals.ttc), null]);
  return csvFile(['Compte', 'Libellé', 'Taux de TVA', 'Montant HT', 'TVA'], rows);
}
