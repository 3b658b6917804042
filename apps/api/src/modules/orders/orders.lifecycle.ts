import type { SalesOrderAction } from '@cuvee/contracts';
import {
  type Action,
  can,
  type DeliveryStatus,
  nextOrderStatus,
  type OrderStatus,
  orderActionRefusal,
  RELEASING_STATUSES,
} from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import type { Payments } from '../payments/index.ts';
import { release, stockReservations } from '../stock/index.ts';
import { chargeOnValidation } from './orders.charge.ts';
import { type SalesActor, visibleOrders } from './orders.list.ts';
import { nextReference } from './orders.place.ts';
import { ORDER_NOT_FOUND } from './orders.read.ts';
import { reserveOrderStock } from './orders.stock.ts';
import { type OrderRow, orderEvents, orderLines, orders } from './orders.table.ts';

/*
 * The order's moves in the back office (issue 16, decision 0046): each checked by the
 * lifecycle's table (409 with its French refusal, nothing changed) and by its own access
 * action — a quote's moves by quotes.write, an order's decision by orders.validate.
 */

export const NOT_ALLOWED = "Vous n'avez pas l'autorisation d'effectuer cette action sur cette commande";

export function accessOf(action: SalesOrderAction, order: Pick<OrderRow, 'kind'>): Action {
  if (action === 'send' || action === 'accept' || action === 'expire') return 'quotes.write';
  return order.kind === 'quote' ? 'quotes.write' : 'orders.validate';
}

/** The order, locked for the move; 404 when the actor may not see it. */
export async function lockedOrder(actor: SalesActor, tx: TenantTx, id: string): Promise<OrderRow> {
  const [row] = await scoped(tx, actor)
    .selectAll(orders, eq(orders.id, id), visibleOrders(actor, tx))
    .for('update');
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

export async function recordEvent(
  actor: SalesActor,
  tx: TenantTx,
  order: OrderRow,
  action: string,
  to: {
    status?: OrderStatus;
    delivery?: DeliveryStatus;
    data?: Record<string, string | number | boolean | null>;
  },
) {
  await scoped(tx, actor)
    .insert(orderEvents)
    .values([
      {
        orderId: order.id,
        actorId: actor.user.id,
        action,
        fromStatus: to.delivery ? order.deliveryStatus : order.status,
        toStatus: to.delivery ?? to.status ?? null,
        data: to.data ?? null,
      },
    ]);
}

/** Gives back every active reservation of the order (refused, cancelled, expired). */
export async function releaseOrderStock(actor: SalesActor, tx: TenantTx, orderId: string) {
  const active = await scoped(tx, actor).selectAll(
    stockReservations,
    eq(stockReservations.reference, orderId),
    eq(stockReservations.status, 'active'),
  );
  for (const r of active) await release(actor, tx, r.key);
}

async function hasReservations(actor: SalesActor, tx: TenantTx, orderId: string) {
  const [any] = await scoped(tx, actor)
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(eq(stockReservations.reference, orderId))
    .limit(1);
  return Boolean(any);
}

/** A back-office order reserves its stock when validated (a buyer's was reserved at placement). */
async function reserveOnValidation(actor: SalesActor, tx: TenantTx, order: OrderRow) {
  if (await hasReservations(actor, tx, order.id)) return;
  const lines = await scoped(tx, actor)
    .selectAll(orderLines, eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const keys = await reserveOrderStock(
    actor,
    tx,
    order.id,
    lines.map((l) => ({
      position: l.position,
      formatId: l.formatId,
      vintage: l.vintage,
      units: l.quantity + l.freeItems,
      label: l.label,
    })),
  );
  for (const l of lines) {
    const key = keys.get(l.position);
    if (key)
      await scoped(tx, actor)
        .update(orderLines)
        .set({ reservationKey: key })
        .where(and(eq(orderLines.id, l.id)));
  }
}

const NOTIFIED: Partial<Record<SalesOrderAction, string>> = {
  validate: 'a été validée',
  refuse: 'a été refusée',
};

/** Applies one move to one order; answers the message to show. */
export async function applyOrderAction(
  actor: SalesActor,
  tx: TenantTx,
  id: string,
  action: SalesOrderAction,
  payments: Payments,
): Promise<string> {
  const order = await lockedOrder(actor, tx, id);
  if (!can(actor.user, accessOf(action, order), actor.shop.id)) throw new HttpError(403, NOT_ALLOWED);
  const refusal = orderActionRefusal(action, order);
  if (refusal) throw new HttpError(409, refusal);
  const status = nextOrderStatus(action, order);
  const set: Partial<OrderRow> = { status };
  if (action === 'accept') {
    set.kind = 'order';
    set.quoteReference = order.reference;
    set.reference = await nextReference(tx, actor);
  }
  if (action === 'validate') {
    await reserveOnValidation(actor, tx, order);
    const paid = await chargeOnValidation(actor, tx, payments, order);
    if (paid) set.paymentStatus = paid;
  }
  if (RELEASING_STATUSES.includes(status)) await releaseOrderStock(actor, tx, order.id);
  await scoped(tx, actor).update(orders).set(set).where(eq(orders.id, order.id));
  await recordEvent(actor, tx, order, action, {
    status,
    ...(set.reference ? { data: { reference: set.reference } } : {}),
  });
  const said = NOTIFIED[action];
  if (said && order.buyerId)
    await notify(tx, [
      {
        userId: order.buyerId,
        shopId: order.shopId,
        type: 'modifyOrder',
        content: `Votre commande ${order.reference} ${said}`,
        redirectLink: `/dashboard/orders/${order.id}`,
        subjectId: order.id,
      },
    ]);
  return MESSAGES[action];
}

const MESSAGES: Record<SalesOrderAction, string> = {
  send: 'Le devis a été envoyé',
  accept: 'Le devis a été accepté : il est devenu une commande',
  validate: 'La commande a été validée',
  refuse: 'La commande a été refusée',
  cancel: 'La commande a été annulée',
  expire: 'Le devis a expiré',
};
