import type { CheckoutForm, OrderPrice, PlaceOrdersBody } from '@cuvee/contracts';
import type { Cart } from '@cuvee/domain/cart/cart.types';
import type { DeliverySummary } from '../api/checkout.queries.ts';

/*
 * The checkout's pure parts (decision 0040): what a seller's order weighs for its delivery
 * options, the placement's body from the cart and the form, and the checkout's key, kept for
 * the tab's life so that a retried or repeated click answers the first placement.
 */

/** What the delivery rules read of a priced order: its goods only (no shipping), units ordered. */
export function deliverySummary(price: OrderPrice, productCount: number): DeliverySummary {
  return {
    bottles: price.bottles,
    weightGrams: Math.round(price.weight * 1000),
    amountHT: price.lines.reduce((n, l) => n + l.totalHT, 0),
    productCount,
  };
}

export function placementBody(cart: Pick<Cart, 'orders'>, form: CheckoutForm, key: string): PlaceOrdersBody {
  return {
    ...form,
    idempotencyKey: key,
    billingAddress: form.billingAddress,
    // The form's orders follow the cart's, one per seller in the same order.
    orders: cart.orders.map((order, index) => {
      const chosen = form.orders[index];
      return {
        sellerId: order.seller.id,
        lines: order.products.map((l) => ({
          idTmp: l.idTmp,
          productId: l.productId,
          formatId: l.formatId,
          vintageId: l.vintageId,
          quantity: l.quantity,
          isFromFidelity: l.isFromFidelity,
          isWrapped: l.isWrapped,
          ...(l.boxItems ? { boxItems: l.boxItems } : {}),
        })),
        deliveryModeId: chosen?.deliveryModeId ?? '',
        collectionPointId: chosen?.collectionPointId ?? null,
        paymentType: chosen?.paymentType as PlaceOrdersBody['orders'][number]['paymentType'],
        notes: chosen?.notes ?? '',
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
