import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/search.ts';
import { clients } from '../clients/index.ts';
import { type SalesActor, visibleOrders } from './orders.list.ts';
import { orders } from './orders.table.ts';

/*
 * What the back office shows of the orders at a glance (issue 24): the home's counts and the
 * orders 'Aller à' finds. One statement each, in the actor's scope (decision 0046).
 */

/** Delivery states before the parcel leaves: what the shipping desk still has to do. */
const NOT_SHIPPED = ['pending', 'preparation', 'pendingPickup'] as const;

/** Orders waiting for the producer's validation, and validated orders not shipped yet. */
export async function orderFigures(actor: SalesActor, tx: TenantTx) {
  const [row] = await tx
    .select({
      toValidate: sql<number>`count(*) filter (where ${orders.kind} = 'order' and ${orders.status} = 'pending')::int`,
      toShip: sql<number>`count(*) filter (where ${orders.status} in ('validated', 'invoiced') and ${inArray(orders.deliveryStatus, [...NOT_SHIPPED])})::int`,
    })
    .from(orders)
    .where(
      and(
        scoped(tx, actor).owns(orders),
        visibleOrders(actor, tx),
        inArray(orders.kind, ['order', 'sample']),
        inArray(orders.status, ['pending', 'validated', 'invoiced']),
      ),
    );
  return { toValidate: row?.toValidate ?? 0, toShip: row?.toShip ?? 0 };
}

/**
 * Orders, quotes and samples by reference ('C-000123', '123', 'd-12') or by their client's
 * name, newest first: at most `limit`.
 */
export async function searchOrders(actor: SalesActor, tx: TenantTx, text: string, limit: number) {
  const pattern = containsPattern(text);
  const number = text.replace(/\D/g, '').replace(/^0+/, '');
  return tx
    .select({
      id: orders.id,
      reference: orders.reference,
      kind: orders.kind,
      clientName: clients.displayName,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), scoped(tx, actor).owns(clients)))
    .where(
      and(
        scoped(tx, actor).owns(orders),
        visibleOrders(actor, tx),
        or(
          sql`${orders.reference} ilike ${pattern}`,
          // '123' finds 'C-000123': the number without its zeros.
          number ? sql`ltrim(substring(${orders.reference} from '[0-9]+$'), '0') = ${number}` : undefined,
          sql`${orders.clientId} = any(array(select client_ids_matching(${pattern})))`,
        ),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
}
