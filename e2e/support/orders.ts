import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './api.ts';
import { DEMO, tokenFor } from './web.ts';

/** A Paris delivery address for the journeys' buyers. */
export const PARIS = {
  firstname: 'Claire',
  lastname: 'Martin',
  street: '8 rue Oberkampf',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
  phone: '06 12 34 56 78',
};

/** A wine of Domaine Démo with bottles to spare, its vintage's id, and the home delivery's mode. */
export async function demoPurchase(request: APIRequestContext) {
  const owner = await tokenFor(request, DEMO.owner);
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
    lines: { productId: string; productName: string; formatId: string; vintage: string; available: number }[];
  };
  const spare = stock.lines.filter((l) => l.available > 5);
  const line = spare.find((l) => l.productName === 'Les Galets Rouge') ?? spare[0];
  expect(line, 'a stocked wine at Domaine Démo').toBeDefined();
  const product = (await (
    await request.get(`/v1/shops/domaine-demo/products/${line!.productId}`)
  ).json()) as {
    product: { shopId: string; vintages: { id: string; name: string }[] };
  };
  const options = await request.post('/v1/shops/domaine-demo/delivery-options', {
    data: {
      address: { country: 'FR', zipcode: '75011' },
      summary: { bottles: 2, weightGrams: 3000, amountHT: 3000, productCount: 2 },
    },
  });
  const home = ((await options.json()) as { options: { modeId: string; name: string }[] }).options.find(
    (o) => o.name === 'Livraison à domicile',
  );
  expect(home, 'the home delivery of Domaine Démo').toBeDefined();
  return {
    sellerId: product.product.shopId,
    line: {
      idTmp: `${line!.productId}:${line!.formatId}`,
      productId: line!.productId,
      formatId: line!.formatId,
      vintageId: product.product.vintages.find((v) => v.name === line!.vintage)?.id ?? null,
      quantity: 2,
    },
    deliveryModeId: home!.modeId,
    productName: line!.productName,
  };
}

export type PlacedOrder = {
  id: string;
  reference: string;
  totalTTC: number;
  /** A card order's imprint to confirm (Stripe's payment element, or the stand-in). */
  cardSetup?: { clientSecret: string; publishableKey: string } | null;
};

/**
 * Places one order at Domaine Démo as the buyer whose token is given, paid by transfer (or by
 * card), through `POST /v1/orders` (the checkout's own call).
 */
export async function placeDemoOrder(
  request: APIRequestContext,
  buyerToken: string,
  purchase?: Awaited<ReturnType<typeof demoPurchase>>,
  paymentType: 'transfer' | 'stripe' = 'transfer',
): Promise<PlacedOrder> {
  const chosen = purchase ?? (await demoPurchase(request));
  // The seller's terms of sale in force, which the buyer accepts (issue 24).
  const terms = await request.get(`/v1/shops/${chosen.sellerId}/legal-documents/cgv`);
  const termsVersionId = ((await terms.json()) as { document: { id: string } | null }).document?.id ?? null;
  const placed = await request.post('/v1/orders', {
    headers: bearer(buyerToken),
    data: {
      idempotencyKey: randomUUID(),
      orders: [
        {
          sellerId: chosen.sellerId,
          lines: [chosen.line],
          deliveryModeId: chosen.deliveryModeId,
          paymentType,
          termsVersionId,
        },
      ],
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  expect(placed.status(), 'the order is placed').toBe(200);
  return ((await placed.json()) as { orders: PlacedOrder[] }).orders[0]!;
}
