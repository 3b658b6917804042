// What other modules may use of the invoices module (decision 0045): its tables, for the orders'
// lists, the payments received and the accounting to come.

export { EARLIEST_DAY, todayInFrance } from './invoices.numbering.ts';
// The payments ledger's side of an invoice (issue 25, decision 0068): its settlement kept from
// the ledger's rows, a card order's charge put on it, what credit notes took off it.
export {
  applyCardCharges,
  creditNotesTotal,
  lockForSettlement,
  markReminded,
  refreshSettlement,
} from './invoices.settle.ts';
export {
  type DocumentKind,
  type DocumentRow,
  documents,
  type InvoiceRow,
  invoices,
} from './invoices.table.ts';
export { clientTurnover, invoicedTurnover } from './invoices.turnover.ts';
