// What other modules may use of the orders module (decision 0040): the tables, for the sales
// back office and the accounting to come; and who sees which order (decision 0046's scope), for
// what belongs to an order (its invoices, its PDFs).

// An agent's orders on their shop's agents page (issue 28 part 2).
export { agentLastOrders, agentOrders } from './orders.agents.ts';
// The buyer's mails of an order's moves (issue 24): the invoices module's 'invoiced' move too.
export { type BuyerMailEvent, mailBuyer, type OrderOutbox } from './orders.buyer-mails.ts';
// A card order's charge, asked at validation and recorded by its job (issue 25, decision 0069).
export {
  CHARGE_FAILED,
  CHARGE_REQUESTED,
  type ChargeRequest,
  chargeKey,
  chargeToRun,
  recordCharge,
  requestCharge,
} from './orders.charge.ts';
export { takeSalesCounter } from './orders.counters.ts';
// The steps of placing a cart (flows/place-orders.flow.ts).
export { refuseReusedKey, requestHash } from './orders.idempotency.ts';
export { applyOrderAction } from './orders.lifecycle.ts';
export { type SalesActor, salesActorOf, visibleOrders } from './orders.list.ts';
export { orderFigures, searchOrders } from './orders.overview.ts';
// The payments ledger's side of an order (issue 25, decision 0068).
export { paidCardCharges, recordShareCharge, settleOrderPayment } from './orders.payment.ts';
export { placeSellerOrder } from './orders.place.ts';
export { type Checked, checkAll, PLACEMENT, type PlacementPorts } from './orders.place-check.ts';
// A quote sent by e-mail and answered from its link (issue 24; flows/quote-send.flow.ts).
export { answerQuote, quoteAnswerView, quoteOfLink } from './orders.quote-answer.ts';
export { markQuoteSent } from './orders.quotes.ts';
export { type OrderReservationLineRow, orderReservationLines } from './orders.reservation-lines.table.ts';
// What the shop's people sold: the objectives' progress and the budget's realised (issue 28 part 4).
export { monthlySales, salesFigures } from './orders.sales-figures.ts';
export type { OrderRow } from './orders.table.ts';
export { orderLines, orderPayments, orders } from './orders.table.ts';
// The moves other modules make on an order, and the shared sales counters (issue 25, decision 0077).
export {
  type EventData,
  lockOrder,
  recordOrderEvent,
  transitionOrder,
} from './orders.transition.ts';
