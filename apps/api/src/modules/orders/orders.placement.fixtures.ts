import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../test/test-app.ts';
import { modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';

export type ShopWine = Awaited<ReturnType<typeof stockedWine>>;

export type ShopCart = {
  sellerId: string;
  wine: ShopWine;
  deliveryModeId: string;
  quantity: number;
  paymentType?: 'transfer' | 'check' | 'stripe';
  idempotencyKey?: string;
  notes?: string;
};

/** The storefront's placement body: one order of one wine to one shop, delivered in Paris. */
export function shopCart(cart: ShopCart) {
  return {
    idempotencyKey: cart.idempotencyKey ?? randomUUID(),
    orders: [
      {
        sellerId: cart.sellerId,
        lines: [
          {
            idTmp: `${cart.wine.product.id}:${cart.wine.format.id}`,
            productId: cart.wine.product.id,
            formatId: cart.wine.format.id,
            vintageId: cart.wine.vintageId,
            quantity: cart.quantity,
          },
        ],
        deliveryModeId: cart.deliveryModeId,
        paymentType: cart.paymentType ?? 'transfer',
        ...(cart.notes ? { notes: cart.notes } : {}),
      },
    ],
    deliveryAddress: PARIS,
    acceptTerms: true,
    certifyAdult: true,
  };
}

/**
 * Domaine Démo as a storefront order finds it: its owner, a stocked wine and home delivery;
 * its billing settings saved by its owner through the API when given.
 */
export async function demoSeller(t: TestApp, billing?: Record<string, unknown>) {
  const owner = await t.login('proprietaire@cuvee.demo');
  const demo = await shopId(t.db, 'domaine-demo');
  const wine = await stockedWine(t.db, demo);
  const home = await modeId(t.db, demo, 'Livraison à domicile');
  if (billing) {
    const saved = await call(t.app, 'PUT', '/v1/shops/me/billing', { jwt: owner, body: billing });
    expect(saved.status).toBe(200);
  }
  return { owner, demo, wine, home };
}
