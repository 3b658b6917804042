import type { AgentOrder, AgentOrderDetail, AgentOrderListQuery } from '@cuvee/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { clients } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { itemCount } from './orders.read.ts';
import { orderLines, orders } from './orders.table.ts';

/*
 * The agent's own orders and samples (issue 28, decision 0167): across the producers they work
 * for (the access hook's shops, or the one named), only those of the clients they follow, those
 * they are credited with, and those they entered. Whatever else answers 404, as if it did not
 * exist. One statement for the page, one for the count.
 */

type Query = z.output<typeof AgentOrderListQuery>;

const NOT_FOUND = 'Commande introuvable';

/** The agent's orders: their clients', credited to them, or entered by them. */
function theirs(scope: TenantScope, tx: TenantTx): SQL {
  const me = scope.user.id;
  const followed = tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(scoped(tx, scope).owns(clients), eq(clients.agentId, me)));
  return or(eq(orders.agentId, me), eq(orders.createdBy, me), inArray(orders.clientId, followed))!;
}

function rows(scope: TenantScope, tx: TenantTx, ...conds: (SQL | undefined)[]) {
  const s = scoped(tx, scope);
  return tx
    .select({
      order: {
        id: orders.id,
        kind: orders.kind,
        reference: orders.reference,
        status: orders.status,
        shopId: orders.shopId,
        clientId: orders.clientId,
        placedAt: orders.placedAt,
        totalHt: orders.totalHt,
        totalTtc: orders.totalTtc,
        tva: orders.tva,
        shippingCents: orders.shippingCents,
        notes: orders.notes,
      },
      shopName: shops.name,
      clientName: clients.displayName,
      items: itemCount,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(clients, and(eq(clients.id, orders.clientId), s.owns(clients)))
    .where(and(s.owns(orders), theirs(scope, tx), ...conds));
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

function toAgentOrder(r: Row): AgentOrder {
  const o = r.order;
  return {
    id: o.id,
    kind: o.kind === 'sample' ? 'sample' : 'order',
    reference: o.reference,
    status: o.status,
    shop: { id: o.shopId, name: r.shopName },
    client: o.clientId ? { id: o.clientId, name: r.clientName ?? '' } : null,
    createdAt: o.placedAt.toISOString(),
    totalHtCents: o.totalHt,
    totalTtcCents: o.totalTtc,
    items: r.items,
  };
}

export async function listAgentOrders(scope: TenantScope, tx: TenantTx, q: Query) {
  const text = q.q;
  const conds = [
    eq(orders.kind, q.kind),
    q.status ? eq(orders.status, q.status) : undefined,
    text
      ? or(
          sql`${orders.reference} ilike ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`,
          sql`${orders.clientId} = any(array(select client_ids_matching(${containsPattern(text)})))`,
        )
      : undefined,
  ];
  const page = await rows(scope, tx, ...conds)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(q.limit)
    .offset(q.offset);
  let total = q.offset + page.length;
  if (page.length === q.limit || (page.length === 0 && q.offset > 0)) {
    const [c] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(scoped(tx, scope).owns(orders), theirs(scope, tx), ...conds));
    total = c?.n ?? 0;
  }
  return { orders: page.map(toAgentOrder), total };
}

export async function agentOrder(scope: TenantScope, tx: TenantTx, id: string): Promise<AgentOrderDetail> {
  const [row] = await rows(scope, tx, eq(orders.id, id), inArray(orders.kind, ['order', 'sample']));
  if (!row) throw new HttpError(404, NOT_FOUND);
  const lines = await scoped(tx, scope)
    .select({
      id: orderLines.id,
      label: orderLines.label,
      quantity: orderLines.quantity,
      unitHt: orderLines.unitHt,
      totalHt: orderLines.totalHt,
      totalTtc: orderLines.totalTtc,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id), sql`${orderLines.parentLineId} is null`)
    .orderBy(asc(orderLines.position));
  return {
    ...toAgentOrder(row),
    notes: row.order.notes,
    shippingCents: row.order.shippingCents,
    tvaCents: row.order.tva,
    lines: lines.map((l) => ({
      id: l.id,
      label: l.label,
      quantity: l.quantity,
      unitHtCents: l.unitHt,
      totalHtCents: l.totalHt,
      totalTtcCents: l.totalTtc,
    })),
  };
}
