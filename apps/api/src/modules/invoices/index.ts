// What other modules may use of the invoices module (decision 0045): its tables, for the orders'
// lists, the payments received and the accounting to come.

// What an agent's commissions are computed from (issue 28, decision 0147).
export { commissionSources } from './invoices.commission-sources.ts';
// The credit note's own step, and what its flow's texts use (flows/credit-and-cancel.flow.ts).
export { type CreditNote, writeCreditNote } from './invoices.credit.ts';
export { euros, type IssueBody, type IssuedInvoice, writeInvoice } from './invoices.issue.ts';
export { EARLIEST_DAY, frDate, todayInFrance } from './invoices.numbering.ts';
// What the documents module tells an invoice of its PDF (issue 25).
export { markInvoicePdf, markInvoiceSent } from './invoices.pdf-state.ts';
// The payments ledger's side of an invoice (issue 25, decision 0068): its settlement kept from
// the ledger's rows, a card order's charge put on it, what credit notes took off it.
export {
  applyCardCharges,
  creditNotesTotal,
  lockForSettlement,
  markReminded,
  refreshSettlement,
} from './invoices.settle.ts';
export { type InvoiceRow, invoices } from './invoices.table.ts';
export { clientTurnover, invoicedTurnover } from './invoices.turnover.ts';
