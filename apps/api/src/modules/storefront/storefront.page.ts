import type { StorefrontResponse } from '@cuvee/contracts';
import type { PublicReader } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findShopPublic, toShop } from '../shops/index.ts';
import { storefrontFilters } from './storefront.store.ts';
import { catalogueViewer } from './storefront.viewer.ts';

/**
 * A shop's page as this viewer sees it (GET /v1/shops/:id/storefront): the shop, its tabs,
 * legal notice, filters and the viewer's prices. Also what the server's page of a shop is
 * written from (flows/page-preload.flow.ts), without a request back into the app.
 */
export async function storefrontPage(
  reader: PublicReader,
  principal: Principal | null,
  shopKey: string,
  typology?: string,
): Promise<StorefrontResponse> {
  const row = await findShopPublic(reader, shopKey);
  if (!row) throw notFound('Boutique introuvable');
  const shop = toShop(row);
  const viewer = catalogueViewer(row, principal, typology);
  const { legalName, siret, vatNumber, email, phone, address, description, website } = shop.identity;
  return {
    success: true as const,
    shop: {
      id: shop.id,
      code: shop.code,
      urlShop: shop.urlShop,
      name: shop.name,
      editedShop: shop.editedShop,
      color: shop.color,
      headerStyle: shop.headerStyle,
      tabs: shop.tabs,
      titleProducts: shop.settings.titleProducts ?? null,
      description: description ?? null,
      legal: { legalName, siret, vatNumber, email, phone, address, website },
      acceptsOrders: shop.integration.shop.active,
    },
    filters: await storefrontFilters(reader, row, viewer),
    viewer: {
      staff: viewer.staff,
      member: viewer.member,
      typology: viewer.typologyKey,
      showTtc: viewer.typology?.ttc ?? true,
      priceHidden: viewer.priceHidden,
    },
  };
}

/** A shop's public identity (GET /v1/shops/:id: id, public code or url name), the same for anyone. */
export async function publicShop(reader: PublicReader, shopKey: string) {
  const row = await findShopPublic(reader, shopKey);
  if (!row) throw notFound('Boutique introuvable');
  const { id, code, urlShop, name, editedShop } = toShop(row);
  return { success: true as const, shop: { id, code, urlShop, name, editedShop } };
}
