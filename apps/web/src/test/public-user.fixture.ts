import type { PublicUser } from '@cuvee/contracts';

/** A signed-in user of `role` as the session holds it: a member of Domaine Démo (`shopId`) unless buyer or admin. */
export const publicUser = (
  role: PublicUser['role'],
  authorizations: Record<string, boolean> | null = null,
  shopId = 's1',
): PublicUser => ({
  id: 'u1',
  username: role,
  email: `${role}@cuvee.demo`,
  role,
  firstname: 'A',
  lastname: 'B',
  phone: null,
  isPro: false,
  business: null,
  masterAccount: null,
  shops:
    role === 'buyer' || role === 'admin'
      ? []
      : [
          {
            id: shopId,
            code: 'DEMO2026',
            urlShop: 'domaine-demo',
            name: 'Domaine Démo',
            role,
            typology: null,
            authorizations,
          },
        ],
  deliveryAddress: null,
  billingAddress: null,
  cart: { orders: [], lastUpdated: null },
  emailValidated: true,
  lang: 'fr',
});
