import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageProblem } from '../../test/robustness/checker.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products } from '../products/index.ts';
import { footprint, modeId, PARIS, shopId } from './orders.fixtures.ts';

// Issue 23 (done when): whatever money a buyer's cart carries — prices, discounts, free items,
// a typology, a loyalty flag — the server prices it by its own rules or refuses it in French.
// Over generated carts of both demo shops: get-cart-price ignores every amount sent beside the
// lines, placement refuses them (its body is strict), a line claiming to be offered is refused
// by both, and a placed order's totals are always get-cart-price's for the same lines.

// Each run prices twice and places (about 0.5 s on PGlite): enough carts, within the file's 30 s.
const RUNS = { numRuns: 16 };
const FREE_REFUSED =
  'Aucune récompense de fidélité ne vous offre ce produit : il ne peut pas être ajouté gratuitement';

type Pick = { productId: string; formatId: string; vintageIds: Array<string | null> };
type Seller = { id: string; mode: string; picks: Pick[] };

let t: TestApp;
let buyers: string[];
let sellers: Seller[];

async function sellerOf(urlShop: string): Promise<Seller> {
  const id = await shopId(t.db, urlShop);
  // Every product a buyer may put in the cart (a builder box needs picks: its own test).
  const rows = await t.db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(
        eq(products.shopId, id),
        inArray(products.status, ['online']),
        ne(products.productType, 'prestation'),
      ),
    );
  const picks = rows
    .filter((r) => r.product.productType !== 'box' || r.product.box?.mode !== 'builder')
    .map((r) => ({
      productId: r.product.id,
      formatId: r.format.id,
      vintageIds: [null, ...r.product.vintages.map((v) => v.id)],
    }));
  return { id, mode: await modeId(t.db, id, 'Livraison à domicile'), picks };
}

beforeAll(async () => {
  t = await createTestApp();
  buyers = [await t.login('client@cuvee.demo'), await t.login('pro@cuvee.demo')];
  sellers = [await sellerOf('domaine-demo'), await sellerOf('maison-seconde')];
  expect(sellers.every((s) => s.picks.length > 3)).toBe(true);
});
afterAll(() => t?.close());

/** Amounts and flags a forged cart may carry, beside each line or each seller's order. */
const money = fc.record(
  {
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    unitTTC: fc.integer({ min: 0, max: 100_000 }),
    price: fc.constantFrom(0, 1, 99),
    totalTTC: fc.constantFrom(0, 1),
    promoTTC: fc.integer({ min: 0, max: 100_000 }),
    discount: fc.integer({ min: 0, max: 100 }),
    freeItems: fc.integer({ min: 1, max: 12 }),
    typology: fc.constantFrom('caviste', 'pro', 'constructor'),
    isFree: fc.constant(true),
    shippingPrice: fc.constant(0),
  },
  { requiredKeys: [] },
);

const cartArb = fc
  .record({
    buyer: fc.nat(),
    sellers: fc.subarray([0, 1], { minLength: 1 }),
    lines: fc.array(
      fc.record({
        pick: fc.nat(),
        vintage: fc.nat(),
        quantity: fc.integer({ min: 1, max: 6 }),
        isWrapped: fc.boolean(),
        money,
      }),
      { minLength: 2, maxLength: 8 },
    ),
    orderMoney: money,
    // Mostly honest carts, so that most are placed and compared; else one line claims a gift.
    freeLine: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, fc.nat()),
  })
  .map((g) => {
    const orders = g.sellers.map((si, o) => {
      const seller = sellers[si]!;
      const lines = g.lines
        .filter((_, i) => i % g.sellers.length === o)
        .map((l, i) => {
          const pick = seller.picks[l.pick % seller.picks.length]!;
          return {
            line: {
              idTmp: `l${i}`,
              productId: pick.productId,
              formatId: pick.formatId,
              vintageId: pick.vintageIds[l.vintage % pick.vintageIds.length]!,
              quantity: l.quantity,
              isWrapped: l.isWrapped,
              isFromFidelity: g.freeLine !== null && g.freeLine % g.lines.length === g.lines.indexOf(l),
            },
            money: l.money,
          };
        });
      return { seller, lines };
    });
    const forged =
      Object.keys(g.orderMoney).length > 0 || g.lines.some((l) => Object.keys(l.money).length > 0);
    return {
      jwt: buyers[g.buyer % buyers.length]!,
      orders: orders.filter((o) => o.lines.length > 0),
      orderMoney: g.orderMoney,
      forged,
      claimsFree: g.freeLine !== null,
    };
  })
  .filter((c) => c.orders.length > 0);

