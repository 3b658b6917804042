import type { CheckoutForm, PlaceOrdersBody } from '@cuvee/contracts';
import type { Cart } from '@cuvee/domain/cart/cart.types';
import { requestLine } from '../../cart/logic/cart.pricing.ts';
import { type BookingDetails, reservationsRequest } from './checkout.bookings.ts';

/*
 * The checkout's pure parts (decision 0040): the placement's body from the cart and the form, and the checkout's key, kept for
 * the tab's life so that a retried or repeated click answers the first placement.
 */

export function placementBody(
  cart: Pick<Cart, 'orders'>,
  form: CheckoutForm,
  key: string,
  bookings: Record<string, BookingDetails> = {},
): PlaceOrdersBody {
  return {
    ...form,
    // The form holds each seller's acceptance (issue 24); its resolver let it pass only when given.
    acceptTerms: true,
    idempotencyKey: key,
    // The form's orders follow the cart's, one per seller in the same order.
    orders: cart.orders.map((order, index) => {
      const chosen = form.orders[index];
      return {
        sellerId: order.seller.id,
        lines: order.products.map(requestLine),
        reservations: reservationsRequest(order, bookings[order.seller.id]),
        // An order of bookings only ships nothing (issue 27).
        deliveryModeId: order.products.length > 0 ? (chosen?.deliveryModeId ?? '') : null,
        collectionPointId: chosen?.collectionPointId ?? null,
        paymentType: chosen?.paymentType as PlaceOrdersBody['orders'][number]['paymentType'],
        notes: chosen?.notes ?? '',
        // The version of the seller's terms the buyer read when ticking its box.
        termsVersionId: chosen?.termsVersionId ?? null,
        // The loyalty reward taken in this order (issue 29): its points are spent at placement.
        promotions: order.promotions.slice(0, 1),
        // The promo code entered in the cart (issue 29): the server applies it again, or refuses.
        promoCode: order.promoCode ?? null,
      };
    }),
  } as PlaceOrdersBody;
}

const KEY = 'cuvee.checkout.key';

/** This checkout's key: the same until an order is placed with it (then a new one). */
export function checkoutKey(): string {
  try {
    const known = sessionStorage.getItem(KEY);
    if (known) return known;
    const key = crypto.randomUUID();
    sessionStorage.setItem(KEY, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // The key lived in memory only.
  }
}
