import type { SalesOrderDetail } from '@cuvee/contracts';
import { allowedDeliveryActions, allowedOrderActions } from '@cuvee/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { acceptedTerms } from '../legal/index.ts';
import { users } from '../users/index.ts';
import { nestContents } from './orders.box.ts';
import { type SalesActor, salesRows, toSalesOrder } from './orders.list.ts';
import { quoteSending } from './orders.quotes.ts';
import { ORDER_NOT_FOUND } from './orders.read.ts';
import { deliveryOf, shipmentOf } from './orders.shipment.ts';
import { orderEvents, orderLines, orders } from './orders.table.ts';

/*
 * One order as the back office reads it (issue 16): lines, addresses, delivery, history with
 * the actors' names, and the moves its state allows — the same table the API checks.
 */

export async function salesOrder(actor: SalesActor, tx: TenantTx, id: string): Promise<SalesOrderDetail> {
  const [row] = await salesRows(actor, tx, eq(orders.id, id));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const s = scoped(tx, actor);
  const [lines, events] = await Promise.all([
    s.selectAll(orderLines, eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    tx
      .select({
        event: orderEvents,
        actor: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(and(s.owns(orderEvents), eq(orderEvents.orderId, id)))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const o = row.order;
  const state = { kind: o.kind, status: o.status, deliveryStatus: o.deliveryStatus };
  return {
    ...toSalesOrder(row),
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
      discountBp: l.discountBp,
      productId: l.productId,
      formatId: l.formatId,
      vintage: l.vintage,
      contents,
    })),
    delivery: { ...deliveryOf(o), modeId: o.shipping.modeId ?? null },
    shipment: shipmentOf(o),
    deliveryAddress: o.deliveryAddress ?? null,
    billingAddress: o.billingAddress ?? null,
    notes: o.notes,
    quote: await quoteSending(actor, tx, o),
    acceptedTerms: await acceptedTerms(tx, o.shopId, o.acceptedTermsId),
    paymentDelay: o.paymentDelay,
    trackingRef: o.trackingRef,
    parcels: o.parcels,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    history: events.map(({ event: e, actor: name }) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actor: name,
      at: e.at.toISOString(),
      data: e.data ?? null,
    })),
    actions: {
      // 'edit' is the form's (PUT /v1/orders/:id); invoice and credit the invoices'.
      order: allowedOrderActions(state).filter((a) => a !== 'invoice' && a !== 'credit'),
      delivery: allowedDeliveryActions(state),
    },
  };
}
