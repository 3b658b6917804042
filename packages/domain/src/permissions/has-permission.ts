import type { Permission } from './permissions.ts';
import type { Role } from './roles.ts';

/** The shop attachment of a user (User.shops[] of spec §3). */
export type ShopMembership = {
  id: string;
  /** The role in this shop when it differs from the account role (an iam may own another shop). */
  role?: Role;
  /** permission → granted. null/absent: no restriction. */
  authorizations?: Partial<Record<string, boolean>> | null;
};

/** The part of a user that permission checks read. */
export type PermissionSubject = { role: Role; shops: readonly ShopMembership[] };

/**
 * Spec §6 permission check: authenticated, not a buyer, attached to the shop. The owner of
 * the shop (account role or membership role) has every permission; anyone else is allowed
 * unless an authorizations map exists and does not grant the permission.
 */
export function hasPermission(
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
  permission: Permission,
): boolean {
  if (!user || user.role === 'buyer' || !shopId) return false;
  const membership = user.shops.find((shop) => shop.id === shopId);
  if (!membership) return false;
  if (user.role === 'owner' || membership.role === 'owner') return true;
  const authorizations = membership.authorizations;
  if (authorizations === null || authorizations === undefined) return true;
  // Own keys only: a polluted prototype must not grant anything.
  return Object.hasOwn(authorizations, permission) && authorizations[permission] === true;
}

/** Every one of the permissions; an empty list asks for nothing and is granted. */
export function hasAllPermissions(
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
  permissions: readonly Permission[],
): boolean {
  return permissions.every((permission) => hasPermission(user, shopId, permission));
}

/**
 * Owner and iam act on their first shop (spec §6). Other roles have no primary shop:
 * an agent works for several producers, a buyer for none.
 */
export function primaryShopId(user: PermissionSubject | null | undefined): string | undefined {
  if (!user || (user.role !== 'owner' && user.role !== 'iam')) return undefined;
  return user.shops[0]?.id;
}

/**
 * No permission of §6 names shop settings: the owner may change them, and an iam only when
 * fully delegated (no authorizations map). Used by the API (PUT /v1/shops/me) and the web.
 */
export function canEditShopSettings(
  user: {
    role: string;
    shops: readonly { id: string; role?: string; authorizations?: Partial<Record<string, boolean>> | null }[];
  },
  shopId: string | undefined = user.shops[0]?.id,
): boolean {
  const membership = user.shops.find((s) => s.id === shopId);
  if (!membership) return false;
  if (user.role === 'owner' || membership.role === 'owner') return true;
  return (
    user.role === 'iam' && (membership.authorizations === null || membership.authorizations === undefined)
  );
}

/** Roles that work a shop's catalogue from the back office: its staff and its sales agents. */
const CATALOGUE_ROLES: readonly Role[] = ['owner', 'iam', 'agent'];

/**
 * What the product form reads about a shop (typologies, VAT settings, tabs): an owner, iam or
 * agent member of that very shop (by account role and by membership role) who may see its
 * products (seeAllProduct). Used by the API (GET /v1/shops/{id}/catalogue) and the
 * one-product read of the back office for agents, who load no shop at sign-in.
 */
export function canReadShopCatalogue(
  user: PermissionSubject | null | undefined,
  shopId: string | null | undefined,
): boolean {
  if (!user || !shopId || !CATALOGUE_ROLES.includes(user.role)) return false;
  const membership = user.shops.find((shop) => shop.id === shopId);
  if (!membership || !CATALOGUE_ROLES.includes(membership.role ?? user.role)) return false;
  return hasPermission(user, shopId, 'seeAllProduct');
}

/**
 * The shops whose catalogue an agent lists in the back office (GET /v1/dashboard/products,
 * decision 0011): those where `canReadShopCatalogue` holds, in the order of their memberships.
 * Empty for any other role: owner and iam list their first shop (`primaryShopId`).
 */
export function agentCatalogueShops<S extends ShopMembership>(
  user: { role: Role; shops: readonly S[] } | null | undefined,
): S[] {
  if (user?.role !== 'agent') return [];
  return user.shops.filter((shop) => canReadShopCatalogue(user, shop.id));
}
