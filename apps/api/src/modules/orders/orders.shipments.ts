import type { ShipmentListQuery, ShipmentOrder } from '@cuvee/contracts';
import { COUNTRY_LABELS, carrierFromText, type DeliveryCountry, parcelsFor } from '@cuvee/domain';
import { and, asc, count, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/search.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients } from '../clients/index.ts';
import { deliveryModes } from '../delivery/index.ts';
import { productFormats, products } from '../products/index.ts';
import { type SalesActor, salesActorOf } from './orders.list.ts';
import { itemCount } from './orders.read.ts';
import { type OrderRow, orderLines, orders } from './orders.table.ts';

/*
 * The shipping desk's queue (issue 24): the validated or invoiced orders and samples whose goods
 * are still at the estate, oldest first — read on the partial index `orders_shop_to_ship_idx`
 * (migration 0019), whose predicate `TO_SHIP` repeats word for word with constants, so that the
 * planner proves it. Whoever manages the delivery (manageDelivery) ships every order of the shop,
 * whichever agent sold it.
 */

/** The shipping desk's actor: the request's scope, seeing every order of the shop. */
export function shipmentActorOf(ctx: ShopCtx): SalesActor {
  return { ...salesActorOf(ctx), seesAll: true };
}

export const TO_SHIP = sql`${orders.kind} in ('order', 'sample') and ${orders.status} in ('validated', 'invoiced') and ${orders.deliveryStatus} in ('pending', 'preparation', 'pendingPickup')`;

const modeName = sql<string>`${orders.shipping}->>'name'`;

/** 75 cl equivalents of the goods (a box counts once, by its format, not again by its bottles). */
const bottles = sql<number>`(select coalesce(sum((l.quantity + l.free_items) * case when p.product_type in ('bottle', 'box') then f.eq75 else 0 end), 0)::float8
  from ${orderLines} l
  join ${productFormats} f on f.id = l.format_id
  join ${products} p on p.id = l.product_id
  where l.order_id = ${orders.id} and l.shop_id = ${orders.shopId} and l.parent_line_id is null)`;

/** The goods' weight in grams from the formats' weights (kg), null when none has one. */
const weightGrams = sql<number | null>`(select round(sum((l.quantity + l.free_items) * f.weight) * 1000)::int
  from ${orderLines} l
  join ${productFormats} f on f.id = l.format_id
  where l.order_id = ${orders.id} and l.shop_id = ${orders.shopId} and l.parent_line_id is null)`;

type ListQuery = z.output<typeof ShipmentListQuery>;

function filtersOf(q: ListQuery): (SQL | undefined)[] {
  const text = q.q;
  return [
    q.mode ? eq(modeName, q.mode) : undefined,
    q.deliveryStatus ? eq(orders.deliveryStatus, q.deliveryStatus) : undefined,
    // Placed dates are French days: 'to' includes the whole day.
    q.from ? gte(orders.placedAt, sql`(${q.from}::date)::timestamp at time zone 'Europe/Paris'`) : undefined,
    q.to ? lt(orders.placedAt, sql`(${q.to}::date + 1)::timestamp at time zone 'Europe/Paris'`) : undefined,
    text
      ? or(
          sql`${orders.reference} ilike ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`,
          sql`${orders.clientId} = any(array(select client_ids_matching(${containsPattern(text)})))`,
        )
      : undefined,
  ];
}

function destinationOf(o: OrderRow): string | null {
  const a = o.deliveryAddress;
  if (!a) return null;
  const place = [a.zipcode, a.city].filter(Boolean).join(' ');
  const country =
    a.country && a.country !== 'FR' ? (COUNTRY_LABELS[a.country as DeliveryCountry]?.fr ?? a.country) : '';
  return [place, country].filter(Boolean).join(', ') || null;
}

export async function listShipments(actor: SalesActor, tx: TenantTx, q: ListQuery) {
  const s = scoped(tx, actor);
  const conds = filtersOf(q);
  const rows = await tx
    .select({
      order: orders,
      clientName: clients.displayName,
      items: itemCount,
      bottles,
      weightGrams,
      modeCarrier: deliveryModes.carrier,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), s.owns(clients)))
    .leftJoin(
      deliveryModes,
      and(sql`${deliveryModes.id}::text = ${orders.shipping}->>'modeId'`, s.owns(deliveryModes)),
    )
    .where(and(s.owns(orders), TO_SHIP, ...conds))
    .orderBy(asc(orders.placedAt), asc(orders.id))
    .limit(q.limit)
    .offset(q.offset);
  let total = q.offset + rows.length;
  if (rows.length === q.limit || (rows.length === 0 && q.offset > 0)) {
    const [c] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(s.owns(orders), TO_SHIP, ...conds));
    total = c?.n ?? 0;
  }
  const modes = await tx
    .select({ name: modeName, count: count() })
    .from(orders)
    .where(and(s.owns(orders), TO_SHIP))
    .groupBy(modeName)
    .orderBy(modeName);
  const list: ShipmentOrder[] = rows.map((r) => {
    const o = r.order;
    const eq75 = Math.round(Number(r.bottles) * 1000) / 1000;
    return {
      id: o.id,
      reference: o.reference,
      kind: o.kind,
      status: o.status,
      deliveryStatus: o.deliveryStatus,
      placedAt: o.placedAt.toISOString(),
      client: r.clientName ?? clientOf(o),
      mode: { name: o.shipping.name, kind: o.shipping.kind },
      destination: destinationOf(o),
      itemCount: r.items,
      bottles: eq75,
      weightGrams: r.weightGrams === null ? null : Number(r.weightGrams),
      suggestedParcels: Math.max(1, parcelsFor(eq75)),
      suggestedCarrier: carrierFromText(r.modeCarrier, o.shipping.name),
    };
  });
  return { orders: list, total, modes: modes.map((m) => ({ name: m.name ?? '', count: m.count })) };
}

/** A buyer's order without a client record: the name on its delivery address. */
function clientOf(o: OrderRow): string | null {
  const a = o.deliveryAddress;
  const name = a?.name || [a?.firstname, a?.lastname].filter(Boolean).join(' ');
  return name || null;
}
