import type { SalesOrderAction } from '@cuvee/contracts';
import {
  type DeliveryStatus,
  nextOrderStatus,
  type OrderKind,
  type OrderStatus,
  orderActionRefusal,
  RELEASING_STATUSES,
} from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { release, stockReservations } from '../stock/index.ts';
import { mailBuyer, type OrderOutbox } from './orders.buyer-mails.ts';
import { assertChargeAsked } from './orders.charge.ts';
import { nextReference } from './orders.counters.ts';
import { type SalesActor, visibleOrders } from './orders.list.ts';
import { ORDER_NOT_FOUND } from './orders.read.ts';
import { confirmOrderBookings, releaseOrderBookings } from './orders.reservations.follow.ts';
import { reserveOrderStock } from './orders.stock.ts';
import { type OrderRow, orderEvents, orderLines, orders } from './orders.table.ts';

/*
 * The order's moves in the back office (issue 16, decision 0046): each checked by the
 * lifecycle's table (409 with its French refusal, nothing changed). Each move's right — a
 * quote's by quotes.write, an order's decision by orders.validate — the access hook decided
 * from the contract, by the move and the kind the request names (decision 0084).
 */

const KIND_FR: Record<OrderKind, string> = {
  order: 'une commande',
  quote: 'un devis',
  sample: 'un échantillon',
};

/**
 * The kind a request names, by which the access hook chose its right, must be the stored
 * document's (a quote accepted meanwhile is an order now): a consistency check, 409 in French.
 * Unnamed, the request asked an order's right: a quote must be named.
 */
export function assertNamedKind(order: Pick<OrderRow, 'kind'>, named: OrderKind | undefined): void {
  if (named === undefined ? order.kind !== 'quote' : named === order.kind) return;
  throw new HttpError(
    409,
    named === undefined
      ? `Ce document est ${KIND_FR[order.kind]} : la demande doit le préciser`
      : `Ce document est ${KIND_FR[order.kind]}, pas ${KIND_FR[named]} : rechargez la page`,
  );
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
  actor: TenantScope,
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
export async function releaseOrderStock(actor: TenantScope, tx: TenantTx, orderId: string) {
  const active = await scoped(tx, actor).selectAll(
    stockReservations,
    eq(stockReservations.reference, orderId),
    eq(stockReservations.status, 'active'),
  );
  for (const r of active) await release(actor, tx, r.key);
  // Its bookings too (issue 27): cancelled, their places back.
  await releaseOrderBookings(actor, tx, orderId);
}

async function hasReservations(actor: TenantScope, tx: TenantTx, orderId: string) {
  const [any] = await scoped(tx, actor)
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(eq(stockReservations.reference, orderId))
    .limit(1);
  return Boolean(any);
}

/**
 * A back-office order reserves its stock when validated (a buyer's was reserved at placement),
 * an accepted quote when accepted; never twice.
 */
async function reserveOnValidation(actor: TenantScope, tx: TenantTx, order: OrderRow) {
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

/**
 * A quote accepted, by the shop in the back office or by the client through its link (issue
 * 24): the same row becomes an order waiting for validation, with a C- number (its D- number
 * kept), and its stock reserved (a 409 in French when it is no longer there, nothing changed).
 * `actorId` is null when the client answered. Answers the order's new reference.
 */
export async function acceptQuote(
  scope: TenantScope,
  tx: TenantTx,
  order: OrderRow,
  actorId: string | null,
  data: Record<string, string | number | boolean | null> = {},
): Promise<string> {
  const reference = await nextReference(tx, scope);
  await scoped(tx, scope)
    .update(orders)
    .set({
      kind: 'order',
      quoteReference: order.reference,
      reference,
      status: 'pending',
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await reserveOnValidation(scope, tx, order);
  await scoped(tx, scope)
    .insert(orderEvents)
    .values([
      {
        orderId: order.id,
        actorId,
        action: 'accept',
        fromStatus: order.status,
        toStatus: 'pending',
        data: { reference, ...data },
      },
    ]);
  return reference;
}

const NOTIFIED: Partial<Record<SalesOrderAction, string>> = {
  validate: 'a été validée',
  refuse: 'a été refusée',
};

/**
 * Applies one move to one order; answers the message to show. `kind`: the document's kind the
 * request named (its right was decided by it), checked against the stored one.
 */
export async function applyOrderAction(
  actor: SalesActor,
  tx: TenantTx,
  id: string,
  action: SalesOrderAction,
  /** The buyer's mails of the move (issue 24); `reason`: why the shop refuses, told to the buyer. */
  out: OrderOutbox,
  opts: { reason?: string | null; kind?: OrderKind } = {},
): Promise<string> {
  const order = await lockedOrder(actor, tx, id);
  // Refusing or cancelling: its right was chosen by the kind named (unnamed, an order's).
  if (action === 'refuse' || action === 'cancel' || opts.kind) assertNamedKind(order, opts.kind);
  return moveOrder(actor, tx, order, action, out, opts);
}

/**
 * The move itself, on an order locked and allowed to its actor (the charge's job goes on with
 * the validation its producer asked for: flows/validate-and-charge.flow.ts).
 */
export async function moveOrder(
  actor: TenantScope,
  tx: TenantTx,
  order: OrderRow,
  action: SalesOrderAction,
  out: OrderOutbox,
  opts: { reason?: string | null } = {},
): Promise<string> {
  const refusal = orderActionRefusal(action, order);
  if (refusal) throw new HttpError(409, refusal);
  if (action === 'accept') {
    await acceptQuote(actor, tx, order, actor.user.id);
    return MESSAGES.accept;
  }
  const status = nextOrderStatus(action, order);
  const set: Partial<OrderRow> = { status };
  if (action === 'validate') {
    await reserveOnValidation(actor, tx, order);
    // A card order's charge ran before, outside any transaction (issue 25, decision 0069).
    await assertChargeAsked(actor, tx, order);
    // Its bookings confirmed (issue 27), unless a payment group has not paid yet.
    await confirmOrderBookings(actor, tx, order.id, out);
  }
  if (RELEASING_STATUSES.includes(status)) await releaseOrderStock(actor, tx, order.id);
  await scoped(tx, actor).update(orders).set(set).where(eq(orders.id, order.id));
  const reason = action === 'refuse' ? opts.reason?.trim() || null : null;
  await recordEvent(actor, tx, order, action, { status, ...(reason ? { data: { reason } } : {}) });
  // The buyer's mail, where the order's status moves (issue 24): once per order and move.
  if (action === 'validate') await mailBuyer(out, tx, actor, { ...order, ...set }, 'validated');
  if (action === 'refuse') await mailBuyer(out, tx, actor, { ...order, ...set }, 'refused', { reason });
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
