import type { DeliveryOptionsResponse } from '@cuvee/contracts';
import { type DeliveryChoice, deliveryOptions, type OrderSummary, type ZoneAddress } from '@cuvee/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PublicReader } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import { findShopPublic } from '../shops/index.ts';
import { toRules } from './delivery.mapper.ts';
import { deliveryCollectionPoints, deliveryModes } from './delivery.table.ts';

/**
 * The modes of a shop that fit an address and an order, priced by the rules of
 * packages/domain/src/delivery (what the orders module prices a cart and places an order with).
 * Only active modes are read. `reader` must see the shop's rows: the system handle or a
 * transaction outside the tenant role (a buyer's tenant transaction does not see a seller's rows).
 */
export async function deliveryOptionsFor(
  reader: DbOrTx,
  shopId: string,
  address: ZoneAddress,
  summary: OrderSummary,
): Promise<DeliveryChoice> {
  const modes = await reader
    .select()
    .from(deliveryModes)
    .where(and(eq(deliveryModes.shopId, shopId), eq(deliveryModes.active, true)))
    .orderBy(asc(deliveryModes.name));
  const collection = modes.filter((m) => m.kind === 'collectionPoint').map((m) => m.id);
  const points =
    collection.length === 0
      ? []
      : await reader
          .select()
          .from(deliveryCollectionPoints)
          .where(
            and(
              eq(deliveryCollectionPoints.shopId, shopId),
              inArray(deliveryCollectionPoints.modeId, collection),
            ),
          );
  return deliveryOptions(
    modes.map((m) => toRules(m, points)),
    address,
    summary,
  );
}

/** POST /v1/shops/:id/delivery-options: a shop by id, public code or url name, for anyone. */
export async function publicDeliveryOptions(
  reader: PublicReader,
  shopKey: string,
  address: ZoneAddress,
  summary: OrderSummary,
): Promise<DeliveryOptionsResponse> {
  const shop = await findShopPublic(reader, shopKey);
  if (!shop) throw notFound('Boutique introuvable');
  const { options, unavailable, message } = await deliveryOptionsFor(reader, shop.id, address, summary);
  return {
    success: true as const,
    options: options.map((o) => ({ ...o, collectionPoints: [...o.collectionPoints] })),
    unavailable,
    ...(message ? { message } : {}),
  };
}
