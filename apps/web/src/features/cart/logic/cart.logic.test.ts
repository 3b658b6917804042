import { describe, expect, it } from 'vitest';
import { cartItemCount, cartLines, cartTotals } from './cart.logic.ts';

const orders = [
  {
    seller: { name: 'Domaine Démo' },
    products: [{ name: 'Costières Rouge', quantity: 6 }, { quantity: 2 }],
    reservations: [
      {
        event: { title: 'Visite' },
        totalQuantity: 3,
        selectedPrices: [{ productType: 'touristTax', priceTTC: 100, quantity: 3 }],
      },
    ],
    price: { totalTTC: 12480 },
  },
  { products: 'broken' },
];

describe('cart views', () => {
  it('counts products and places', () => {
    expect(cartItemCount(orders)).toBe(11);
    expect(cartItemCount([])).toBe(0);
  });
  it('lists lines with the fallback label of a missing product', () => {
    expect(cartLines(orders).map((l) => [l.label, l.quantity])).toEqual([
      ['Costières Rouge', 6],
      ['Produit inexistant', 2],
      ['Visite', 3],
    ]);
  });
  it('sums total TTC and tourist tax', () => {
    expect(cartTotals(orders)).toEqual({ totalTTC: 12480, touristTax: 300 });
  });
});
