import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/index.ts';
import { productFormats } from '../products/index.ts';
import { anyWine, available, footprint, modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';
import { orderLines } from './orders.table.ts';

// Placing the cart (decision 0040): one order per seller, priced by the server, stock reserved,
// the seller told; every refusal is a French 4xx that changes nothing.

let t: TestApp;
let client: string;
let demo: string;
let seconde: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let other: Awaited<ReturnType<typeof anyWine>>;
let home: string;
let homeSeconde: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  seconde = await shopId(t.db, 'maison-seconde');
  wine = await stockedWine(t.db, demo);
  other = await anyWine(t.db, seconde);
  home = await modeId(t.db, demo, 'Livraison à domicile');
  homeSeconde = await modeId(t.db, seconde, 'Livraison à domicile');
});
afterAll(() => t?.close());

const line = (
  w: { product: { id: string }; format: { id: string }; vintageId: string | null },
  quantity: number,
) => ({
  idTmp: `${w.product.id}:${w.format.id}`,
  productId: w.product.id,
  formatId: w.format.id,
  vintageId: w.vintageId,
  quantity,
});
const cart = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  orders: [
    { sellerId: demo, lines: [line(wine, 2)], deliveryModeId: home, paymentType: 'transfer' },
    { sellerId: seconde, lines: [line(other, 1)], deliveryModeId: homeSeconde, paymentType: 'check' },
  ],
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
  ...over,
});
const place = async (body: unknown, jwt: string | null = client) => {
  const res = await call(t.app, 'POST', '/v1/orders', { body, ...(jwt ? { jwt } : {}) });
  await t.settled();
  return res;
};

