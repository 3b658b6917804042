// What other modules may use of the orders module (decision 0040): the tables, for the sales
// back office and the accounting to come.
export { orderLines, orderPayments, orders } from './orders.table.ts';
