import type { StoreFormat, StoreProduct } from '@cuvee/contracts';
import { EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useSnackbarsUsed } from '../../../lib/notify.ts';
import { MemoryRouter } from '../../../shop-app/router.tsx';
import { PurchaseArea } from '../../storefront/components/purchase-area.tsx';
import '../../storefront/storefront.i18n.ts';
import { useCartCount, useCartStore } from '../logic/cart.store.ts';
import { AddBoxToCart, AddToCart, CardAddButton, compositionKey } from './add-to-cart.tsx';

const format = (id: string, over: Partial<StoreFormat>): StoreFormat => ({
  id,
  ean: null,
  type: 'bottle',
  nameInShop: null,
  unity: 'Litre(s)',
  unityValue: 0.75,
  showUnityValue: true,
  container: 'bottle',
  eq75: 1,
  outOfStock: false,
  price: { ht: 1075, ttc: 1290, showTtc: true, shown: 1290 },
  tiers: [],
  freeItems: [],
  promotions: [],
  visuals: [],
  ...over,
});

const product = (over: Partial<StoreProduct> = {}) =>
  ({
    id: 'p-prestige',
    shopId: 'shop-demo',
    name: 'Cuvée Prestige',
    productType: 'bottle',
    status: 'online',
    priceHidden: false,
    visuals: [],
    vintages: [{ id: 'v-2022', name: '2022', displayName: '2022', alcohol: 13 }],
    formats: [
      format('bottle', { nameInShop: 'Bouteille' }),
      format('magnum', {
        nameInShop: 'Magnum',
        unityValue: 1.5,
        price: { ht: 2500, ttc: 3000, showTtc: true, shown: 3000 },
      }),
    ],
    ...over,
  }) as unknown as StoreProduct;

const SELLER = { id: 'shop-demo', name: 'Domaine Démo' };

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  useCartStore.setState({ cart: EMPTY_CART, ownerId: null });
});
afterEach(() => useCartStore.setState({ cart: EMPTY_CART, ownerId: null }));

function Count() {
  return <output aria-label="Articles">{useCartCount()}</output>;
}

/** The product page's purchase area with the cart in its slot, as the product page composes them. */
function ProductPurchase({ item }: { item: StoreProduct }) {
  const [formatId, setFormatId] = useState(item.formats[0]?.id ?? '');
  const chosen = item.formats.find((f) => f.id === formatId) ?? null;
  return (
    <MemoryRouter>
      <PurchaseArea
        choice={{ product: item, vintage: item.vintages[0] ?? null, format: chosen, shopCode: 'DEMO' }}
        shownVintages={item.vintages}
        onVintageChange={() => undefined}
        onFormatChange={setFormatId}
        purchase={(choice) => (
          <AddToCart seller={SELLER} pick={{ ...choice, formatLabel: choice.format?.nameInShop ?? '' }} />
        )}
      />
      <Count />
    </MemoryRouter>
  );
}

it('adds the chosen format and quantity at the price shown, and says so', async () => {
  const user = userEvent.setup();
  render(<ProductPurchase item={product()} />);
  await user.selectOptions(screen.getByRole('combobox', { name: /format/i }), 'magnum');
  await user.click(screen.getByRole('button', { name: 'Ajouter une unité de Cuvée Prestige' }));
  expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(screen.getByRole('status', { name: 'Articles' })).toHaveTextContent('2');
  const [order] = useCartStore.getState().cart.orders;
  expect(order?.seller).toEqual(SELLER);
  expect(order?.products).toEqual([
    {
      idTmp: 'p-prestige:magnum:v-2022',
      productId: 'p-prestige',
      formatId: 'magnum',
      vintageId: 'v-2022',
      productType: 'bottle',
      quantity: 2,
      isFromFidelity: false,
      isWrapped: false,
      display: {
        name: 'Cuvée Prestige',
        vintageName: '2022',
        formatLabel: 'Magnum',
        picture: null,
        unitPrice: 3000,
        showTtc: true,
      },
    },
  ]);
  // The confirmation goes through the snackbars (their stack loads with the first message).
  expect(useSnackbarsUsed.getState().used).toBe(true);
  // The quantity starts again at 1 for the next add.
  expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
});

