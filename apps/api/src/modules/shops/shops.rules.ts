import type { PermissionSubject } from '@cuvee/domain';

/**
 * No permission of spec §6 names shop settings. The owner may edit them; an iam may
 * only when fully delegated (no authorizations map), which is how §6 treats an iam
 * without restrictions. See docs/decisions/0003-auth-sessions.md.
 */
export function canEditShopSettings(user: PermissionSubject & { role: string }, shopId: string): boolean {
  const membership = user.shops.find((s) => s.id === shopId);
  if (!membership) return false;
  if (user.role === 'owner' || membership.role === 'owner') return true;
  return (
    user.role === 'iam' && (membership.authorizations === null || membership.authorizations === undefined)
  );
}
