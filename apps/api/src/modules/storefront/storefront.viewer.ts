import { resolveTypology, type TypologyDef } from '@cuvee/domain';
import type { Principal } from '../../plugins/auth.ts';
import type { ShopRow } from '../shops/index.ts';

/** Who is looking at a shop's catalogue, and with which prices. */
export type CatalogueViewer = {
  /** Owner, iam or agent of the shop: every non-prestation product, any status (spec §6). */
  staff: boolean;
  /** Has an account attached to the shop. */
  member: boolean;
  typologyKey: string | null;
  typology: TypologyDef | null;
  /** The shop shows prices to members only and the viewer is not one. */
  priceHidden: boolean;
};

export function catalogueViewer(
  shop: ShopRow,
  principal: Principal | null,
  requestedTypology?: string,
): CatalogueViewer {
  const user = principal?.kind === 'user' ? principal.user : null;
  const membership = user?.shops.find((s) => s.id === shop.id);
  const staff = membership !== undefined && ['owner', 'iam', 'agent'].includes(membership.role);
  // Staff may preview the shop as any typology; buyers always shop with their own.
  const wanted = staff && requestedTypology ? requestedTypology : (membership?.typology ?? null);
  const typologyKey = resolveTypology(shop.typologies, wanted);
  const typology = typologyKey ? (shop.typologies[typologyKey] ?? null) : null;
  const member = membership !== undefined;
  return {
    staff,
    member,
    typologyKey,
    typology,
    priceHidden: Boolean(shop.settings?.pricesForMembersOnly) && !member,
  };
}
