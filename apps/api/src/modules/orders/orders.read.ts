import type { BuyerOrder, BuyerOrderDetail } from '@cuvee/contracts';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { nestContents } from './orders.box.ts';
import { buyerInvoicesOf, paymentInstructionsOf } from './orders.buyer-view.ts';
import { orderBookingsOf } from './orders.reservation-lines.read.ts';
import { deliveryOf, shipmentOf } from './orders.shipment.ts';
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
    css: order.cssCents,
    itemCount: items,
    placedAt: order.placedAt.toISOString(),
  };
}

/** The items bought: a box counts once, its wines are inside it (issue 24). */
export const itemCount = sql<number>`(select coalesce(sum(l.quantity + l.free_items), 0)::int from ${orderLines} l where l.order_id = ${orders.id} and l.parent_line_id is null)`;

function buyerRows(db: DbOrTx) {
  return db
    .select({ order: orders, shopName: shops.name, urlShop: shops.urlShop, items: itemCount })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId));
}

/** The buyer's orders: never a draft the shop is still writing (a quote before it is sent). */
const mine = (buyerId: string) => and(eq(orders.buyerId, buyerId), ne(orders.status, 'draft'));

export async function listBuyerOrders(db: DbOrTx, buyerId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    buyerRows(db)
      .where(mine(buyerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(mine(buyerId)),
  ]);
  return { orders: rows.map(toBuyerOrder), total: total?.n ?? 0 };
}

export async function buyerOrder(db: DbOrTx, buyerId: string, id: string): Promise<BuyerOrderDetail> {
  const [row] = await buyerRows(db).where(and(eq(orders.id, id), mine(buyerId)));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  // The buyer's own reading adds how to pay the seller and the invoices (issue 24).
  const [detail, paymentInstructions, invoices] = await Promise.all([
    detailOf(db, row),
    paymentInstructionsOf(db, row.order),
    buyerInvoicesOf(db, row.order),
  ]);
  return { ...detail, paymentInstructions, invoices };
}

/** An order with its lines, delivery and address (the buyer's and the staff's reading). */
export async function detailOf(db: DbOrTx, row: Row): Promise<BuyerOrderDetail> {
  const id = row.order.id;
  const [lines, bookings] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    orderBookingsOf(db, row.order),
  ]);
  const o = row.order;
  return {
    ...toBuyerOrder(row),
    lines: nestContents(lines, (l, contents) => ({
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
      contents,
    })),
    delivery: deliveryOf(o),
    deliveryAddress: o.deliveryAddress ?? null,
    // A back-office order's note is the shop's own (issue 24): never shown to its client.
    notes: o.channel === 'backoffice' ? null : o.notes,
    shipment: shipmentOf(o),
    bookings,
  };
}
