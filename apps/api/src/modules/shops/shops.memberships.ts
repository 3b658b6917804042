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
