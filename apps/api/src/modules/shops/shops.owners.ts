import { hasPermission, type Permission } from '@cuvee/domain';
import { eq, inArray, ne } from 'drizzle-orm';
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

/**
 * The acted-on shop's active owners and collaborators whose rights hold `permission` (spec §6:
 * an owner holds them all, a collaborator unless its authorizations map lacks it), who hear of
 * what that right covers (issue 24: the new orders, to whoever sees all orders). `except` leaves
 * out the member who did it.
 */
export async function activeStaffIdsWith(
  tx: TenantTx,
  scope: TenantScope & { readonly shop: { readonly id: string } },
  permission: Permission,
  except?: string,
): Promise<string[]> {
  const rows = await scoped(tx, scope)
    .select({
      userId: shopMemberships.userId,
      role: shopMemberships.role,
      authorizations: shopMemberships.authorizations,
    })
    .from(shopMemberships)
    .where(
      inArray(shopMemberships.role, ['owner', 'iam']),
      eq(shopMemberships.status, 'active'),
      ...(except ? [ne(shopMemberships.userId, except)] : []),
    );
  const shopId = scope.shop.id;
  return rows
    .filter((m) =>
      hasPermission(
        { role: m.role, shops: [{ id: shopId, role: m.role, authorizations: m.authorizations }] },
        shopId,
        permission,
      ),
    )
    .map((m) => m.userId);
}
