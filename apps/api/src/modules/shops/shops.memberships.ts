import type { MembershipStatus } from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { shopMemberships } from './shops.table.ts';

/*
 * A buyer's membership of a shop (issue 25: the shops module owns the memberships; the clients
 * module asks for these moves). The typology decides the prices the buyer sees.
 */

/** The shop's membership of a buyer, with the typology of their client record. */
export async function addBuyerMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  typology: string | null,
): Promise<void> {
  await scoped(tx, scope)
    .insert(shopMemberships)
    .values([{ userId, role: 'buyer', typology }]);
}

/** The buyer's typology in the shop follows their client record's. */
export async function setBuyerTypology(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  typology: string,
): Promise<void> {
  await scoped(tx, scope)
    .update(shopMemberships)
    .set({ typology })
    .where(and(eq(shopMemberships.userId, userId), eq(shopMemberships.role, 'buyer')));
}

/**
 * An agent's request to join the shop (decision 0025): a pending membership, which grants
 * nothing until the shop's staff decides.
 */
export async function addAgentRequest(tx: TenantTx, scope: TenantScope, userId: string): Promise<void> {
  await scoped(tx, scope)
    .insert(shopMemberships)
    .values([{ userId, role: 'agent', status: 'pending' }]);
}

/**
 * Decides an agent's pending request ('active' or 'refused'); answers false when it was no
 * longer pending (decided meanwhile by someone else: their decision stands).
 */
export async function decideAgentMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  status: MembershipStatus,
): Promise<boolean> {
  const changed = await scoped(tx, scope)
    .update(shopMemberships)
    .set({ status })
    .where(
      eq(shopMemberships.userId, userId),
      eq(shopMemberships.role, 'agent'),
      eq(shopMemberships.status, 'pending'),
    )
    .returning({ userId: shopMemberships.userId });
  return changed.length > 0;
}
