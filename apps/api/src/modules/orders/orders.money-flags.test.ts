import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { anyWine, footprint, modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';

// Issue 23, findings 1 and 8: the buyer never decides what is free (a loyalty line is offered
// only by a reward the server finds: none exist yet, so such a line is refused), and a product
// its producer marked out of stock is not sold. Every refusal is French and changes nothing.

let t: TestApp;
let client: string;
let owner: string;
let demo: string;
let seconde: string;
let home: string;
let homeSeconde: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let other: Awaited<ReturnType<typeof anyWine>>;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  owner = await t.login('proprietaire@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  seconde = await shopId(t.db, 'maison-seconde');
  home = await modeId(t.db, demo, 'Livraison à domicile');
  homeSeconde = await modeId(t.db, seconde, 'Livraison à domicile');
  wine = await stockedWine(t.db, demo);
  other = await anyWine(t.db, seconde);
});
afterAll(() => t?.close());

type Wine = { product: { id: string }; format: { id: string }; vintageId: string | null };
const line = (w: Wine, quantity: number, over: Record<string, unknown> = {}) => ({
  idTmp: `${w.product.id}:${w.format.id}`,
  productId: w.product.id,
  formatId: w.format.id,
  vintageId: w.vintageId,
  quantity,
  ...over,
});
const price = (orders: unknown[], jwt: string | null = client) =>
  call(t.app, 'POST', '/v1/orders/get-cart-price', { body: { orders }, ...(jwt ? { jwt } : {}) });
const place = async (orders: unknown[]) => {
  const res = await call(t.app, 'POST', '/v1/orders', {
    jwt: client,
    body: {
      idempotencyKey: randomUUID(),
      orders,
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  await t.settled();
  return res;
};

const FREE_REFUSED =
  'Aucune récompense de fidélité ne vous offre ce produit : il ne peut pas être ajouté gratuitement';

describe('a line the browser says is offered by loyalty (finding 1)', () => {
  it('is refused by get-cart-price, for a guest and a buyer, in French', async () => {
    for (const jwt of [null, client]) {
      const res = await price(
        [{ sellerId: demo, products: [line(wine, 12, { isFromFidelity: true })] }],
        jwt,
      );
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: FREE_REFUSED });
    }
  });

  it('is refused at placement, in both shops, with nothing reserved and no order written', async () => {
    const before = await footprint(t.db);
    const res = await place([
      {
        sellerId: demo,
        lines: [line(wine, 12, { isFromFidelity: true })],
        deliveryModeId: home,
        paymentType: 'transfer',
      },
      {
        sellerId: seconde,
        lines: [line(other, 6, { isFromFidelity: true })],
        deliveryModeId: homeSeconde,
        paymentType: 'check',
      },
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, message: FREE_REFUSED });
    expect(await footprint(t.db)).toEqual(before);
  });

  it('is refused even beside paid lines of the same wine, and the paid line alone is priced', async () => {
    const mixed = await price([
      { sellerId: demo, products: [line(wine, 2), line(wine, 1, { idTmp: 'gift', isFromFidelity: true })] },
    ]);
    expect(mixed.status).toBe(422);
    const paid = await price([{ sellerId: demo, products: [line(wine, 2, { isFromFidelity: false })] }]);
    expect(paid.status).toBe(200);
    expect(paid.body.orders[0].lines[0].totalTTC).toBe(2 * wine.format.price);
  });

  it('a loyalty reward the shop does not have is refused, in the cart and at placement', async () => {
    const res = await price([{ sellerId: demo, products: [line(wine, 1)], promotions: [randomUUID()] }]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Cette promotion de fidélité n'existe pas");
    // Placement finds no such reward either (issue 29): refused, nothing written.
    const before = await footprint(t.db);
    const placed = await place([
      {
        sellerId: demo,
        lines: [line(wine, 1)],
        deliveryModeId: home,
        paymentType: 'transfer',
        promotions: [randomUUID()],
      },
    ]);
    expect(placed.status).toBe(404);
    expect(placed.body.message).toBe("Cette promotion de fidélité n'existe pas");
    expect(await footprint(t.db)).toEqual(before);
  });
});

/** A product as the producer enters it in the back office (POST /v1/products). */
const newWine = (name: string, status: string) => ({
  productType: 'bottle',
  name,
  type: 'wine',
  color: 'red',
  gamme: 'Tradition',
  status,
  vintages: [{ name: '2023', alcohol: 13.5 }],
  allergens: ['sulphites'],
  formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500 }],
});

describe('a product its producer marked out of stock (finding 8)', () => {
  it('is priced while online, then refused by get-cart-price and placement once marked, nothing reserved', async () => {
    const created = await call(t.app, 'POST', '/v1/products', {
      jwt: owner,
      body: newWine('Cuvée Bientôt Épuisée', 'online'),
    });
    expect(created.status).toBe(200);
    const product = created.body.product;
    const wanted = {
      product: { id: product.id },
      format: { id: product.formats[0].id },
      vintageId: product.vintages[0].id,
    };
    const online = await price([{ sellerId: demo, products: [line(wanted, 2)] }]);
    expect(online.status).toBe(200);
    expect(online.body.orders[0].price.totalTTC).toBe(3000);

    // The producer marks it out of stock, as the back office does: the whole product again.
    const marked = await call(t.app, 'PUT', `/v1/products/${product.id}`, {
      jwt: owner,
      body: {
        ...newWine('Cuvée Bientôt Épuisée', 'outofstock'),
        vintages: [{ id: wanted.vintageId, name: '2023', alcohol: 13.5 }],
        formats: [{ id: wanted.format.id, unity: 'Litre(s)', unityValue: 0.75, price: 1500 }],
      },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.product.status).toBe('outofstock');

    const OUT = '« Cuvée Bientôt Épuisée » est en rupture de stock : il ne peut pas être commandé';
    const priced = await price([{ sellerId: demo, products: [line(wanted, 2)] }]);
    expect(priced.status).toBe(409);
    expect(priced.body).toMatchObject({ success: false, message: OUT });

    const before = await footprint(t.db);
    const placed = await place([
      {
        sellerId: demo,
        lines: [line(wine, 1), line(wanted, 2)],
        deliveryModeId: home,
        paymentType: 'transfer',
      },
      { sellerId: seconde, lines: [line(other, 1)], deliveryModeId: homeSeconde, paymentType: 'check' },
    ]);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ success: false, message: OUT });
    expect(await footprint(t.db)).toEqual(before);
  });

  it('the demo’s own out-of-stock wine is refused too', async () => {
    const res = await call(t.app, 'GET', '/v1/shops/domaine-demo/products/reserve-du-domaine');
    expect(res.status).toBe(200);
    const p = res.body.product;
    expect(p.status).toBe('outofstock');
    const before = await footprint(t.db);
    const placed = await place([
      {
        sellerId: demo,
        lines: [
          {
            idTmp: 'r',
            productId: p.id,
            formatId: p.formats[0].id,
            vintageId: p.vintages[0]?.id ?? null,
            quantity: 1,
          },
        ],
        deliveryModeId: home,
        paymentType: 'transfer',
      },
    ]);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toContain('est en rupture de stock');
    expect(await footprint(t.db)).toEqual(before);
  });
});
