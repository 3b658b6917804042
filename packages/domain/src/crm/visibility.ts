import type { PermissionSubject } from '../permissions/has-permission.ts';
import { hasPermission } from '../permissions/has-permission.ts';

/**
 * Whose clients and tasks a member of a shop sees (issue 15, decision 0043). The owner sees them
 * all; a collaborator (iam) sees them all with seeAllClient / seeAllTask (granted unless their
 * authorizations map withholds it, spec §6); a sales agent works their own portfolio and sees
 * every record only when the shop grants the permission explicitly. Anyone else sees the records
 * assigned to them.
 */
/** The permissions that widen what a member sees rather than gate a page or a call. */
export const SCOPE_PERMISSIONS = ['seeAllClient', 'seeAllTask'] as const;

export function seesAllOf(
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
  permission: 'seeAllClient' | 'seeAllTask' | 'seeAllOrder',
): boolean {
  if (!user || !shopId) return false;
  const membership = user.shops.find((shop) => shop.id === shopId);
  if (!membership) return false;
  const role = membership.role ?? user.role;
  if (role === 'agent' || user.role === 'agent') {
    return (
      membership.authorizations?.[permission] === true && Object.hasOwn(membership.authorizations, permission)
    );
  }
  return hasPermission(user, shopId, permission);
}

export const seesAllClients = (
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
) => seesAllOf(user, shopId, 'seeAllClient');
/** Whether a member reads every order of the shop, or only their own clients' (an agent, issue 16). */
export const seesAllOrders = (
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
) => seesAllOf(user, shopId, 'seeAllOrder');
export const seesAllTasks = (user: PermissionSubject | null | undefined, shopId: string | null | undefined) =>
  seesAllOf(user, shopId, 'seeAllTask');
