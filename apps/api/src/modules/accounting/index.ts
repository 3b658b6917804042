// What other modules and flows may use of the books (issue 26, decision 0088): the entries are
// written by these calls in the business event's own transaction, never by another module's
// insert; the ventilation reads the shop's chart.
export { type BookedDocument, bookInvoice } from './accounting.book.ts';
export { chartOf } from './accounting.chart.ts';
export { letterSettled } from './accounting.letters.ts';
export { type BookedPayment, bookCardCharge, bookPayment, bookReversal } from './accounting.payments.ts';
export {
  accountingAccounts,
  accountingClientCodes,
  accountingCounters,
  accountingEntries,
  accountingEntryLines,
  accountingJournals,
  accountingLetters,
  accountingPeriods,
  accountingSettings,
} from './accounting.table.ts';
