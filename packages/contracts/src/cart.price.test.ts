import { priceCart } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { CartPriceBody, CartPriceResponse, pricingMessageText } from './cart.price.ts';
import { ALL_ROUTES } from './routes.ts';

const line = (quantity: unknown) => ({ idTmp: 'l1', productId: 'p1', formatId: 'f1', quantity });
const body = (over: Record<string, unknown> = {}) => ({
  orders: [{ sellerId: 's1', products: [line(2)], ...over }],
});

describe('get-cart-price contract (decision 0037)', () => {
  it('takes ids, quantities and choices; no price from the browser is kept', () => {
    const parsed = CartPriceBody.parse(body({ price: { totalTTC: 1 } }));
    expect(parsed.orders[0]).toEqual({
      sellerId: 's1',
      products: [
        {
          idTmp: 'l1',
          productId: 'p1',
          formatId: 'f1',
          vintageId: null,
          quantity: 2,
          isFromFidelity: false,
          isWrapped: false,
        },
      ],
      reservations: [],
      shipping: { type: null, collectionPointId: null },
      promotions: [],
      promoCode: null,
    });
    expect(JSON.stringify(parsed)).not.toContain('totalTTC');
  });

  it('refuses negative, fractional and huge quantities, an empty or oversized cart, in French', () => {
    const issues = (v: unknown) => CartPriceBody.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(issues(body({ products: [line(-1)] }))).toEqual(['La quantité doit être supérieure à 0']);
    expect(issues(body({ products: [line(0.5)] }))).toEqual([
      "La quantité doit être un nombre entier d'unités",
    ]);
    expect(issues(body({ products: [line(10_000)] }))).toEqual(['Doit être au plus 9999']);
    expect(issues({ orders: [] })).toEqual(['Au moins 1 élément(s)']);
    expect(issues({ orders: Array.from({ length: 51 }, () => body().orders[0]) })).toEqual([
      'Le panier contient trop de commandes',
    ]);
    expect(issues(body({ shipping: { type: 'home', collectionPointId: 'cp' } }))).toEqual([
      'Valeur incorrecte',
    ]);
  });

  it('answers exactly what the domain computes', () => {
    const result = priceCart([]);
    expect(CartPriceResponse.parse({ success: true, ...result })).toEqual({ success: true, ...result });
  });

  it('writes the pricing messages in French and English, amounts in euros', () => {
    const left = { code: 'francoAmountLeft', params: { amount: 7800 } } as const;
    expect(pricingMessageText(left, 'fr')).toBe('Plus que 78,00\u00a0€ pour la livraison offerte');
    expect(pricingMessageText(left, 'en')).toBe('€78.00 more for free delivery');
    expect(pricingMessageText({ code: 'francoBottlesLeft', params: { bottles: 6 } }, 'fr')).toBe(
      'Plus que 6 bouteille(s) pour la livraison offerte',
    );
    expect(pricingMessageText({ code: 'francoReached' }, 'en')).toBe('Free delivery');
  });

  it('is in the route table the API registers and its OpenAPI test walks (spec §7 paths)', () => {
    const declared = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(declared).toContain('POST /v1/orders/get-cart-price');
    expect(declared).toContain('PUT /v1/orders/:id/aborted-cart');
  });
});
