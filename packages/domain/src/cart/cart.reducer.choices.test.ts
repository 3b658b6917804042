import { describe, expect, it } from 'vitest';
import { cartLineTitle } from './cart.display.ts';
import { DEMO, line } from './cart.fixtures.ts';
import { cartReducer, EMPTY_CART } from './cart.reducer.ts';
import type { Cart, CartAction } from './cart.types.ts';

const run = (cart: Cart, ...actions: CartAction[]) => actions.reduce(cartReducer, cart);
const add = (id: string): CartAction => ({ type: 'add', seller: DEMO, line: line(id) });

describe('cart reducer: delivery, loyalty, payment, prices', () => {
  const base = run(EMPTY_CART, add('a'));
  const shipping = (cart: Cart) => cart.orders[0]?.shipping;
  it('a delivery type clears the collection point and copies its price', () => {
    const cart = run(
      base,
      { type: 'setCollectionPoint', sellerId: DEMO.id, point: { id: 'cp', name: 'Relais', price: 490 } },
      { type: 'setDelivery', sellerId: DEMO.id, delivery: { id: 'home', price: 1200 } },
    );
    expect(shipping(cart)).toMatchObject({ type: 'home', collectionPoint: null, price: 1200 });
  });
  it('a collection point clears the delivery type and uses the point’s price', () => {
    const cart = run(
      base,
      { type: 'setDelivery', sellerId: DEMO.id, delivery: { id: 'home', price: 1200 } },
      { type: 'setCollectionPoint', sellerId: DEMO.id, point: { id: 'cp', name: 'Relais', price: 490 } },
    );
    expect(shipping(cart)).toMatchObject({
      type: null,
      collectionPoint: { id: 'cp', name: 'Relais', price: 490 },
      price: 490,
    });
  });
  it('a reset clears the delivery', () => {
    const cart = run(
      base,
      { type: 'setDelivery', sellerId: DEMO.id, delivery: { id: 'home', price: 1200 } },
      { type: 'resetDelivery', sellerId: DEMO.id },
    );
    expect(shipping(cart)).toEqual({ type: null, collectionPoint: null, price: 0, instructions: '' });
  });
  it('loyalty reset clears loyalty data and promotions', () => {
    const cart = run(
      base,
      {
        type: 'setLoyalty',
        sellerId: DEMO.id,
        loyaltyData: { selectedDiscount: 500, selectedLevel: 'or', pointsToLose: 100 },
        promotions: ['promo-1'],
      },
      { type: 'resetLoyalty', sellerId: DEMO.id },
    );
    expect(cart.orders[0]).toMatchObject({ loyaltyData: null, promotions: [] });
  });
  it('keeps the payment type, the notes, the server’s id and its prices for the orders it names', () => {
    const price = {
      payLater: 0,
      promoAmount: 0,
      shipping: 0,
      totalHT: 1075,
      margin: 0,
      totalWithMargin: 1290,
      totalWithFees: 1290,
      commission: 0,
      tva: 215,
      touristTax: 0,
      totalTTC: 1290,
    };
    const cart = run(
      base,
      { type: 'setPayment', sellerId: DEMO.id, paymentType: 'transfer' },
      { type: 'setNotes', sellerId: DEMO.id, notes: 'Sonner deux fois' },
      { type: 'setOrderId', sellerId: DEMO.id, id: 'order-1' },
      {
        type: 'setPrices',
        prices: [
          { sellerId: DEMO.id, price },
          { sellerId: 'nobody', price },
        ],
      },
    );
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]).toMatchObject({
      id: 'order-1',
      notes: 'Sonner deux fois',
      payment: { type: 'transfer' },
      price,
    });
  });
  it('never changes the cart it is given', () => {
    const before = JSON.stringify(base);
    run(
      base,
      add('a'),
      { type: 'setDelivery', sellerId: DEMO.id, delivery: { id: 'home', price: 1 } },
      { type: 'clear' },
    );
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('cart bounds and line titles', () => {
  it('past 50 sellers or 100 lines an add changes nothing', () => {
    const sellers = Array.from(
      { length: 51 },
      (_, i): CartAction => ({
        type: 'add',
        seller: { id: `s${i}`, name: `Vendeur ${i}` },
        line: line('a'),
      }),
    );
    expect(run(EMPTY_CART, ...sellers).orders).toHaveLength(50);
    const lines = Array.from({ length: 101 }, (_, i) => add(`l${i}`));
    const cart = run(EMPTY_CART, ...lines);
    expect(cart.orders[0]?.products).toHaveLength(100);
    // A line already there still grows.
    expect(run(cart, add('l0')).orders[0]?.products[0]?.quantity).toBe(2);
  });

  it('titles a line without the vintage names that say "no vintage"', () => {
    const display = (vintageName: string | null) => ({
      name: 'Cuvée Prestige',
      vintageName,
      formatLabel: '75 cl',
    });
    expect(cartLineTitle(display('2022'))).toBe('Cuvée Prestige 2022 – 75 cl');
    for (const hidden of ['NV', 'Non millésimé', 'Nouveau millésime', null, '']) {
      expect(cartLineTitle(display(hidden))).toBe('Cuvée Prestige – 75 cl');
    }
    expect(cartLineTitle({ name: ' ', vintageName: null, formatLabel: '' })).toBe('Produit inexistant');
  });
});
