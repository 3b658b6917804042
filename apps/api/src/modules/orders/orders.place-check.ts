import type { PlacedOrder, PlaceOrdersBody } from '@cuvee/contracts';
import {
  type CheckoutPaymentType,
  type DeliveryInput,
  type OrderPriceResult,
  type OrderSummary,
  orderSummaryOf,
  priceOrder,
  todayInFrance,
} from '@cuvee/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { refusalError, unknownCode } from '../promotions/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';
import { type ReservationSource, reservationSources } from './orders.reservations.ts';
import type { FrozenAddress, FrozenShipping, OrderRow } from './orders.table.ts';
import { offeredSources } from './pricing.offers.ts';
import type { SellerSource } from './pricing.source.ts';

/*
 * Placing the cart (decision 0040): every seller's order is priced again from the database and
 * checked before anything is written; then each seller's order is written in a transaction of
 * its own (the order, its frozen lines, its stock reservations, its payment, the seller's
 * notification). The caller's idempotency key is the buyer's own, per shop: the same
 * placement again answers the orders it made, never a second one; the same key with another
 * request is refused (orders.idempotency.ts).
 */

export const PLACEMENT = {
  noDelivery: 'Aucun mode de livraison disponible pour cette addresse',
  paymentNotOffered: "Ce moyen de paiement n'est pas proposé par cette boutique",
  placed: 'Votre commande a été passée',
  placedMany: 'Vos commandes ont été passées',
  buyerOnly: 'Seul un compte client peut passer commande',
  /** The seller's terms changed since the buyer accepted them (issue 24). */
  termsChanged: (seller: string) =>
    `Les conditions générales de vente de ${seller} ont été modifiées : veuillez lire la nouvelle version et l'accepter`,
} as const;

/** What placement asks of the delivery and payment modules. */
export type PlacementPorts = {
  /** The chosen mode's price and franco for this address and order, or a 400 'Aucun mode …'. */
  delivery(
    db: Db,
    shop: ShopRow,
    choice: { modeId: string; collectionPointId: string | null },
    address: FrozenAddress,
    summary: OrderSummary,
  ): Promise<{ input: DeliveryInput; frozen: Omit<FrozenShipping, 'parcels' | 'franco' | 'priceCents'> }>;
  /** The payment types the shop offers at checkout. */
  payments(shop: ShopRow): readonly CheckoutPaymentType[];
  /** The card provider's 0 € imprint for a placed card order (idempotent by order). */
  cardSetup(db: Db, order: OrderRow, buyer: { id: string; email: string }): Promise<PlacedOrder['cardSetup']>;
  /**
   * The id of the seller's terms of sale the buyer accepted (issue 24), null when the seller has
   * published none; a 422 when the buyer did not accept the version in force.
   */
  acceptedTerms(db: Db, shop: ShopRow, accepted: string | null): Promise<string | null>;
  /** The buyer's mail of the placed order, with how to pay (issue 24). */
  outbox: OrderOutbox;
};

export type Checked = {
  request: PlaceOrdersBody['orders'][number];
  source: SellerSource;
  bookings: ReservationSource[];
  priced: OrderPriceResult;
  shipping: FrozenShipping;
  termsVersionId: string | null;
  /** The promo code applied (issue 29), its use taken in the order's transaction. */
  promoCodeId: string | null;
};

/** Prices and checks every seller's order; throws the first refusal, having written nothing. */
export async function checkAll(db: Db, principal: Principal, body: PlaceOrdersBody, ports: PlacementPorts) {
  const date = todayInFrance();
  const sources = await offeredSources(db, principal, body.orders, date);
  const checked: Checked[] = [];
  for (const [i, source] of sources.entries()) {
    const request = body.orders[i]!;
    const rule = source.input.promoCode ?? null;
    // A code entered and not found, or refused by its rules: the buyer is told, nothing placed.
    if (request.promoCode && !rule) throw refusalError(unknownCode(request.promoCode));
    if (!ports.payments(source.shop).includes(request.paymentType))
      throw new HttpError(400, PLACEMENT.paymentNotOffered);
    const termsVersionId = await ports.acceptedTerms(db, source.shop, request.termsVersionId ?? null);
    const bookings = await reservationSources(db, source.shop.id, request.reservations, {
      checkPlaces: true,
    });
    source.input.reservations = bookings.map((b) => b.pricing);
    const bare = priceOrder(source.input);
    // An order of bookings only ships nothing (decision 0107): no mode is asked for.
    const delivery = request.deliveryModeId
      ? await ports.delivery(
          db,
          source.shop,
          { modeId: request.deliveryModeId, collectionPointId: request.collectionPointId },
          body.deliveryAddress,
          orderSummaryOf(bare),
        )
      : NO_DELIVERY;
    const priced = priceOrder({ ...source.input, delivery: delivery.input });
    if (priced.promoCode && !priced.promoCode.applied) throw refusalError(priced.promoCode);
    checked.push({
      request,
      source,
      bookings,
      priced,
      shipping: {
        ...delivery.frozen,
        priceCents: priced.price.shipping,
        parcels: priced.nbrPackages,
        franco: priced.franco,
      },
      termsVersionId,
      promoCodeId: rule?.id ?? null,
    });
  }
  return checked;
}

/** The delivery of an order without goods (bookings only, decision 0107). */
const NO_DELIVERY = {
  input: null,
  frozen: { modeId: null, kind: 'none', name: 'Sans livraison', collectionPoint: null, instructions: null },
};
