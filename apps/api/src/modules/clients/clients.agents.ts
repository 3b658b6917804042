import { asc, count, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from './clients.table.ts';

/*
 * An agent's clients as their shop's agents page shows them (issue 28 part 2): how many each
 * agent holds, and the first of one agent's, in the list's order (index clients_shop_agent_sort_idx).
 */

export async function agentClientCounts(
  tx: TenantTx,
  scope: TenantScope,
  agentIds: readonly string[],
): Promise<Map<string, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await scoped(tx, scope)
    .select({ agentId: clients.agentId, n: count() })
    .from(clients)
    .where(inArray(clients.agentId, [...agentIds]))
    .groupBy(clients.agentId);
  return new Map(rows.map((r) => [r.agentId!, r.n]));
}

export async function agentClients(tx: TenantTx, scope: TenantScope, agentId: string, limit: number) {
  return scoped(tx, scope)
    .select({ id: clients.id, name: clients.displayName, typology: clients.typology })
    .from(clients)
    .where(eq(clients.agentId, agentId))
    .orderBy(asc(clients.sortKey), asc(clients.id))
    .limit(limit);
}
