import type { CartPriceBody } from '@cuvee/contracts';
import {
  bracketPrice,
  type CartPriceResult,
  type DeliveryInput,
  measureOf,
  type OrderPriceResult,
  orderSummaryOf,
  priceCart,
  priceOrder,
  todayInFrance,
} from '@cuvee/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { deliveryCollectionPoints, deliveryModes } from '../delivery/index.ts';
import { unknownCode } from '../promotions/index.ts';
import { release, type StockActor, stockReservations } from '../stock/index.ts';
import { ORDER_NOT_FOUND } from './orders.read.ts';
import { releaseOrderBookings } from './orders.reservations.follow.ts';
import { reservationSources } from './orders.reservations.ts';
import { orderPayments, orders } from './orders.table.ts';
import { offeredSources } from './pricing.offers.ts';
import { uuids } from './uuids.ts';

/*
 * The cart's prices (spec §7 `get-cart-price`, decision 0040): every seller's order priced from
 * the database for the caller's typology, with the delivery the cart chose (its bracket for
 * this order and its franco rule; the address's zones are checked at checkout). And the
 * buyer's abandon of an order not paid yet (`aborted-cart`): its stock goes back.
 */

export const CART = {
  unknownDelivery: 'Mode de livraison introuvable pour cette boutique',
  notAbortable: 'Cette commande ne peut plus être abandonnée : elle est en cours de traitement',
} as const;

type Shipping = CartPriceBody['orders'][number]['shipping'];

/** The chosen modes and collection points of every seller, in two statements. */
async function chosenModes(db: Db, wanted: ReadonlyArray<{ sellerId: string; shipping: Shipping }>) {
  // Ids the database could not even read are unknown, as ids it does not hold.
  const pointIds = wanted.flatMap((w) => uuids(w.shipping.collectionPointId));
  const points = pointIds.length
    ? await db.select().from(deliveryCollectionPoints).where(inArray(deliveryCollectionPoints.id, pointIds))
    : [];
  const modeIds = [...wanted.flatMap((w) => uuids(w.shipping.type)), ...points.map((p) => p.modeId)];
  const modes = modeIds.length
    ? await db
        .select()
        .from(deliveryModes)
        .where(and(inArray(deliveryModes.id, modeIds), eq(deliveryModes.active, true)))
    : [];
  return (sellerId: string, shipping: Shipping) => {
    if (!shipping.type && !shipping.collectionPointId) return null;
    const modeId = shipping.type ?? points.find((p) => p.id === shipping.collectionPointId)?.modeId;
    const mode = modes.find((m) => m.id === modeId && m.shopId === sellerId);
    if (!mode) throw new HttpError(404, CART.unknownDelivery);
    return mode;
  };
}

export async function cartPrices(
  db: Db,
  principal: Principal | null,
  body: CartPriceBody,
): Promise<CartPriceResult> {
  const modeOf = await chosenModes(db, body.orders);
  // The offers each order names (issue 29): its loyalty reward and its promo code, read once.
  const sources = await offeredSources(
    db,
    principal,
    body.orders.map((o) => ({ ...o, lines: o.products })),
    // The rates of the day it is in France (the business calendar).
    todayInFrance(),
  );
  // The cart's bookings: the event's rates and tourist tax of the day (places are checked at
  // placement; the cart shows them as the slot picker did).
  for (const [i, source] of sources.entries()) {
    const asked = body.orders[i]!.reservations;
    if (asked.length === 0) continue;
    const bookings = await reservationSources(db, source.shop.id, asked, { checkPlaces: false });
    source.input.reservations = bookings.map((b) => b.pricing);
  }
  const inputs = sources.map((source, i) => {
    const mode = modeOf(source.shop.id, body.orders[i]!.shipping);
    if (!mode) return source.input;
    const bare: OrderPriceResult = priceOrder(source.input);
    const summary = orderSummaryOf(bare);
    const delivery: DeliveryInput = {
      kind: mode.kind,
      price: bracketPrice(mode.brackets, measureOf(mode.basis, summary)),
      franco:
        mode.francoKind && mode.francoValue !== null
          ? { kind: mode.francoKind, threshold: mode.francoValue }
          : null,
    };
    return { ...source.input, delivery };
  });
  const priced = priceCart(inputs);
  for (const [i, order] of priced.orders.entries()) {
    const entered = body.orders[i]!.promoCode;
    if (entered && !order.promoCode) order.promoCode = unknownCode(entered);
  }
  return priced;
}

/** The buyer empties their cart: an order still waiting for its card is aborted, its stock released. */
export async function abortCartOrder(db: Db, user: StockActor['user'], orderId: string): Promise<void> {
  const [order] = await db
    .select({ id: orders.id, shopId: orders.shopId, status: orders.status, payment: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, user.id)));
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  if (order.status === 'aborted') return;
  if (order.status !== 'pending' || order.payment !== 'pending') throw new HttpError(409, CART.notAbortable);
  const actor: StockActor = { user, shop: { id: order.shopId }, shops: [{ id: order.shopId }] };
  await inTenant(db, actor, async (tx) => {
    const s = scoped(tx, actor);
    const [aborted] = await s
      .update(orders)
      .set({ status: 'aborted', paymentStatus: 'cancelled' })
      .where(eq(orders.id, order.id), eq(orders.status, 'pending'))
      .returning({ id: orders.id });
    if (!aborted) return;
    await s.update(orderPayments).set({ status: 'cancelled' }).where(eq(orderPayments.orderId, order.id));
    const held = await s
      .select({ key: stockReservations.key })
      .from(stockReservations)
      .where(like(stockReservations.key, `order:${order.id}:%`), eq(stockReservations.status, 'active'));
    for (const { key } of held) await release(actor, tx, key);
    await releaseOrderBookings(actor, tx, order.id);
  });
}
