import type { SalesDeliveryBody } from '@cuvee/contracts';
import { consumesStock, type DeliveryAction, deliveryActionRefusal, nextDeliveryStatus } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { consume, stockReservations } from '../stock/index.ts';
import { mailBuyer, type OrderOutbox } from './orders.buyer-mails.ts';
import { lockedOrder, recordEvent } from './orders.lifecycle.ts';
import type { SalesActor } from './orders.list.ts';
import { type OrderRow, orders } from './orders.table.ts';

/*
 * Delivery moves (issue 16): checked by the lifecycle's table (409, French); shipping, pickup
 * and delivery take the reserved units out of the stock — a sample's as 'sample' movements.
 */

type Body = z.output<typeof SalesDeliveryBody>;

async function consumeOrderStock(actor: SalesActor, tx: TenantTx, order: OrderRow) {
  const active = await scoped(tx, actor).selectAll(
    stockReservations,
    eq(stockReservations.reference, order.id),
    eq(stockReservations.status, 'active'),
  );
  for (const r of active)
    await consume(
      actor,
      tx,
      r.key,
      { documentRef: order.reference },
      order.kind === 'sample' ? 'sample' : 'sale',
    );
}

const MESSAGES: Record<DeliveryAction, string> = {
  prepare: 'La commande est en préparation',
  ready: 'La commande est prête à être enlevée',
  ship: 'La commande a été expédiée',
  pickup: 'La commande a été enlevée',
  deliver: 'La commande a été livrée',
  partial: 'La commande a été livrée en partie',
  return: 'Le retour de la commande a été enregistré',
  incident: "L'incident de livraison a été enregistré",
};

const NOTIFIED: Partial<Record<DeliveryAction, string>> = {
  ship: 'a été expédiée',
  deliver: 'a été livrée',
};

export async function applyDeliveryAction(
  actor: SalesActor,
  tx: TenantTx,
  id: string,
  action: DeliveryAction,
  body: Body,
  /** The buyer's mail when the order leaves (issue 24). */
  out: OrderOutbox,
): Promise<string> {
  const order = await lockedOrder(actor, tx, id);
  const refusal = deliveryActionRefusal(action, order);
  if (refusal) throw new HttpError(409, refusal);
  const delivery = nextDeliveryStatus(action);
  const set: Partial<OrderRow> = { deliveryStatus: delivery };
  if (action === 'ship') {
    set.shippedAt = new Date();
    if (body.trackingRef) set.trackingRef = body.trackingRef;
    if (body.parcels) set.parcels = body.parcels;
    if (body.carrier) set.carrier = body.carrier;
    if (body.weightGrams) set.weightGrams = body.weightGrams;
  }
  if (action === 'deliver' || action === 'pickup') set.deliveredAt = new Date();
  if (consumesStock(action)) await consumeOrderStock(actor, tx, order);
  await scoped(tx, actor).update(orders).set(set).where(eq(orders.id, order.id));
  await recordEvent(actor, tx, order, action, {
    delivery,
    ...(action === 'ship'
      ? {
          data: {
            trackingRef: body.trackingRef ?? null,
            parcels: body.parcels ?? null,
            carrier: body.carrier ?? null,
            weightGrams: body.weightGrams ?? null,
          },
        }
      : {}),
  });
  // Every way an order is shipped (its page, the shipping desk) comes here: the buyer's mail
  // with the tracking number and the carrier's page, once (issue 24).
  if (action === 'ship') await mailBuyer(out, tx, actor, { ...order, ...set }, 'shipped');
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
