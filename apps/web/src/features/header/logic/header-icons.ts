import type { Role } from '@cuvee/domain';

/**
 * Spec §2 main header and §6 menu visibility: tickets for owners and buyers, the
 * notification centre for any signed-in user, the calendar for owners and iam, the cart
 * for buyers with items (a visitor is a buyer, spec §1). (Width rules are the header's: desktop only but for the cart.)
 * A collaborator no shop lets work (suspended or removed, decision 0169) has no calendar to open.
 */
export function headerIcons(role: Role | undefined, cartCount: number, hasShop = true) {
  return {
    tickets: role === 'owner' || role === 'buyer',
    notifications: role !== undefined,
    calendar: (role === 'owner' || role === 'iam') && hasShop,
    cart: (role === undefined || role === 'buyer') && cartCount > 0,
  };
}
