// What other modules may use of the invoices module (decision 0045): its tables, for the orders'
// lists, the payments received and the accounting to come.
export {
  type DocumentKind,
  type DocumentRow,
  documents,
  type InvoiceRow,
  invoices,
} from './invoices.table.ts';