it('is usable from the keyboard: a typed quantity, then Enter', async () => {
  const user = userEvent.setup();
  render(<ProductPurchase item={product()} />);
  const quantity = screen.getByRole('spinbutton', { name: 'Quantité' });
  await user.clear(quantity);
  await user.type(quantity, '6{Enter}');
  expect(useCartStore.getState().cart.orders[0]?.products[0]).toMatchObject({
    formatId: 'bottle',
    quantity: 6,
  });
  expect(screen.getByRole('status', { name: 'Articles' })).toHaveTextContent('6');
});

it('offers nothing to add when the price is reserved to members or the wine is out of stock', () => {
  const hidden = render(
    <AddToCart
      seller={SELLER}
      pick={{
        product: product({ priceHidden: true }),
        format: format('bottle', {}),
        vintage: null,
        formatLabel: '',
      }}
    />,
  );
  expect(hidden.container).toBeEmptyDOMElement();
  hidden.unmount();
  const soldOut = render(
    <CardAddButton
      seller={SELLER}
      pick={{
        product: product(),
        format: format('bottle', { outOfStock: true }),
        vintage: null,
        formatLabel: '',
      }}
    />,
  );
  expect(soldOut.container).toBeEmptyDOMElement();
});

it("adds one unit from a grid card, again on each click (same line's quantity)", async () => {
  const user = userEvent.setup();
  const item = product();
  render(
    <>
      <CardAddButton
        seller={SELLER}
        pick={{
          product: item,
          format: item.formats[0]!,
          vintage: item.vintages[0]!,
          formatLabel: 'Bouteille',
        }}
      />
      <Count />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Ajouter Cuvée Prestige au panier' });
  await user.click(button);
  button.focus();
  await user.keyboard('{Enter}');
  expect(useCartStore.getState().cart.orders[0]?.products).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Articles' })).toHaveTextContent('2');
});

it('adds a composed box: one line per composition, the picks cleared after', async () => {
  const user = userEvent.setup();
  const box = product({ id: 'p-coffret', name: 'Coffret 6 bouteilles', productType: 'box' });
  const onAdded = vi.fn();
  const shown = (choices: Record<string, number>) => (
    <AddBoxToCart
      seller={SELLER}
      pick={{ product: box, format: box.formats[0]!, vintage: null, formatLabel: 'Coffret' }}
      choices={choices}
      onAdded={onAdded}
    />
  );
  const view = render(shown({ 'p-a': 2, 'p-b': 4 }));
  await user.click(screen.getByRole('button', { name: 'Ajouter le coffret au panier' }));
  // The same picks in another order are the same composition.
  view.rerender(shown({ 'p-b': 4, 'p-a': 2 }));
  await user.click(screen.getByRole('button', { name: 'Ajouter le coffret au panier' }));
  view.rerender(shown({ 'p-a': 6 }));
  await user.click(screen.getByRole('button', { name: 'Ajouter le coffret au panier' }));
  const lines = useCartStore.getState().cart.orders[0]?.products ?? [];
  expect(lines.map((l) => [l.productType, l.quantity])).toEqual([
    ['box', 2],
    ['box', 1],
  ]);
  expect(lines[0]?.idTmp).toBe(`p-coffret:bottle:-:${compositionKey({ 'p-a': 2, 'p-b': 4 })}`);
  expect(compositionKey({ 'p-a': 2, 'p-b': 4 })).not.toBe(compositionKey({ 'p-a': 6 }));
  expect(onAdded).toHaveBeenCalledTimes(3);
});

it('keeps the names of a composed box’s wines for the cart to show, never their prices', async () => {
  const user = userEvent.setup();
  const box = product({ id: 'p-coffret', name: 'Coffret 6 bouteilles', productType: 'box' });
  render(
    <AddBoxToCart
      seller={SELLER}
      pick={{ product: box, format: box.formats[0]!, vintage: null, formatLabel: 'Coffret' }}
      choices={{ 'p-a': 2, 'p-b': 4 }}
      names={{ 'p-a': 'Les Galets Rouge', 'p-b': 'Bulles de Démo' }}
      onAdded={() => {}}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Ajouter le coffret au panier' }));
  const [line] = useCartStore.getState().cart.orders[0]?.products ?? [];
  expect(line?.boxItems).toEqual([
    { productId: 'p-a', quantity: 2 },
    { productId: 'p-b', quantity: 4 },
  ]);
  expect(line?.display.contents).toEqual([
    { name: 'Les Galets Rouge', quantity: 2 },
    { name: 'Bulles de Démo', quantity: 4 },
  ]);
});
