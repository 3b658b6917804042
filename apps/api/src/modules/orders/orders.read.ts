import type { BuyerOrder, BuyerOrderDetail } from '@cuvee/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { type OrderRow, orderLines, orders } from './orders.table.ts';

/*
 * The buyer's own orders, whatever shop they were placed in (decision 0040): read by the buyer's
 * id, never by a shop, so a buyer sees nothing of another buyer's orders. One statement for the
 * page (with the seller's name and the item count), one for the total.
 */

export const ORDER_NOT_FOUND = 'Commande introuvable';

export type Row = { order: OrderRow; shopName: string; urlShop: string; items: number };

export function toBuyerOrder({ order, shopName, urlShop, items }: Row): BuyerOrder {
  return {
    id: order.id,
    reference: order.reference,
    seller: { id: order.shopId, name: shopName, urlShop },
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    paymentType: order.paymentType,
    totalHT: order.totalHt,
    tva: order.tva,
    totalTTC: order.totalTtc,
    shipping: order.shippingCents,
    excise: order.exciseCents,
    itemCount: items,
    placedAt: order.placedAt.toISOString(),
  };
}

export const itemCount = sql<number>`(select coalesce(sum(l.quantity + l.free_items), 0)::int from ${orderLines} l where l.order_id = ${orders.id})`;

function buyerRows(db: DbOrTx) {
  return db
    .select({ order: orders, shopName: shops.name, urlShop: shops.urlShop, items: itemCount })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId));
}

export async function listBuyerOrders(db: DbOrTx, buyerId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    buyerRows(db)
      .where(eq(orders.buyerId, buyerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId)),
  ]);
  return { orders: rows.map(toBuyerOrder), total: total?.n ?? 0 };
}

export async function buyerOrder(db: DbOrTx, buyerId: string, id: string): Promise<BuyerOrderDetail> {
  const [row] = await buyerRows(db).where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return detailOf(db, row);
}

/** An order with its lines, delivery and address (the buyer's and the staff's reading). */
export async function detailOf(db: DbOrTx, row: Row): Promise<BuyerOrderDetail> {
  const id = row.order.id;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  const o = row.order;
  return {
    ...toBuyerOrder(row),
    lines: lines.map((l) => ({
      id: l.id,
      label: l.label,
      quantity: l.quantity,
      freeItems: l.freeItems,
      unitHT: l.unitHt,
      unitTTC: l.unitTtc,
      vatRate: l.vatRateBp / 100,
      excise: l.exciseCents,
      css: l.cssCents,
      totalHT: l.totalHt,
      totalTTC: l.totalTtc,
    })),
    delivery: {
      name: o.shipping.name,
      kind: o.shipping.kind,
      parcels: o.shipping.parcels,
      franco: o.shipping.franco,
    },
    deliveryAddress: o.deliveryAddress ?? null,
    notes: o.notes,
  };
}
