// What other modules may use of the invoices module (decision 0045): its tables, for the orders'
// lists, the payments received and the accounting to come.

export { EARLIEST_DAY, todayInFrance } from './invoices.numbering.ts';
// What the documents module tells an invoice of its PDF (issue 25).
export { markInvoicePdf, markInvoiceSent } from './invoices.pdf-state.ts';
export { type InvoiceRow, invoices } from './invoices.table.ts';
export { clientTurnover, invoicedTurnover } from './invoices.turnover.ts';
