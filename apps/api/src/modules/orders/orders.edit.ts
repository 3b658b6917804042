import type { SalesOrderEditBody } from '@cuvee/contracts';
import { DASHBOARD_PAYMENT_TYPES, orderActionRefusal } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type ClientActor, clients, notFoundClient, visibleTo } from '../clients/index.ts';
import { entryShipping, priceEntry } from './orders.entry.ts';
import { assertNamedKind, lockedOrder, recordEvent } from './orders.lifecycle.ts';
import type { SalesActor } from './orders.list.ts';
import { orderLines, orders } from './orders.table.ts';

/*
 * A draft changed in the back office (issue 16): the lines priced again as when it was entered,
 * its totals, delivery, payment and notes, one 'edited' event. Only a draft (decision 0046): a
 * buyer's order awaiting validation is validated or refused, an issued document never changes.
 * The body names the document's kind, by which the access hook chose the right (decision 0084).
 */

type Body = z.output<typeof SalesOrderEditBody>;

export async function editSalesOrder(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  id: string,
  body: Body,
): Promise<void> {
  const order = await lockedOrder(actor, tx, id);
  // Its right (quotes.write for a quote, else orders.write) was chosen by the kind named.
  assertNamedKind(order, body.kind);
  const refusal = orderActionRefusal('edit', order);
  if (refusal) throw new HttpError(409, refusal);
  const s = scoped(tx, actor);
  const [client] = order.clientId
    ? await s.selectAll(clients, eq(clients.id, order.clientId), visibleTo(clientActor))
    : [];
  if (!client) throw notFoundClient();
  const sample = order.kind === 'sample';
  const { lines, shippingCents, amounts } = await priceEntry(actor, tx, client, order.kind, body);
  const delivered = await entryShipping(actor, tx, sample ? undefined : body.shipping);
  await s.delete(orderLines).where(eq(orderLines.orderId, order.id));
  await s.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order.id, buyerId: order.buyerId })));
  await s
    .update(orders)
    .set({
      ...amounts,
      price: { ...order.price, ...amounts.price },
      shipping: { ...order.shipping, ...delivered, priceCents: shippingCents },
      ...(sample || !body.paymentType || !DASHBOARD_PAYMENT_TYPES.includes(body.paymentType)
        ? {}
        : { paymentType: body.paymentType }),
      ...(body.paymentDelay ? { paymentDelay: body.paymentDelay } : {}),
      ...(order.kind === 'quote' && body.validUntil ? { validUntil: body.validUntil } : {}),
      notes: body.notes || null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await recordEvent(actor, tx, order, 'edited', {
    status: order.status,
    data: { totalTTC: amounts.totalTtc },
  });
}
