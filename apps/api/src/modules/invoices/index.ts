// What other modules may use of the invoices module (decision 0045): its tables, for the orders'
// lists, the payments received and the accounting to come.

export { EARLIEST_DAY, todayInFrance } from './invoices.numbering.ts';
export {
  type DocumentKind,
  type DocumentRow,
  documents,
  type InvoiceRow,
  invoices,
} from './invoices.table.ts';
export { clientTurnover, invoicedTurnover } from './invoices.turnover.ts';
