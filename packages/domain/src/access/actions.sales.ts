import type { ActionRule, ShopRelation } from './actions.ts';

/*
 * The sales back office's actions (issue 16, decisions 0045, 0046), part of the one action table
 * of actions.ts. An agent reads and enters the orders of their own clients (the service's scope,
 * seesAllOf 'seeAllOrder'); the staff all of them.
 */

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const field = ['owner', 'iam', 'agent'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_ORDERS = "Vous n'avez pas accès aux commandes de cette boutique";
const NOT_THEIR_PAYMENTS = "Vous n'avez pas accès aux règlements de cette boutique";

export const SALES_ACTIONS = {
  /** The shop's orders, quotes and samples, read: all with seeAllOrder, else the caller's clients' (the service's scope). */
  'orders.read': { who: 'shop', relations: field, otherShop: NOT_THEIR_ORDERS },
  /**
   * The agent's own orders and samples (spec §2, the agent's menu; decision 0167): across the
   * producers they work for, their clients' or entered by them, read only.
   */
  'orders.agent.read': {
    who: 'shop',
    relations: ['agent'],
    manyShops: true,
    otherShop: NOT_THEIR_ORDERS,
  },
  /**
   * 'Aller à' (spec §2): the orders and the clients the caller may read, by reference or name
   * (orders.read and clients.read have this same rule; each list keeps the service's scope).
   */
  'search.read': { who: 'shop', relations: field, otherShop: NOT_THEIR_ORDERS },
  /**
   * The home's figures (turnover of the month, orders to validate and to ship, unpaid): each
   * figure answered only when the caller may read its own list (HOME_FIGURE_ACTIONS).
   */
  'home.figures.read': { who: 'shop', relations: field, otherShop: NOT_THEIR_ORDERS },
  /** Entering and editing orders and samples for a client (createOrder). */
  'orders.write': {
    who: 'shop',
    relations: field,
    permissions: ['createOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Entering, sending and answering quotes (createQuote). */
  'quotes.write': {
    who: 'shop',
    relations: field,
    permissions: ['createQuote'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /**
   * A client's answer to a quote sent by e-mail (issue 24): no account, the link's token is the
   * proof (rate-limited by the API).
   */
  'quotes.answer': { who: 'anyone' },
  /**
   * What an entry's product picker reads (issue 24): the shop's products with their formats,
   * priced for the client, and their stock. Whoever may enter an order, a quote or a bill, without
   * the catalogue's seeAllProduct (the catalogue screens stay theirs).
   */
  'orders.entry.read': {
    who: 'shop',
    relations: field,
    anyPermission: ['createOrder', 'createQuote', 'billOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Validating, refusing and cancelling orders: the producer's decision (staff with createOrder). */
  'orders.validate': {
    who: 'shop',
    relations: staff,
    permissions: ['createOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Preparing, shipping and delivering (manageDelivery). */
  'orders.deliver': {
    who: 'shop',
    relations: staff,
    permissions: ['manageDelivery'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Exports of orders, invoices and payments over a date range. */
  'sales.export': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Invoices, deposit invoices, credit notes and the ventilation, read. */
  'invoices.read': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Issuing invoices, deposit invoices and credit notes (billOrder). */
  'invoices.write': {
    who: 'shop',
    relations: staff,
    permissions: ['billOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** The PDFs of what the caller may read (quotes, confirmations, delivery notes, invoices). */
  'sales.documents.read': {
    who: 'shop',
    relations: field,
    permissions: ['seeAllOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Asking for PDFs to be made, sent by e-mail, or delivered to the browser (bulk print). */
  'sales.documents.write': {
    who: 'shop',
    relations: field,
    permissions: ['seeAllOrder'],
    otherShop: NOT_THEIR_ORDERS,
  },
  /** Payments received, outstandings, unpaids and credit notes to use (seeAllPayment). */
  'payments.read': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllPayment'],
    otherShop: NOT_THEIR_PAYMENTS,
  },
  /** Recording payments and sending reminders. */
  'payments.write': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllPayment'],
    otherShop: NOT_THEIR_PAYMENTS,
  },
} as const satisfies Record<string, ActionRule>;
