import { cartReducer, EMPTY_CART } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { cartOrderFixture } from './cart.fixtures.ts';
import { Cart, CartOrder, CartShipping } from './cart.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')} : ${i.message}`);

describe('Cart contract (decision 0037)', () => {
  it('fills what a browser may leave out, as the domain’s reducer creates it', () => {
    const order = CartOrder.parse(cartOrderFixture());
    const [first] = order.products;
    if (!first) throw new Error('the fixture has a line');
    const { quantity, ...line } = first;
    const made = cartReducer(EMPTY_CART, { type: 'add', seller: order.seller, line, quantity }).orders[0];
    expect(order).toEqual(made);
    expect(Cart.parse({ orders: [] })).toEqual({ orders: [], lastUpdated: null });
  });

  it('refuses a quantity that is not a whole number from 1 to 9999, in French', () => {
    const line = (quantity: number) =>
      cartOrderFixture({ products: [{ ...cartOrderFixture().products[0], quantity }] });
    expect(messages(CartOrder.safeParse(line(0)))).toEqual([
      'products.0.quantity : La quantité doit être supérieure à 0',
    ]);
    expect(messages(CartOrder.safeParse(line(-2)))).toEqual([
      'products.0.quantity : La quantité doit être supérieure à 0',
    ]);
    expect(messages(CartOrder.safeParse(line(1.5)))).toEqual([
      "products.0.quantity : La quantité doit être un nombre entier d'unités",
    ]);
    expect(CartOrder.safeParse(line(10_000)).success).toBe(false);
    expect(CartOrder.safeParse(line(9999)).success).toBe(true);
  });

  it('bounds the cart: 50 orders, 100 lines an order, texts', () => {
    const orders = (n: number) => Array.from({ length: n }, () => cartOrderFixture());
    expect(messages(Cart.safeParse({ orders: orders(51) }))).toEqual([
      'orders : Le panier contient trop de commandes',
    ]);
    expect(Cart.safeParse({ orders: orders(50) }).success).toBe(true);
    const line = cartOrderFixture().products[0];
    const many = cartOrderFixture({
      products: Array.from({ length: 101 }, (_, i) => ({ ...line, idTmp: `l${i}` })),
    });
    expect(messages(CartOrder.safeParse(many))).toEqual([
      'products : Une commande du panier contient trop de produits',
    ]);
    const long = cartOrderFixture({ notes: 'x'.repeat(1001) });
    expect(CartOrder.safeParse(long).success).toBe(false);
    expect(CartOrder.safeParse(cartOrderFixture({ seller: { id: '', name: 'X' } })).success).toBe(false);
  });

  it('refuses a delivery mode and a collection point together, and an unknown payment type', () => {
    const point = { id: 'cp', name: 'Relais', price: 490 };
    expect(CartShipping.safeParse({ type: 'home', collectionPoint: point, price: 490 }).success).toBe(false);
    expect(CartShipping.safeParse({ type: null, collectionPoint: point, price: 490 }).success).toBe(true);
    expect(CartOrder.safeParse(cartOrderFixture({ payment: { type: 'bitcoin' } })).success).toBe(false);
    expect(CartOrder.safeParse(cartOrderFixture({ payment: { type: 'transfer' } })).success).toBe(true);
  });

  it('refuses an image on a third party’s host in a line’s snapshot', () => {
    const line = cartOrderFixture().products[0];
    const withPicture = (picture: string) =>
      cartOrderFixture({ products: [{ ...line, display: { ...line?.display, picture } }] });
    expect(CartOrder.safeParse(withPicture('//evil.example/x.png')).success).toBe(false);
    expect(CartOrder.safeParse(withPicture('/uploads/shop/x.webp')).success).toBe(true);
  });
});
