import { HOLDING_STATUSES } from '@cuvee/domain';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bookingsOfOrder, groupsAllPaid, queueBookingMail, setBookingStatus } from '../tourism/index.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';

/*
 * An order's bookings follow it (issue 27, decision 0109), from the orders' own transition
 * points: validated, its pending bookings are confirmed; refused, cancelled, aborted or expired,
 * its bookings are cancelled and their places released, in the same transaction. A booking paid
 * by groups holds the order's validation until every group has paid (spec §4).
 */

export const FOLLOW = {
  groupsUnpaid:
    'La réservation attend encore le paiement de tous ses groupes : la commande ne peut pas être validée',
} as const;

/**
 * The order validated: its bookings confirmed, and the visitor's confirmation mail (calendar file,
 * check-in link and QR code; decision 0128) queued in the same transaction; refused (409, nothing changed)
 * while a group has not paid.
 */
export async function confirmOrderBookings(
  scope: TenantScope,
  tx: TenantTx,
  orderId: string,
  out: OrderOutbox,
) {
  const bookings = await bookingsOfOrder(tx, scope, orderId);
  for (const b of bookings) {
    if (b.status !== 'pending') continue;
    if (!(await groupsAllPaid(tx, scope, b.id))) throw new HttpError(409, FOLLOW.groupsUnpaid);
    await setBookingStatus(tx, scope, b.id, 'confirmed');
    await queueBookingMail(tx, scope, out, b.id, 'confirmed');
  }
}

/** The order given up: its bookings cancelled, their places back. */
export async function releaseOrderBookings(scope: TenantScope, tx: TenantTx, orderId: string) {
  const bookings = await bookingsOfOrder(tx, scope, orderId);
  for (const b of bookings)
    if (HOLDING_STATUSES.includes(b.status)) await setBookingStatus(tx, scope, b.id, 'cancelled');
}
