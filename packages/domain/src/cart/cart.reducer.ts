import { normalizeReservation, sameBooking } from './cart.reservation.ts';
import {
  CART_MAX_LINES,
  CART_MAX_ORDERS,
  CART_MAX_QUANTITY,
  CART_MAX_RESERVATIONS,
  type Cart,
  type CartAction,
  type CartLine,
  type CartOrder,
  type CartShipping,
  type LineKey,
  type SellerRef,
} from './cart.types.ts';

export const EMPTY_CART: Cart = { orders: [], lastUpdated: null };
const NO_SHIPPING: CartShipping = { type: null, collectionPoint: null, price: 0, instructions: '' };

const clampQuantity = (n: number) =>
  Number.isFinite(n) ? Math.min(CART_MAX_QUANTITY, Math.max(0, Math.trunc(n))) : 0;
const sameLine = (line: LineKey, key: LineKey) =>
  line.idTmp === key.idTmp && line.isFromFidelity === key.isFromFidelity;

function newOrder(seller: SellerRef): CartOrder {
  return {
    id: null,
    seller: { id: seller.id, name: seller.name },
    notes: '',
    products: [],
    reservations: [],
    promotions: [],
    loyaltyData: null,
    promoCode: null,
    shipping: NO_SHIPPING,
    payment: { type: null },
    price: null,
  };
}

/** Lines at 0 go; an order without products or reservations goes (spec §4). */
function tidy(orders: readonly CartOrder[]): CartOrder[] {
  return orders
    .map((o) =>
      o.products.some((l) => l.quantity <= 0)
        ? { ...o, products: o.products.filter((l) => l.quantity > 0) }
        : o,
    )
    .filter((o) => o.products.length > 0 || o.reservations.length > 0);
}

/** Changes the seller's order; a seller without an order is created only when `create` names it. */
function withOrder(
  cart: Cart,
  sellerId: string,
  change: (o: CartOrder) => CartOrder,
  create?: SellerRef,
): Cart {
  const index = cart.orders.findIndex((o) => o.seller.id === sellerId);
  if (index < 0) {
    if (!create || cart.orders.length >= CART_MAX_ORDERS) return cart;
    return { ...cart, orders: tidy([...cart.orders, change(newOrder(create))]) };
  }
  const orders = cart.orders.slice();
  orders[index] = change(orders[index] as CartOrder);
  return { ...cart, orders: tidy(orders) };
}

function mapLine(order: CartOrder, key: LineKey, change: (l: CartLine) => CartLine): CartOrder {
  return { ...order, products: order.products.map((l) => (sameLine(l, key) ? change(l) : l)) };
}

function addLine(order: CartOrder, line: Omit<CartLine, 'quantity'>, quantity: number): CartOrder {
  if (order.products.some((l) => sameLine(l, line))) {
    return mapLine(order, line, (l) => ({ ...l, quantity: clampQuantity(l.quantity + quantity) }));
  }
  if (order.products.length >= CART_MAX_LINES) return order;
  return { ...order, products: [...order.products, { ...line, quantity }] };
}

/**
 * The cart's rules (spec §4), pure: the web's store and the tests call it; it never leaves an
 * order without lines or a line at 0. `lastUpdated` is the caller's to stamp when it saves.
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      const quantity = clampQuantity(action.quantity ?? 1);
      if (quantity === 0) return cart;
      return withOrder(cart, action.seller.id, (o) => addLine(o, action.line, quantity), action.seller);
    }
    case 'remove':
      return withOrder(cart, action.sellerId, (o) =>
        mapLine(o, action.line, (l) => ({ ...l, quantity: l.quantity - 1 })),
      );
    case 'setQuantity':
      return withOrder(cart, action.sellerId, (o) =>
        mapLine(o, action.line, (l) => ({ ...l, quantity: clampQuantity(action.quantity) })),
      );
    case 'deleteLine':
      return withOrder(cart, action.sellerId, (o) => mapLine(o, action.line, (l) => ({ ...l, quantity: 0 })));
    case 'setReservation': {
      const booking = normalizeReservation(action.reservation);
      return withOrder(
        cart,
        action.seller.id,
        (o) => {
          const others = o.reservations.filter((r) => !sameBooking(r, action.reservation));
          if (!booking) return { ...o, reservations: others };
          const exists = others.length < o.reservations.length;
          if (!exists && o.reservations.length >= CART_MAX_RESERVATIONS) return o;
          const reservations = o.reservations.map((r) => (sameBooking(r, booking) ? booking : r));
          return { ...o, reservations: exists ? reservations : [...reservations, booking] };
        },
        action.seller,
      );
    }
    case 'removeReservation':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        reservations: o.reservations.filter(
          (r) => !(r.eventId === action.eventId && r.selectedSlot.slot.id === action.slotId),
        ),
      }));
    case 'setDelivery':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        shipping: {
          ...o.shipping,
          type: action.delivery.id,
          collectionPoint: null,
          price: action.delivery.price,
        },
      }));
    case 'setCollectionPoint':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        shipping: {
          ...o.shipping,
          type: null,
          collectionPoint: { ...action.point },
          price: action.point.price,
        },
      }));
    case 'resetDelivery':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        shipping: { ...NO_SHIPPING, instructions: o.shipping.instructions },
      }));
    case 'setLoyalty':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        loyaltyData: { ...action.loyaltyData },
        promotions: [...action.promotions],
      }));
    case 'resetLoyalty':
      return withOrder(cart, action.sellerId, (o) => ({
        ...o,
        loyaltyData: null,
        promotions: [],
        products: o.products.filter((l) => !l.isFromFidelity),
      }));
    case 'setPayment':
      return withOrder(cart, action.sellerId, (o) => ({ ...o, payment: { type: action.paymentType } }));
    case 'setPromoCode':
      return withOrder(cart, action.sellerId, (o) => ({ ...o, promoCode: action.code }));
    case 'setNotes':
      return withOrder(cart, action.sellerId, (o) => ({ ...o, notes: action.notes }));
    case 'setPrices': {
      const bySeller = new Map(action.prices.map((p) => [p.sellerId, p.price]));
      return {
        ...cart,
        orders: cart.orders.map((o) => {
          const price = bySeller.get(o.seller.id);
          return price ? { ...o, price: { ...price } } : o;
        }),
      };
    }
    case 'setOrderId':
      return withOrder(cart, action.sellerId, (o) => ({ ...o, id: action.id }));
    case 'removeSeller':
      return { ...cart, orders: cart.orders.filter((o) => o.seller.id !== action.sellerId) };
    case 'clear':
      return { ...cart, orders: [] };
  }
}

/** Total items of the cart: product quantities plus persons booked (the header's badge). */
export function cartItemCount(cart: Pick<Cart, 'orders'>): number {
  return cart.orders.reduce(
    (n, o) =>
      n +
      o.products.reduce((m, l) => m + l.quantity, 0) +
      o.reservations.reduce((m, r) => m + r.totalQuantity, 0),
    0,
  );
}
