import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products as productRows } from '../products/index.ts';
import { available, footprint, modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

// The cart's prices (spec §7 get-cart-price) and the abandon of an unpaid order (aborted-cart),
// decision 0040: the server prices from its own rows for whoever asks, and nothing else.

let t: TestApp;
let demo: string;
let home: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  home = await modeId(t.db, demo, 'Livraison à domicile');
  wine = await stockedWine(t.db, demo);
});
afterAll(() => t?.close());

const products = (quantity: number) => [
  { idTmp: 'a', productId: wine.product.id, formatId: wine.format.id, vintageId: wine.vintageId, quantity },
];
const price = (body: unknown, jwt?: string) =>
  call(t.app, 'POST', '/v1/orders/get-cart-price', { body, ...(jwt ? { jwt } : {}) });

describe('POST /v1/orders/get-cart-price', () => {
  it('prices a guest’s cart VAT included, and a professional’s without VAT, from the same rows', async () => {
    const guest = await price({ orders: [{ sellerId: demo, products: products(3) }] });
    expect(guest.status).toBe(200);
    const [order] = guest.body.orders;
    expect(order.sellerId).toBe(demo);
    const [line] = order.lines;
    expect(line.unitTTC).toBe(wine.format.price);
    expect(order.price.totalTTC).toBe(3 * wine.format.price);
    expect(guest.body.total.totalTTC).toBe(order.price.totalTTC);
    // 3 bottles of still wine in 2026: 3 × 0.0075 hl × 4.19 €/hl = 9.4275 cents, 9 cents.
    expect(line.excise).toBe(9);
    expect(line.exciseRate).toMatchObject({ eurPerHl: 4.19, validFrom: '2026-01-01' });

    const pro = await price(
      { orders: [{ sellerId: demo, products: products(3) }] },
      await t.login('pro@cuvee.demo'),
    );
    expect(pro.status).toBe(200);
    expect(pro.body.orders[0].lines[0].unitHT).toBeLessThan(line.unitTTC);
  });

  it('adds the chosen delivery: 12 € for 3 bottles, and free from 24 bottles (its franco)', async () => {
    const three = await price({
      orders: [{ sellerId: demo, products: products(3), shipping: { type: home } }],
    });
    expect(three.body.orders[0].price.shipping).toBe(1200);
    expect(three.body.orders[0]).toMatchObject({ franco: false, amountBeforeBottleFranco: 21 });
    const many = await price({
      orders: [{ sellerId: demo, products: products(24), shipping: { type: home } }],
    });
    expect(many.body.orders[0]).toMatchObject({ franco: true, francoPercent: 100 });
    expect(many.body.orders[0].price.shipping).toBe(0);
  });

  it.each([
    ['an unknown product', { productId: randomUUID() }, 404, 'Produit inexistant'],
    ['a product id that is no id', { productId: 'abc' }, 404, 'Produit inexistant'],
    ['a negative quantity', { quantity: -1 }, 400, ''],
    ['a fractional quantity', { quantity: 0.5 }, 400, ''],
  ])('refuses %s with a French message', async (_what, change, status, message) => {
    const res = await price({ orders: [{ sellerId: demo, products: [{ ...products(1)[0], ...change }] }] });
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
  });

  it('refuses a delivery mode of another shop', async () => {
    const seconde = await shopId(t.db, 'maison-seconde');
    const theirs = await modeId(t.db, seconde, 'Livraison à domicile');
    const res = await price({
      orders: [{ sellerId: demo, products: products(1), shipping: { type: theirs } }],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Mode de livraison introuvable pour cette boutique');
  });
});

describe('PUT /v1/orders/:id/aborted-cart', () => {
  it('aborts the buyer’s order that waits for its payment and gives its stock back; only theirs', async () => {
    const client = await t.login('client@cuvee.demo');
    const before = await available(t.db, wine.line.id);
    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: client,
      body: {
        idempotencyKey: randomUUID(),
        orders: [{ sellerId: demo, lines: products(2), deliveryModeId: home, paymentType: 'transfer' }],
        deliveryAddress: PARIS,
        acceptTerms: true,
        certifyAdult: true,
      },
    });
    const id = placed.body.orders[0].id;
    await t.settled(); // the seller's mail, sent after the answer
    expect(await available(t.db, wine.line.id)).toBe(before - 2);

    const unchanged = await footprint(t.db);
    const other = await call(t.app, 'PUT', `/v1/orders/${id}/aborted-cart`, {
      jwt: await t.login('pro@cuvee.demo'),
    });
    expect(other.status).toBe(404);
    expect((await call(t.app, 'PUT', `/v1/orders/${id}/aborted-cart`)).status).toBe(401);
    expect(await footprint(t.db)).toEqual(unchanged);

    const res = await call(t.app, 'PUT', `/v1/orders/${id}/aborted-cart`, { jwt: client });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('aborted');
    expect(await available(t.db, wine.line.id)).toBe(before);
    // Again: nothing more changes.
    expect((await call(t.app, 'PUT', `/v1/orders/${id}/aborted-cart`, { jwt: client })).status).toBe(200);
    expect(await available(t.db, wine.line.id)).toBe(before);
  });
});

describe('GET /v1/shops/:id/payment-types', () => {
  it('offers transfer and cheque without a card provider, to anyone; an unknown shop is not found', async () => {
    const res = await call(t.app, 'GET', `/v1/shops/${demo}/payment-types`);
    expect(res.status).toBe(200);
    expect(res.body.paymentTypes).toEqual(['transfer', 'check']);
    const unknown = await call(t.app, 'GET', `/v1/shops/${randomUUID()}/payment-types`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Boutique introuvable');
  });
});

describe('a builder box in the cart', () => {
  it('is taxed through the picks it holds, and refused (422) when they do not fill it', async () => {
    const boxes = await t.db.select().from(productRows).where(eq(productRows.shopId, demo));
    const builder = boxes.find((p) => p.productType === 'box' && p.box?.mode === 'builder')!;
    const [format] = await t.db.select().from(productFormats).where(eq(productFormats.productId, builder.id));
    const first = builder.box!.items[0]!;
    const line = (boxItems: { productId: string; quantity: number }[]) => ({
      idTmp: 'box',
      productId: builder.id,
      formatId: format!.id,
      vintageId: null,
      quantity: 1,
      boxItems,
    });
    const full = await price({
      orders: [
        { sellerId: demo, products: [line([{ productId: first.productId, quantity: builder.box!.slots }])] },
      ],
    });
    expect(full.status).toBe(200);
    const [priced] = full.body.orders[0].lines;
    // Each of its bottles pays its own excise (still wine 2026: 0.0075 hl × 4.19 € each).
    expect(priced.excise).toBeGreaterThan(0);
    expect(full.body.orders[0].bottles).toBeGreaterThanOrEqual(builder.box!.slots);

    for (const picks of [
      [],
      [{ productId: first.productId, quantity: builder.box!.slots - 1 }],
      [{ productId: randomUUID(), quantity: builder.box!.slots }],
    ]) {
      const res = await price({ orders: [{ sellerId: demo, products: [line(picks)] }] });
      expect(res.status).toBe(422);
      expect(res.body.message).toContain("La composition du coffret n'est pas valide");
    }
  });
});
