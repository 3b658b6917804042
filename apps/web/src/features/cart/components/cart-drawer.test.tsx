import { EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import type { Cart } from '@cuvee/domain/cart/cart.types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PopupHost } from '../../../components/popup/popup-host.tsx';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useUiStore } from '../../../lib/ui.store.ts';
import {
  cartLine,
  cartOrder,
  cartPriceAnswer,
  orderPrice,
  pricedLine,
  priceFields,
} from '../../../test/cart.fixture.ts';
import { useCartStore } from '../logic/cart.store.ts';
import { CartDrawer } from './cart-drawer.tsx';

const ORDER_ID = '0195a1b2-0000-7000-8000-0000000000c1';
const order = cartOrder(
  { id: 'shop-demo', name: 'Domaine Démo' },
  [cartLine('rouge', 'Cuvée Prestige', '2022', 2), cartLine('bulles', 'Crémant Brut', 'NV', 1)],
  ORDER_ID,
);
const cart: Cart = { orders: [order], lastUpdated: null };
// The server's prices differ from the shown ones (10,00 €): the drawer shows the server's.
const answer = cartPriceAnswer(
  [
    orderPrice('shop-demo', {
      price: priceFields(3225, 645),
      lines: [pricedLine('rouge', 2, 1290), pricedLine('bulles', 1, 1290)],
    }),
  ],
  3225,
  645,
);

let calls: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  useCartStore.setState({ cart, ownerId: null });
  useUiStore.setState({ cartDrawerOpen: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/v1/orders/get-cart-price') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Response.json(answer);
      }
      if (method === 'PUT' && url === `/v1/orders/${ORDER_ID}/aborted-cart`)
        return Response.json({ success: true });
      return Response.json({ success: false, message: 'Introuvable' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUiStore.setState({ cartDrawerOpen: false });
  useCartStore.setState({ cart: EMPTY_CART, ownerId: null });
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CartDrawer />
      <PopupHost />
    </QueryClientProvider>,
  );
}
const priceCalls = () => calls.filter((c) => c.url === '/v1/orders/get-cart-price');

it('shows the lines per seller and, once the server answers, its totals (not the shown prices)', async () => {
  show();
  const drawer = await screen.findByRole('presentation');
  expect(within(drawer).getByRole('heading', { name: 'Mon panier' })).toBeInTheDocument();
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('Calcul des prix…');
  const seller = within(drawer).getByRole('region', { name: 'Domaine Démo' });
  const lines = within(seller).getAllByTestId('cart-line');
  expect(lines).toHaveLength(2);
  // 'NV' is not shown on a cart line (spec §9); a real vintage is.
  expect(lines[0]).toHaveTextContent('Cuvée Prestige 2022');
  expect(lines[1]).toHaveTextContent('Crémant Brut');
  expect(lines[1]).not.toHaveTextContent('NV');
  await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('38,70 €'));
  expect(within(lines[0]!).getByTestId('cart-line-total')).toHaveTextContent('25,80 €');
  // Only ids and quantities travel: the server prices them again.
  expect(priceCalls()).toHaveLength(1);
  const body = priceCalls()[0]?.body as {
    orders: { sellerId: string; products: Record<string, unknown>[] }[];
  };
  expect(body.orders[0]?.sellerId).toBe('shop-demo');
  expect(body.orders[0]?.products[0]).toEqual({
    idTmp: 'rouge',
    productId: 'p-rouge',
    formatId: 'f-rouge',
    vintageId: null,
    quantity: 2,
    isFromFidelity: false,
    isWrapped: false,
  });
});

it('asks the prices again at each opening and after a quantity changes', async () => {
  const user = userEvent.setup();
  show();
  await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('38,70 €'));
  act(() => useUiStore.setState({ cartDrawerOpen: false }));
  act(() => useUiStore.setState({ cartDrawerOpen: true }));
  await waitFor(() => expect(priceCalls()).toHaveLength(2));
  await user.click(await screen.findByRole('button', { name: 'Ajouter une unité de Cuvée Prestige' }));
  expect(useCartStore.getState().cart.orders[0]?.products[0]?.quantity).toBe(3);
  await waitFor(() => expect(priceCalls()).toHaveLength(3));
  const third = priceCalls()[2]?.body as { orders: { products: { quantity: number }[] }[] };
  expect(third.orders[0]?.products[0]?.quantity).toBe(3);
});

it("empties the cart only after 'Attention !!' is confirmed: the order marked aborted, the drawer closed", async () => {
  const user = userEvent.setup();
  show();
  await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
  let dialog = await screen.findByRole('dialog', { name: 'Attention !!' });
  expect(dialog).toHaveTextContent('Vous êtes sur le point de vider votre panier');
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(useCartStore.getState().cart.orders).toHaveLength(1);
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

  await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
  dialog = await screen.findByRole('dialog', { name: 'Attention !!' });
  await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(useCartStore.getState().cart.orders).toEqual([]));
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
    `/v1/orders/${ORDER_ID}/aborted-cart`,
  ]);
  expect(useUiStore.getState().cartDrawerOpen).toBe(false);
  // The visitor's stored cart is emptied too.
  expect(JSON.parse(localStorage.getItem('cuvee.cart') ?? 'null')?.orders).toEqual([]);
});

it('shows a booking with its persons and the tourist tax total, and removes it', async () => {
  const user = userEvent.setup();
  const booking = {
    eventId: 'visite',
    event: { title: 'Visite et dégustation', visuals: [] },
    selectedSlot: {
      slot: { id: 'matin', name: '10 h' },
      start: '2026-12-05T10:00:00.000Z',
      end: null,
      periodeMode: false,
      noHours: false,
    },
    selectedPrices: [
      {
        rateId: 'adulte',
        kind: 'ticket' as const,
        label: 'Adulte',
        priceTTC: 1500,
        quantity: 2,
        notCounting: false,
        touristTaxExempt: false,
      },
      {
        rateId: 'taxe',
        kind: 'touristTax' as const,
        label: 'Taxe de séjour',
        priceTTC: 120,
        quantity: 2,
        notCounting: false,
        touristTaxExempt: false,
      },
    ],
    nights: 1,
    totalQuantity: 2,
    optionalQuantities: 0,
    taxQuantities: 2,
  };
  useCartStore.setState({ cart: { orders: [{ ...order, reservations: [booking] }], lastUpdated: null } });
  show();
  const row = await screen.findByTestId('cart-reservation');
  expect(row).toHaveTextContent('Visite et dégustation');
  expect(row).toHaveTextContent('10 h · 2 personnes');
  expect(screen.getByTestId('cart-tourist-tax')).toHaveTextContent('2,40 €');
  await user.click(screen.getByRole('button', { name: 'Retirer la réservation Visite et dégustation' }));
  expect(useCartStore.getState().cart.orders[0]?.reservations).toEqual([]);
  expect(screen.queryByTestId('cart-tourist-tax')).not.toBeInTheDocument();
});
