import type { Action } from '../access/actions.ts';

/**
 * The owner's home figures and the list each one sums (its right): the API answers a figure
 * only when the caller may read that list, and the web shows what is answered, so that nobody
 * is shown, nor asks for, what they may not see (a refused call signs out, spec §8).
 */
export const HOME_FIGURE_ACTIONS = {
  /** Invoiced this month, HT, less credit notes (the invoices' right: seeAllOrder). */
  turnover: 'invoices.read',
  /** Orders placed and waiting for the producer's validation. */
  toValidate: 'orders.read',
  /** Orders validated, not shipped yet. */
  toShip: 'orders.read',
  /** Invoices past their due date with a balance (the payments' right: seeAllPayment). */
  unpaid: 'payments.read',
} as const satisfies Record<string, Action>;

export type HomeFigure = keyof typeof HOME_FIGURE_ACTIONS;
