// What other modules may use of the payments ledger (issue 25, decision 0068): allocate money to
// invoices and read what they received; accounting and loyalty will read it too.
export {
  allocate,
  allocatedOfCharges,
  allocationsTo,
  type NewAllocation,
  releaseReceivedPayment,
  usedOfCreditNotes,
  usedSql,
} from './ledger.service.ts';
export { type PaymentAllocationRow, paymentAllocations } from './ledger.table.ts';
