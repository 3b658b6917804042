import type { PublicUser } from '@cuvee/contracts';
import { EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import type { Cart, CartLine } from '@cuvee/domain/cart/cart.types';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { CartButton } from '../../storefront/components/header/storefront-header.cart.tsx';
import { GUEST_CART_KEY, UNSAVED_CART_KEY, useCartCount, useCartStore } from './cart.store.ts';

const DEMO = { id: 'shop-demo', name: 'Domaine Démo' };
const line = (idTmp: string): Omit<CartLine, 'quantity'> => ({
  idTmp,
  productId: `p-${idTmp}`,
  formatId: `f-${idTmp}`,
  vintageId: null,
  productType: 'bottle',
  isFromFidelity: false,
  isWrapped: false,
  display: {
    name: `Vin ${idTmp}`,
    vintageName: '2022',
    formatLabel: '75 cl',
    picture: null,
    unitPrice: 1290,
  },
});
const add = (idTmp: string, quantity = 1) =>
  act(() => useCartStore.getState().dispatch({ type: 'add', seller: DEMO, line: line(idTmp), quantity }));

const accountCart: Cart = {
  orders: [
    {
      id: null,
      seller: { id: 'shop-seconde', name: 'Maison Seconde' },
      notes: '',
      products: [{ ...line('ancien'), quantity: 4 }],
      reservations: [],
      promotions: [],
      loyaltyData: null,
      promoCode: null,
      shipping: { type: null, collectionPoint: null, price: 0, instructions: '' },
      payment: { type: null },
      price: null,
    },
  ],
  lastUpdated: '2026-11-20T10:00:00.000Z',
};
const buyer = (cart: Cart = EMPTY_CART): PublicUser => ({ ...publicUser('buyer'), id: 'buyer-1', cart });

let saves: Cart[];
// The save's module loads with the first save: loaded here, so that fake timers do not race it.
beforeAll(() => import('../api/cart.save.ts'));
beforeEach(() => {
  saves = [];
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  useCartStore.setState({ cart: EMPTY_CART, ownerId: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { cart: Cart; message: boolean };
      if (init?.method !== 'PUT' || url !== '/v1/users/me' || body.message !== false)
        return new Response('{}', { status: 404 });
      saves.push(body.cart);
      return Response.json({ success: true, user: buyer(body.cart) });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const storedGuestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null') as Cart | null;
const signIn = (user: PublicUser) => act(() => useAuthStore.setState({ token: 'jeton', user }));

describe('a visitor’s cart', () => {
  it('is kept in localStorage and counted by the header’s badge', async () => {
    function Badge() {
      return <CartButton count={useCartCount()} onClick={() => undefined} />;
    }
    render(<Badge />);
    expect(screen.getByRole('link', { name: 'Panier, 0 article(s)' })).toBeInTheDocument();
    add('rouge', 2);
    add('blanc');
    expect(screen.getByRole('link', { name: 'Panier, 3 article(s)' })).toHaveTextContent('3');
    const stored = storedGuestCart();
    expect(stored?.orders).toHaveLength(1);
    expect(stored?.orders[0]?.products.map((l) => [l.idTmp, l.quantity])).toEqual([
      ['rouge', 2],
      ['blanc', 1],
    ]);
    expect(saves).toEqual([]);
  });
});

describe('signing in (spec §4)', () => {
  it('replaces the account’s cart by a non-empty visitor’s cart, removes it, and saves it', async () => {
    vi.useFakeTimers();
    add('rouge', 2);
    signIn(buyer(accountCart));
    const { cart, ownerId } = useCartStore.getState();
    expect(ownerId).toBe('buyer-1');
    expect(cart.orders.map((o) => o.seller.name)).toEqual(['Domaine Démo']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.orders[0]?.products[0]).toMatchObject({ idTmp: 'rouge', quantity: 2 });
  });

  it('keeps the account’s cart when the visitor’s is empty, and saves nothing', async () => {
    vi.useFakeTimers();
    signIn(buyer(accountCart));
    expect(useCartStore.getState().cart.orders[0]?.products[0]?.quantity).toBe(4);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toEqual([]);
  });

  it('shows the visitor’s (empty) cart again after signing out', () => {
    signIn(buyer(accountCart));
    act(() => useAuthStore.setState({ token: null, user: null }));
    expect(useCartStore.getState()).toMatchObject({ ownerId: null, cart: { orders: [] } });
  });
});

describe('a signed-in buyer’s cart', () => {
  it('is saved once, 1 s after the last of several changes, with the last cart', async () => {
    vi.useFakeTimers();
    signIn(buyer());
    add('rouge');
    await vi.advanceTimersByTimeAsync(600);
    add('rouge');
    await vi.advanceTimersByTimeAsync(600);
    add('blanc');
    await vi.advanceTimersByTimeAsync(999);
    expect(saves).toEqual([]);
    // Until saved, a copy survives a page load to the other build (shop app → /cart).
    expect(JSON.parse(localStorage.getItem(UNSAVED_CART_KEY) ?? 'null')).toMatchObject({ userId: 'buyer-1' });
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.orders[0]?.products.map((l) => [l.idTmp, l.quantity])).toEqual([
      ['rouge', 2],
      ['blanc', 1],
    ]);
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_CART_KEY)).toBeNull());
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the account’s cart when a wine is added before the page has read the account', async () => {
    vi.useFakeTimers();
    // A signed-in page: the token is there, the user (and their cart, a booking among it) not yet.
    act(() => useAuthStore.setState({ token: 'jeton', user: null, status: 'pending' }));
    add('rouge', 2);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    signIn(buyer(accountCart));
    const { cart } = useCartStore.getState();
    expect(cart.orders.map((o) => [o.seller.name, o.products.map((l) => [l.idTmp, l.quantity])])).toEqual([
      ['Maison Seconde', [['ancien', 4]]],
      ['Domaine Démo', [['rouge', 2]]],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.orders).toHaveLength(2);
  });

  it('takes back a change not saved yet when the page was left within the second', () => {
    localStorage.setItem(
      UNSAVED_CART_KEY,
      JSON.stringify({
        userId: 'buyer-1',
        cart: { ...accountCart, lastUpdated: '2026-11-24T10:00:00.000Z' },
      }),
    );
    signIn(buyer(EMPTY_CART));
    expect(useCartStore.getState().cart.orders[0]?.products[0]?.idTmp).toBe('ancien');
  });
});
