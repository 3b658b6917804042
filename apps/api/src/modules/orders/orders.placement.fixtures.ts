import { randomUUID } from 'node:crypto';
import type { stockedWine } from './orders.fixtures.ts';
import { PARIS } from './orders.fixtures.ts';

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