type Cart = typeof cartArb extends fc.Arbitrary<infer C> ? C : never;

const priceBody = (c: Cart, withMoney: boolean) => ({
  orders: c.orders.map((o) => ({
    sellerId: o.seller.id,
    products: o.lines.map((l) => (withMoney ? { ...l.money, ...l.line } : l.line)),
    shipping: { type: o.seller.mode },
    ...(withMoney ? c.orderMoney : {}),
  })),
});
const placeBody = (c: Cart, withMoney: boolean) => ({
  idempotencyKey: randomUUID(),
  orders: c.orders.map((o) => ({
    sellerId: o.seller.id,
    lines: o.lines.map((l) => (withMoney ? { ...l.money, ...l.line } : l.line)),
    deliveryModeId: o.seller.mode,
    paymentType: 'transfer',
    ...(withMoney ? c.orderMoney : {}),
  })),
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});
/** A refusal's message is a French sentence (the robustness suite's own check). */
const french = (body: unknown) => messageProblem(JSON.stringify(body)) === null;

describe('generated carts: the placed total is always the server’s price of the same lines', () => {
  it('prices by the server alone, refuses free claims and forged amounts, places at the price', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(cartArb, async (c) => {
        const forgedPrice = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
          jwt: c.jwt,
          body: priceBody(c, true),
        });
        const price = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
          jwt: c.jwt,
          body: priceBody(c, false),
        });
        // Amounts sent beside the lines change nothing of the price: they are not read.
        expect(forgedPrice.status).toBe(price.status);
        expect(forgedPrice.body).toEqual(price.body);

        const before = await footprint(t.db);
        if (c.claimsFree) {
          expect(price.status).toBe(422);
          expect(price.body).toEqual({ success: false, message: FREE_REFUSED });
          const res = await call(t.app, 'POST', '/v1/orders', { jwt: c.jwt, body: placeBody(c, false) });
          expect(res.status).toBe(422);
          expect(res.body).toEqual({ success: false, message: FREE_REFUSED });
          expect(await footprint(t.db)).toEqual(before);
          return;
        }
        if (c.forged) {
          const res = await call(t.app, 'POST', '/v1/orders', { jwt: c.jwt, body: placeBody(c, true) });
          expect(res.status).toBe(400);
          expect(res.body.success).toBe(false);
          expect(french(res.body)).toBe(true);
          expect(await footprint(t.db)).toEqual(before);
        }
        const res = await call(t.app, 'POST', '/v1/orders', { jwt: c.jwt, body: placeBody(c, false) });
        await t.settled();
        if (price.status !== 200 || res.status !== 200) {
          // What the server refuses to price it refuses to place (a format hidden from this
          // buyer, a product they may not buy); placement alone may also find the stock gone
          // or the delivery not fitting the address. Always French, nothing written.
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          if (price.status !== 200) expect(res.body.message).toEqual(price.body.message);
          expect(french(res.body)).toBe(true);
          expect(await footprint(t.db)).toEqual(before);
          return;
        }
        // A seller whose stock ran short is answered beside the others, in French.
        for (const r of res.body.refused) expect(r.message).toContain('Stock insuffisant');
        expect(res.body.orders.length + res.body.refused.length).toBe(c.orders.length);
        for (const order of res.body.orders) {
          const priced = price.body.orders.find((o: { sellerId: string }) => o.sellerId === order.sellerId);
          expect(order.totalTTC).toBe(priced.price.totalTTC);
          const detail = await call(t.app, 'GET', `/v1/orders/mine/${order.id}`, { jwt: c.jwt });
          expect(detail.body.order).toMatchObject({
            totalHT: priced.price.totalHT,
            tva: priced.price.tva,
            totalTTC: priced.price.totalTTC,
            shipping: priced.price.shipping,
          });
          expect(
            detail.body.order.lines.map((l: { totalTTC: number; freeItems: number }) => [
              l.totalTTC,
              l.freeItems,
            ]),
          ).toEqual(
            priced.lines.map((l: { totalTTC: number; freeItems: number }) => [l.totalTTC, l.freeItems]),
          );
          // The buyer gives the order up: its stock goes back for the next cart.
          const aborted = await call(t.app, 'PUT', `/v1/orders/${order.id}/aborted-cart`, { jwt: c.jwt });
          expect(aborted.status).toBe(200);
        }
        placed++;
      }),
      RUNS,
    );
    // The property compared real placements, not only refusals.
    expect(placed).toBeGreaterThanOrEqual(5);
  }, 90_000);
});
