import { and, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/index.ts';

/** The shop's active agents (decision 0025: only an active membership counts), by name. */
export async function shopAgents(tx: TenantTx, scope: TenantScope, ids?: readonly string[]) {
  const rows = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        scoped(tx, scope).owns(shopMemberships),
        eq(shopMemberships.role, 'agent'),
        eq(shopMemberships.status, 'active'),
        ids ? inArray(shopMemberships.userId, [...ids]) : undefined,
      ),
    );
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
export type AgentRef = Awaited<ReturnType<typeof shopAgents>>[number];

/** An agent of the shop, else 404 (another shop's agent, or no agent at all). */
export async function agentOf(tx: TenantTx, scope: TenantScope, agentId: string): Promise<AgentRef> {
  const [agent] = await shopAgents(tx, scope, [agentId]);
  if (!agent) throw notFound("Cet agent commercial n'existe pas dans cette boutique");
  return agent;
}
