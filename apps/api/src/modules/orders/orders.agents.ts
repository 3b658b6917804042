import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from '../clients/index.ts';
import { orders } from './orders.table.ts';

/*
 * An agent's orders as their shop's agents page shows them (issue 28 part 2): each agent's last
 * order, and one agent's latest orders (index orders_shop_agent_placed_idx). Orders only, not
 * quotes or bills.
 */

export async function agentLastOrders(
  tx: TenantTx,
  scope: TenantScope,
  agentIds: readonly string[],
): Promise<Map<string, Date>> {
  if (agentIds.length === 0) return new Map();
  const rows = await scoped(tx, scope)
    .select({ agentId: orders.agentId, last: max(orders.placedAt) })
    .from(orders)
    .where(inArray(orders.agentId, [...agentIds]), eq(orders.kind, 'order'))
    .groupBy(orders.agentId);
  return new Map(rows.filter((r) => r.last).map((r) => [r.agentId!, r.last!]));
}

export async function agentOrders(tx: TenantTx, scope: TenantScope, agentId: string, limit: number) {
  const s = scoped(tx, scope);
  const rows = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      placedAt: orders.placedAt,
      totalTtc: orders.totalTtc,
      clientName: clients.displayName,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), s.owns(clients)))
    .where(and(s.owns(orders), eq(orders.agentId, agentId), eq(orders.kind, 'order')))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, placedAt: r.placedAt.toISOString(), clientName: r.clientName ?? '' }));
}
