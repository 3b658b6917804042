// What other modules may use of the receivables module (decision 0045): its tables.
export { receivedPayments, salesExports } from './receivables.table.ts';