describe('POST /v1/orders', () => {
  it('places one order per seller, reserves the stock, tells the seller, and the buyer reads them', async () => {
    const before = await available(t.db, wine.line.id);
    const body = cart();
    const res = await place(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vos commandes ont été passées');
    expect(res.body.refused).toEqual([]);
    const [first, second] = res.body.orders;
    expect(first).toMatchObject({
      sellerId: demo,
      status: 'pending',
      paymentType: 'transfer',
      cardSetup: null,
    });
    expect(second).toMatchObject({ sellerId: seconde, paymentType: 'check' });
    expect(first.reference).toMatch(/^C-\d{6}$/);
    // 2 bottles from Domaine Démo to Paris: 12 € of delivery (1–5 bottles), no franco below 24.
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${first.id}`, { jwt: client });
    expect(mine.body.order).toMatchObject({ totalTTC: first.totalTTC, shipping: 1200, itemCount: 2 });
    const [priced] = mine.body.order.lines;
    expect(priced.quantity).toBe(2);
    expect(priced.totalTTC).toBe(2 * priced.unitTTC);
    expect(first.totalTTC).toBe(priced.totalTTC + 1200);
    // A still wine carries its excise, inside its price (2026: 4.19 €/hl, 0.0075 hl a bottle).
    expect(priced.excise).toBe(2 * Math.round(0.0075 * 419));
    expect(await available(t.db, wine.line.id)).toBe(before - 2);

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'newOrder'), eq(notifications.subjectId, first.id)));
    // The owner and the collaborators who see all orders (issue 24; orders.notify.test.ts).
    expect(told.length).toBeGreaterThanOrEqual(1);
    for (const n of told) expect(n.content).toContain(first.reference);

    const list = await call(t.app, 'GET', '/v1/orders/mine', { jwt: client });
    expect(list.body.orders.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    // Another buyer sees none of them.
    const pro = await t.login('pro@cuvee.demo');
    expect((await call(t.app, 'GET', `/v1/orders/mine/${first.id}`, { jwt: pro })).status).toBe(404);
  });

  it('answers the same orders when the same placement comes again, and makes no other', async () => {
    const body = cart();
    const first = await place(body);
    const before = await footprint(t.db);
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.orders.map((o: { id: string }) => o.id)).toEqual(
      first.body.orders.map((o: { id: string }) => o.id),
    );
    expect(await footprint(t.db)).toEqual(before);
  });

  it.each([
    ['no one signed in', (b: ReturnType<typeof cart>) => b, 401, 'Veuillez vous connecter', null],
    [
      'an unknown product',
      (b: ReturnType<typeof cart>) => ({
        ...b,
        orders: [{ ...b.orders[0]!, lines: [{ ...line(wine, 1), productId: randomUUID() }] }],
      }),
      404,
      'Produit inexistant',
      client,
    ],
    [
      'a fractional quantity',
      (b: ReturnType<typeof cart>) => ({ ...b, orders: [{ ...b.orders[0]!, lines: [line(wine, 1.5)] }] }),
      400,
      "La quantité doit être un nombre entier d'unités",
      client,
    ],
    [
      'a negative quantity',
      (b: ReturnType<typeof cart>) => ({ ...b, orders: [{ ...b.orders[0]!, lines: [line(wine, -2)] }] }),
      400,
      'La quantité doit être supérieure à 0',
      client,
    ],
    [
      'a price sent by the browser',
      (b: ReturnType<typeof cart>) => ({
        ...b,
        orders: [{ ...b.orders[0]!, lines: [{ ...line(wine, 1), unitPrice: 1 }] }],
      }),
      400,
      '',
      client,
    ],
    [
      "another typology's price",
      (b: ReturnType<typeof cart>) => ({ ...b, orders: [{ ...b.orders[0]!, typology: 'caviste' }] }),
      400,
      '',
      client,
    ],
    [
      'a missing street',
      (b: ReturnType<typeof cart>) => ({ ...b, deliveryAddress: { ...PARIS, street: '' } }),
      400,
      'Veuillez renseigner la rue',
      client,
    ],
    [
      'no phone for the carrier',
      (b: ReturnType<typeof cart>) => ({ ...b, deliveryAddress: { ...PARIS, phone: '' } }),
      400,
      'Veuillez renseigner un numéro de téléphone',
      client,
    ],
    [
      'no delivery mode',
      (b: ReturnType<typeof cart>) => ({ ...b, orders: [{ ...b.orders[0]!, deliveryModeId: undefined }] }),
      400,
      'Veuillez sélectionner un mode de livraison pour chaque boutique',
      client,
    ],
    [
      'an address no mode delivers',
      (b: ReturnType<typeof cart>) => ({
        ...b,
        deliveryAddress: { ...PARIS, country: 'JP', zipcode: '100-0001' },
      }),
      400,
      'Aucun mode de livraison disponible pour cette addresse',
      client,
    ],
    [
      'a card without a card provider',
      (b: ReturnType<typeof cart>) => ({ ...b, orders: [{ ...b.orders[0]!, paymentType: 'stripe' }] }),
      400,
      "Ce moyen de paiement n'est pas proposé par cette boutique",
      client,
    ],
    [
      'terms not accepted',
      (b: ReturnType<typeof cart>) => ({ ...b, acceptTerms: false }),
      400,
      "Veuillez accepter les conditions générales d'utilisation",
      client,
    ],
  ] as const)(
    'refuses %s with a French message and changes nothing',
    async (_what, change, status, message, jwt) => {
      const before = await footprint(t.db);
      const res = await place(change(cart()), jwt);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      if (message) expect([res.body.message].flat().join(' ')).toContain(message);
      expect(await footprint(t.db)).toEqual(before);
    },
  );

  it('refuses more bottles than the cellar holds, naming the wine, and changes nothing', async () => {
    const before = await footprint(t.db);
    const left = await available(t.db, wine.line.id);
    const res = await place(cart({ orders: [{ ...cart().orders[0]!, lines: [line(wine, left + 1_000)] }] }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Stock insuffisant');
    expect(res.body.message).toContain(wine.product.name);
    expect(await footprint(t.db)).toEqual(before);
  });

  it('refuses a format hidden from the buyer’s typology, and changes nothing', async () => {
    const [format] = await t.db.select().from(productFormats).where(eq(productFormats.id, wine.format.id));
    await t.db
      .update(productFormats)
      .set({ typologies: { ...format!.typologies, particulier: { visible: false } } })
      .where(eq(productFormats.id, wine.format.id));
    try {
      const before = await footprint(t.db);
      const res = await place(cart({ orders: [cart().orders[0]!] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Ce format n'est pas proposé à votre catégorie de client");
      expect(await footprint(t.db)).toEqual(before);
    } finally {
      await t.db
        .update(productFormats)
        .set({ typologies: format!.typologies })
        .where(eq(productFormats.id, wine.format.id));
    }
  });

  it('freezes each line as priced: a later price change leaves the order as placed', async () => {
    const res = await place(cart({ orders: [cart().orders[0]!] }));
    const [order] = res.body.orders;
    const [frozen] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(frozen!.unitTtc).toBeGreaterThan(0);
    expect(frozen!.vatRateBp).toBe(2000);
    expect(frozen!.reservationKey).toBe(`order:${order.id}:0`);
  });
});
