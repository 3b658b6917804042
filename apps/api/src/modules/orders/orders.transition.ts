import {
  nextOrderStatus,
  type OrderAction,
  type OrderStatus,
  orderActionRefusal,
  type PaymentStatus,
  RELEASING_STATUSES,
} from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { releaseOrderStock } from './orders.lifecycle.ts';
import { type OrderRow, orderEvents, orders } from './orders.table.ts';

/*
 * The moves other modules make on an order (issue 25, decision 0077): invoices, receivables
 * and documents never write the orders' tables; they call these, which apply the lifecycle's
 * table (a 409 with its French refusal, nothing changed), give back the order's stock when the
 * status releases it, and record the move in the order's history.
 */

export type EventData = Record<string, string | number | boolean | null>;

type Move = {
  /** Who made the move (null: the buyer through a link, a job). */
  actorId: string | null;
  /** The history's name of the move when it is not the action's ('invoiced', 'credited'). */
  event?: string;
  data?: EventData;
};

/** The order, locked until the transaction ends; 404 when the shop has no such order. */
export async function lockOrder(scope: TenantScope, tx: TenantTx, orderId: string): Promise<OrderRow> {
  const [order] = await scoped(tx, scope).selectAll(orders, eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, 'Commande introuvable');
  return order;
}

/**
 * Applies one lifecycle action to an order: refused with 409 when its state does not allow
 * it; a releasing status (refused, cancelled, aborted, expired) gives its active stock
 * reservations back; a cancelled order owes nothing any more. Answers the new status.
 */
export async function transitionOrder(
  scope: TenantScope,
  tx: TenantTx,
  order: OrderRow,
  action: OrderAction,
  move: Move,
): Promise<OrderStatus> {
  const refusal = orderActionRefusal(action, order);
  if (refusal) throw new HttpError(409, refusal);
  const to = nextOrderStatus(action, order);
  if (RELEASING_STATUSES.includes(to)) await releaseOrderStock(scope, tx, order.id);
  const set: { status: OrderStatus; updatedAt: Date; paymentStatus?: PaymentStatus } = {
    status: to,
    updatedAt: new Date(),
  };
  // Nothing is owed on a cancelled order any more: its payment reads 'Annulé', not pending.
  if (to === 'cancelled' && order.status === 'invoiced') set.paymentStatus = 'cancelled';
  await scoped(tx, scope).update(orders).set(set).where(eq(orders.id, order.id));
  await recordOrderEvent(scope, tx, order, move.event ?? action, move, to);
  return to;
}

/** A line of the order's history that moves no status (a deposit, a partial credit, a payment). */
export async function recordOrderEvent(
  scope: TenantScope,
  tx: TenantTx,
  /** The order (its status: where a move leaves from; a line that moves none needs only the id). */
  order: Pick<OrderRow, 'id'> & Partial<Pick<OrderRow, 'status'>>,
  action: string,
  move: Move,
  to: OrderStatus | null = null,
) {
  await scoped(tx, scope)
    .insert(orderEvents)
    .values([
      {
        orderId: order.id,
        actorId: move.actorId,
        action,
        fromStatus: to ? (order.status ?? null) : null,
        toStatus: to,
        data: move.data ?? null,
      },
    ]);
}
