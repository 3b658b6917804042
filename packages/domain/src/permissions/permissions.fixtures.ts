/** Users and shop integrations shared by the permission tests. */
import type { PermissionSubject } from './has-permission.ts';
import { INTEGRATIONS, type IntegrationKey, type ShopIntegration } from './integrations.ts';
import type { Permission } from './permissions.ts';

export const SHOP = 'shop-1';
export const OTHER_SHOP = 'shop-2';

export function integrations(
  active: boolean,
  overrides: Partial<Record<IntegrationKey, boolean>> = {},
): ShopIntegration {
  return Object.fromEntries(
    INTEGRATIONS.map((key) => [key, { active: overrides[key] ?? active }]),
  ) as ShopIntegration;
}
export const ALL_ON = integrations(true);
export const ALL_OFF = integrations(false);

const grants = (permissions: readonly Permission[]) => Object.fromEntries(permissions.map((p) => [p, true]));

export const owner: PermissionSubject = { role: 'owner', shops: [{ id: SHOP, role: 'owner' }] };
export const ownerWithoutShop: PermissionSubject = { role: 'owner', shops: [] };
export const buyer: PermissionSubject = { role: 'buyer', shops: [{ id: SHOP, role: 'buyer' }] };
export const agent: PermissionSubject = {
  role: 'agent',
  shops: [
    { id: SHOP, role: 'agent' },
    { id: OTHER_SHOP, role: 'agent' },
  ],
};
export const admin: PermissionSubject = { role: 'admin', shops: [] };
/** A collaborator without an authorizations map: unrestricted. */
export const iamFull: PermissionSubject = {
  role: 'iam',
  shops: [{ id: SHOP, role: 'iam', authorizations: null }],
};

/** A collaborator of SHOP granted exactly these permissions. */
export function iamWith(...permissions: Permission[]): PermissionSubject {
  return { role: 'iam', shops: [{ id: SHOP, role: 'iam', authorizations: grants(permissions) }] };
}
