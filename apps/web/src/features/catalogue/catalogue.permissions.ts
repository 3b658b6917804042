import { agentCatalogueShops, hasPermission, type Permission } from '@cuvee/domain';
import { useCurrentUser } from '../../lib/auth.store.ts';

/** What the signed-in user may do in the catalogue of their shop (spec §6 permissions). */
export function useCataloguePermissions() {
  const user = useCurrentUser();
  const shopId = user?.shops[0]?.id;
  const can = (permission: Permission) => hasPermission(user, shopId, permission);
  const membership = user?.shops[0];
  // POST/PUT /v1/products are for owner and iam (an agent without a map holds createProduct
  // in §6 terms, but the API still refuses them and a 403 signs out): agents only read.
  const staff = user?.role === 'owner' || user?.role === 'iam';
  return {
    createProduct: staff && can('createProduct'),
    // The price grid (/dashboard/tarifs, GET /v1/dashboard/price-grid) is for owner and iam.
    seeAllPrice: staff && can('seeAllPrice'),
    seeAllProduct: can('seeAllProduct'),
    /** An agent reads the catalogue of the shops they work for, and changes nothing. */
    agent: user?.role === 'agent',
    /**
     * The shops an agent lists (GET /v1/dashboard/products answers them, decision 0011), with
     * their names from the session; empty for anyone else.
     */
    agentShops: agentCatalogueShops(user).map((shop) => ({ id: shop.id, name: shop.name })),
    /**
     * Shop settings (typologies, VAT, customisation): the owner, or an iam without
     * restrictions — the rule of PUT /v1/shops/me. Anyone else would be refused (a 403
     * signs out), so they only read.
     */
    editShop: Boolean(
      user &&
        membership &&
        (user.role === 'owner' ||
          membership.role === 'owner' ||
          (user.role === 'iam' &&
            (membership.authorizations === null || membership.authorizations === undefined))),
    ),
  };
}
