// What other modules may use of the receivables module (decision 0045): its tables.

// The export job's queue (decision 0049), for a server that lists its queues.
export { salesExportQueue } from './receivables.exports.ts';
// The home's unpaid figure (issue 24).
export { unpaidTotals } from './receivables.lists.ts';
export { receivedPayments, salesExports } from './receivables.table.ts';
