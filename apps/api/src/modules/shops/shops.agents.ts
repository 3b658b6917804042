import type { MembershipStatus } from '@cuvee/domain';
import { eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { shopMemberships } from './shops.table.ts';

/*
 * A shop's agents' memberships (issue 28 part 2, decisions 0155–0156): the shops module owns
 * `shop_memberships`, the agents module asks for these moves. A status move names the statuses
 * it starts from, so two people acting at once get one change and one `false`.
 */

export type AgentSector = { departments: string[]; typologies: string[] };

const isAgent = eq(shopMemberships.role, 'agent');

/** Adds the agent: `active` (a new account) or `invited` (an existing one, until they answer). */
export async function addAgentMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  status: 'active' | 'invited',
  sector: AgentSector,
): Promise<boolean> {
  const rows = await scoped(tx, scope)
    .insert(shopMemberships)
    .values([
      {
        userId,
        role: 'agent',
        status,
        sectorDepartments: sector.departments,
        sectorTypologies: sector.typologies,
      },
    ])
    .onConflictDoNothing()
    .returning({ userId: shopMemberships.userId });
  return rows.length > 0;
}

/** The agent's sector in the shop acted on, locked for a change; null when not its agent. */
export async function agentMembership(tx: TenantTx, scope: TenantScope, userId: string) {
  const [row] = await scoped(tx, scope)
    .select({
      status: shopMemberships.status,
      departments: shopMemberships.sectorDepartments,
      typologies: shopMemberships.sectorTypologies,
      since: shopMemberships.createdAt,
    })
    .from(shopMemberships)
    .where(eq(shopMemberships.userId, userId), isAgent)
    .for('update');
  return row ?? null;
}

export async function setAgentSector(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  sector: AgentSector,
): Promise<void> {
  await scoped(tx, scope)
    .update(shopMemberships)
    .set({ sectorDepartments: sector.departments, sectorTypologies: sector.typologies })
    .where(eq(shopMemberships.userId, userId), isAgent);
}

/** Moves the agent's membership from one of `from` to `to`; false when it was not in one of them. */
export async function moveAgentMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  from: readonly MembershipStatus[],
  to: MembershipStatus,
): Promise<boolean> {
  const rows = await scoped(tx, scope)
    .update(shopMemberships)
    .set({ status: to })
    .where(eq(shopMemberships.userId, userId), isAgent, inArray(shopMemberships.status, [...from]))
    .returning({ userId: shopMemberships.userId });
  return rows.length > 0;
}

/** Removes the agent from the shop; false when they were no longer there. */
export async function removeAgentMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
): Promise<boolean> {
  const rows = await scoped(tx, scope)
    .delete(shopMemberships)
    .where(eq(shopMemberships.userId, userId), isAgent)
    .returning({ userId: shopMemberships.userId });
  return rows.length > 0;
}

/** The acted-on shop's active agents (who hear of a new product). */
export async function activeAgentIds(tx: TenantTx, scope: TenantScope): Promise<string[]> {
  const rows = await scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(isAgent, eq(shopMemberships.status, 'active'));
  return rows.map((r) => r.userId);
}

/** The typologies whose prices the agent gets in the shop acted on (their active membership's sector). */
export async function agentTypologiesIn(tx: TenantTx, scope: TenantScope, userId: string): Promise<string[]> {
  const [row] = await scoped(tx, scope)
    .select({ typologies: shopMemberships.sectorTypologies })
    .from(shopMemberships)
    .where(eq(shopMemberships.userId, userId), isAgent, eq(shopMemberships.status, 'active'));
  return row?.typologies ?? [];
}
