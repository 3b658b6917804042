/*
 * Invoice numbers (decision 0045; domain-facts: one chronological sequence without gaps, which
 * may restart each fiscal year with a prefix). Each shop has two series, invoices (deposit
 * invoices included) 'F' and credit notes 'AV', restarting every fiscal year, which begins on
 * the shop's logStartMonth/logStartDay (spec §9, default 1 January). The year of the number is
 * the year the fiscal year starts in.
 */

export const INVOICE_KINDS = ['invoice', 'deposit', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export type InvoiceSeries = 'F' | 'AV';
export const seriesOf = (kind: InvoiceKind): InvoiceSeries => (kind === 'credit' ? 'AV' : 'F');

export type FiscalStart = { logStartMonth?: number | null; logStartDay?: number | null };

/** The fiscal year (the calendar year it starts in) of a date 'YYYY-MM-DD'. */
export function fiscalYearOf(date: string, start: FiscalStart = {}): number {
  const month = start.logStartMonth ?? 1;
  const day = start.logStartDay ?? 1;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const beforeStart = m < month || (m === month && d < day);
  return beforeStart ? y - 1 : y;
}

/** 'F-2026-00042', 'AV-2026-00003'. */
export function invoiceNumber(series: InvoiceSeries, fiscalYear: number, seq: number): string {
  return `${series}-${fiscalYear}-${String(seq).padStart(5, '0')}`;
}

/** Order and quote references: 'C-000123' (existing), 'D-000045' for quotes, 'E-000007' for samples. */
export const ORDER_REFERENCE_PREFIX = { order: 'C', quote: 'D', sample: 'E' } as const;
