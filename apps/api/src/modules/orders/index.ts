// What other modules may use of the orders module (decision 0040): the tables, for the sales
// back office and the accounting to come; and who sees which order (decision 0046's scope), for
// what belongs to an order (its invoices, its PDFs).
export { type SalesActor, salesActorOf, visibleOrders } from './orders.list.ts';
export { orderLines, orderPayments, orders } from './orders.table.ts';
