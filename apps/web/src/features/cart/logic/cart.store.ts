import { cartItemCount, cartReducer, EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import type { Cart, CartAction } from '@cuvee/domain/cart/cart.types';
import { CART_SAVE_DEBOUNCE_MS } from '@cuvee/domain/constants';
import { create } from 'zustand';
import { useAuthStore } from '../../../lib/auth.store.ts';

/**
 * The buyer's cart (spec §3 Cart, §4 Cart), one store for the shop app and the back office
 * (same origin, same localStorage). Every change goes through the domain's `cartReducer`.
 * - A visitor's cart lives in localStorage (`cuvee.cart`).
 * - At sign-in a non-empty visitor's cart replaces the account's, then is removed.
 * - A signed-in buyer's cart comes from their account and is saved, 1 s after the last change
 *   (`PUT /v1/users/me`). Until a save succeeds it is also kept under `cuvee.cart.unsaved`: a
 *   page load within that second (the shop app and /cart are two builds) picks it up again.
 */
export const GUEST_CART_KEY = 'cuvee.cart';
export const UNSAVED_CART_KEY = 'cuvee.cart.unsaved';

type CartState = {
  cart: Cart;
  /** Whose cart this is: null for a visitor, else the signed-in user's id. */
  ownerId: string | null;
  dispatch(action: CartAction): void;
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A stored cart, if it looks like one (the server checks every field when it is saved). */
export function asCart(value: unknown): Cart | null {
  if (!value || typeof value !== 'object') return null;
  const { orders, lastUpdated } = value as { orders?: unknown; lastUpdated?: unknown };
  if (!Array.isArray(orders)) return null;
  const valid = orders.every(
    (o) =>
      o &&
      typeof o === 'object' &&
      typeof (o as { seller?: { id?: unknown } }).seller?.id === 'string' &&
      Array.isArray((o as { products?: unknown }).products) &&
      Array.isArray((o as { reservations?: unknown }).reservations),
  );
  if (!valid) return null;
  return {
    orders: orders as Cart['orders'],
    lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : null,
  };
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
function writeJson(key: string, value: unknown | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the cart lives as long as the page.
  }
}

const readGuestCart = () => asCart(readJson(GUEST_CART_KEY)) ?? EMPTY_CART;

function readUnsaved(userId: string): Cart | null {
  const raw = readJson(UNSAVED_CART_KEY) as { userId?: unknown; cart?: unknown } | null;
  return raw?.userId === userId ? asCart(raw.cart) : null;
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Changes made while a signed-in page waits for its user (the token is there, the account not yet
 * read): they belong to the account's cart, not the visitor's, and are played again on it once
 * the user arrives — else a wine added in that moment became a "visitor's cart" that replaced the
 * account's, booking and all (decision 0130).
 */
let whileLoading: CartAction[] = [];
const sessionLoading = () => {
  const { token, user } = useAuthStore.getState();
  return token !== null && user === null;
};

/** The signed-in cart's save, 1 s after the last change (spec §9). */
function scheduleSave(userId: string, cart: Cart): void {
  writeJson(UNSAVED_CART_KEY, { userId, cart });
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void import('../api/cart.save.ts')
      .then((m) => m.saveCart(cart))
      .then(() => {
        // Saved: forget the copy, unless a newer change waits for its own save.
        if (useCartStore.getState().cart === cart) writeJson(UNSAVED_CART_KEY, null);
      })
      .catch(() => undefined);
  }, CART_SAVE_DEBOUNCE_MS);
}

/**
 * Drops a save not sent yet (the copy kept for the next page stays). The component tests share one
 * DOM and one module graph from file to file (decision 0140): a save scheduled by one file's last
 * test must not reach the next file's stubbed network.
 */
export function cancelPendingCartSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
}

export const useCartStore = create<CartState>()((set, get) => ({
  cart: readGuestCart(),
  ownerId: null,
  dispatch(action) {
    const { cart, ownerId } = get();
    const next = cartReducer(cart, action);
    if (next === cart) return;
    // Prices the server answered are display only: they change nothing to save.
    const changed = action.type === 'setPrices' ? next : { ...next, lastUpdated: new Date().toISOString() };
    set({ cart: changed });
    if (action.type === 'setPrices') return;
    if (ownerId === null && sessionLoading()) whileLoading.push(action);
    else if (ownerId === null) writeJson(GUEST_CART_KEY, changed);
    else scheduleSave(ownerId, changed);
  },
}));

/**
 * Follows the session: a user signing in takes over the visitor's cart when it has lines
 * (spec §4), else gets their account's (or its unsaved copy); signing out shows the visitor's.
 */
function followSession(user: { id: string; cart: unknown } | null): void {
  const { ownerId } = useCartStore.getState();
  if ((user?.id ?? null) === ownerId) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  if (!user) {
    // Signed out (or the token refused) while loading: those changes were the visitor's.
    const pending = whileLoading;
    whileLoading = [];
    const guest = pending.reduce(cartReducer, readGuestCart());
    if (pending.length) writeJson(GUEST_CART_KEY, guest);
    useCartStore.setState({ cart: guest, ownerId: null });
    return;
  }
  const pending = whileLoading;
  whileLoading = [];
  const guest = readGuestCart();
  if (guest.orders.length > 0) {
    writeJson(GUEST_CART_KEY, null);
    takeOver(user.id, guest, pending, true);
    return;
  }
  const unsaved = readUnsaved(user.id);
  if (unsaved) {
    takeOver(user.id, unsaved, pending, true);
    return;
  }
  takeOver(user.id, asCart(user.cart) ?? EMPTY_CART, pending, false);
}

/** The user's cart from `base`, with the changes made while it loaded; saved when it differs. */
function takeOver(userId: string, base: Cart, pending: CartAction[], save: boolean): void {
  const cart = pending.length
    ? { ...pending.reduce(cartReducer, base), lastUpdated: new Date().toISOString() }
    : base;
  useCartStore.setState({ cart, ownerId: userId });
  if (save || pending.length) scheduleSave(userId, cart);
}

followSession(useAuthStore.getState().user);
useAuthStore.subscribe((state) => followSession(state.user));

// Another tab of the visitor changed the cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_CART_KEY && useCartStore.getState().ownerId === null)
      useCartStore.setState({ cart: readGuestCart() });
  });
}

/** The header's badge: product quantities and persons booked. */
export const useCartCount = () => useCartStore((s) => cartItemCount(s.cart));
