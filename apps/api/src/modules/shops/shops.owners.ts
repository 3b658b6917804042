import { eq, ne } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { shopMemberships } from './shops.table.ts';

/**
 * The acted-on shop's active owners, who hear of its new orders, payments and clients; `except`
 * leaves out one (the member who did it: nobody is told of their own act).
 */
export async function activeOwnerIds(tx: TenantTx, scope: TenantScope, except?: string): Promise<string[]> {
  const rows = await scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(
      eq(shopMemberships.role, 'owner'),
      eq(shopMemberships.status, 'active'),
      ...(except ? [ne(shopMemberships.userId, except)] : []),
    );
  return rows.map((r) => r.userId);
}
