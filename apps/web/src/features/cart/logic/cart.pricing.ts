import type { Cart, CartLine, CartOrder, CartReservation } from '@cuvee/domain/cart/cart.types';

/*
 * What the cart sends to be priced and what it shows of the answer (spec §3 price result,
 * §9 franco). The server prices from ids and quantities only (decision 0037): no amount the
 * browser shows is sent.
 */

/** What the server is sent of a cart line, to price it or to buy it: ids and quantities only. */
export function requestLine(l: CartLine) {
  return {
    idTmp: l.idTmp,
    productId: l.productId,
    formatId: l.formatId,
    vintageId: l.vintageId,
    quantity: l.quantity,
    isFromFidelity: l.isFromFidelity,
    isWrapped: l.isWrapped,
    ...(l.boxItems ? { boxItems: l.boxItems } : {}),
  };
}

/** A booking's persons and extras as the server takes them: the rates chosen; the tourist tax is the server's. */
export const bookedPrices = (r: Pick<CartReservation, 'selectedPrices'>) =>
  r.selectedPrices
    .filter((p) => p.kind !== 'touristTax' && p.quantity > 0)
    .map((p) => ({ rateId: p.rateId, quantity: p.quantity }));

/** The body of `POST /v1/orders/get-cart-price` for a cart. */
export function priceBody(cart: Pick<Cart, 'orders'>) {
  return {
    orders: cart.orders.map((order) => ({
      sellerId: order.seller.id,
      products: order.products.map(requestLine),
      reservations: order.reservations.map((r) => ({
        eventId: r.eventId,
        slotId: r.selectedSlot.slot.id,
        prices: bookedPrices(r),
      })),
      shipping: { type: order.shipping.type, collectionPointId: order.shipping.collectionPoint?.id ?? null },
      promotions: order.promotions,
      promoCode: order.promoCode ?? null,
    })),
  };
}

/** The tourist tax of the cart's bookings, in cents (the drawer's 'Dont taxe de séjour'). */
export function touristTaxTotal(orders: readonly Pick<CartOrder, 'reservations'>[]): number {
  let total = 0;
  for (const order of orders)
    for (const r of order.reservations)
      for (const p of r.selectedPrices) if (p.kind === 'touristTax') total += p.priceTTC * p.quantity;
  return total;
}

/** A booking's total as the cart shows it until the server prices it: each rate × its quantity. */
export const shownReservationTotal = (r: Pick<CartReservation, 'selectedPrices'>) =>
  r.selectedPrices.reduce((n, p) => n + p.priceTTC * p.quantity, 0);

/** Where a seller's order stands against free delivery (spec §9: products or euros). */
export type FrancoNote =
  | { kind: 'reached' }
  | { kind: 'bottles'; count: number; percent: number }
  | { kind: 'amount'; cents: number; percent: number }
  | null;

export function francoNote(price: {
  franco: boolean;
  francoPercent: number;
  amountBeforeFranco: number;
  amountBeforeBottleFranco: number;
}): FrancoNote {
  if (price.franco) return { kind: 'reached' };
  if (price.amountBeforeBottleFranco > 0)
    return {
      kind: 'bottles',
      count: Math.ceil(price.amountBeforeBottleFranco),
      percent: price.francoPercent,
    };
  if (price.amountBeforeFranco > 0)
    return { kind: 'amount', cents: price.amountBeforeFranco, percent: price.francoPercent };
  return null;
}
