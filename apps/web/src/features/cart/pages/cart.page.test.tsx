import type { CartPriceResponse } from '@cuvee/contracts/cart.price';
import { EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PopupHost } from '../../../components/popup/popup-host.tsx';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { setNavigator } from '../../../lib/navigation.ts';
import {
  cartLine,
  cartOrder,
  cartPriceAnswer,
  orderPrice,
  pricedLine,
  priceFields,
} from '../../../test/cart.fixture.ts';
import { useCartStore } from '../logic/cart.store.ts';
import { CartPage } from './cart.page.tsx';

const DEMO = { id: 'shop-demo', name: 'Domaine Démo' };
const SECONDE = { id: 'shop-seconde', name: 'Maison Seconde' };

const answer = cartPriceAnswer(
  [
    orderPrice('shop-demo', {
      price: priceFields(2150, 430),
      amountBeforeBottleFranco: 6,
      francoPercent: 50,
      lines: [pricedLine('rouge', 2, 1290)],
    }),
    orderPrice('shop-seconde', {
      price: priceFields(1000, 200),
      amountBeforeFranco: 2400,
      francoPercent: 33,
      lines: [pricedLine('miel', 1, 1200)],
      messages: [{ code: 'extraParcels', params: { parcels: 1, amount: 700 } }],
    }),
  ],
  3150,
  630,
);

let navigations: string[];
let release: () => void;
beforeEach(() => {
  navigations = [];
  localStorage.clear();
  setNavigator((to) => navigations.push(to));
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  useCartStore.setState({
    cart: {
      orders: [
        cartOrder(DEMO, [cartLine('rouge', 'Cuvée Prestige', 'Non millésimé', 2)]),
        cartOrder(SECONDE, [cartLine('miel', 'Miel de garrigue', null, 1)]),
      ],
      lastUpdated: null,
    },
    ownerId: null,
  });
  let opened: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    opened = resolve;
  });
  release = opened;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === '/v1/orders/get-cart-price') {
        await gate;
        return Response.json(answer satisfies CartPriceResponse);
      }
      return Response.json({ success: false, message: 'Introuvable' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useCartStore.setState({ cart: EMPTY_CART, ownerId: null });
});

function Where() {
  const { search } = useLocation();
  return <output aria-label="Adresse">{search}</output>;
}
function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
        <Where />
      </MemoryRouter>
      <PopupHost />
    </QueryClientProvider>,
  );
}

it('shows one block per seller with the server’s totals and free-delivery progress, then lets the buyer order', async () => {
  const user = userEvent.setup();
  show();
  const checkout = screen.getByRole('button', { name: 'Passer commande' });
  // No order before the server has priced the cart.
  expect(checkout).toBeDisabled();
  expect(screen.getByTestId('cart-page-total')).toHaveTextContent('Calcul des prix…');
  release();
  await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('37,80 €'));

  const demo = screen.getByRole('region', { name: 'Domaine Démo' });
  const line = within(demo).getByTestId('cart-line');
  expect(line).toHaveTextContent('Cuvée Prestige');
  expect(line).not.toHaveTextContent('Non millésimé');
  expect(line).toHaveTextContent('Prix unitaire 12,90 €');
  expect(within(line).getByTestId('cart-line-excise')).toHaveTextContent('0,06 €');
  expect(within(demo).getByTestId('cart-seller-total')).toHaveTextContent('25,80 €');
  expect(demo).toHaveTextContent('Total HT21,50 €');
  expect(demo).toHaveTextContent('TVA4,30 €');
  // No delivery chosen yet: no delivery line.
  expect(demo).not.toHaveTextContent('Livraison');
  expect(within(demo).getByTestId('cart-franco')).toHaveTextContent(
    'Plus que 6 bouteilles pour la livraison offerte',
  );

  const seconde = screen.getByRole('region', { name: 'Maison Seconde' });
  expect(within(seconde).getByTestId('cart-franco')).toHaveTextContent(
    'Plus que 24,00 € pour la livraison offerte',
  );
  expect(seconde).toHaveTextContent('1 colis supplémentaire(s) : 7,00 € de frais de port en plus');

  await user.click(checkout);
  expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('?step=checkout');
});

it('empties the cart after the confirmation and returns to the seller’s shop', async () => {
  const user = userEvent.setup();
  release();
  show();
  await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
  const dialog = await screen.findByRole('dialog', { name: 'Attention !!' });
  await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(navigations).toEqual(['/shops/shop-demo']));
  expect(useCartStore.getState().cart.orders).toEqual([]);
  expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Votre panier est vide.');
  expect(await screen.findByRole('link', { name: 'Voir les boutiques' })).toHaveAttribute('href', '/shops');
});

it('shows a professional’s amounts HT first, each labelled HT or TTC (spec §6)', async () => {
  for (const order of answer.orders) order.showTtc = false;
  try {
    release();
    show();
    await waitFor(() => expect(screen.getByTestId('cart-page-total-ht')).toHaveTextContent('31,50 €'));
    const demo = screen.getByRole('region', { name: 'Domaine Démo' });
    const line = within(demo).getByTestId('cart-line');
    expect(line).toHaveTextContent('Prix unitaire 10,75 €HT');
    expect(within(line).getByTestId('cart-line-total')).toHaveTextContent('21,50 €HT');
    for (const tag of within(line).getAllByTitle('hors taxes')) expect(tag).toHaveTextContent('HT');
    // The total HT comes first, then the total TTC charged.
    const ht = screen.getByTestId('cart-page-total-ht');
    const ttc = screen.getByTestId('cart-page-total');
    expect(ht.compareDocumentPosition(ttc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ttc).toHaveTextContent('37,80 €');
  } finally {
    for (const order of answer.orders) order.showTtc = true;
  }
});

it('labels an individual’s line amounts TTC', async () => {
  release();
  show();
  await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('37,80 €'));
  const line = within(screen.getByRole('region', { name: 'Domaine Démo' })).getByTestId('cart-line');
  expect(within(line).getByTestId('cart-line-total')).toHaveTextContent('25,80 €TTC');
  expect(screen.queryByTestId('cart-page-total-ht')).toBeNull();
});
