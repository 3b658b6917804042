import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { checkFacturX } from '../documents/documents.facturx.check.ts';
import { extractFacturX } from '../documents/documents.pdfa.ts';
import { documents } from '../documents/index.ts';
import { type ProductRow, productFormats, products } from '../products/index.ts';
import { footprint, modeId, PARIS, shopId } from './orders.fixtures.ts';

// Issue 24, problem 2: a box's chosen bottles travel with the order. A buyer composes the demo's
// builder box with its six wines and orders two of them: the six wines are lines of the order
// (twice each), reserved at placement, on the invoice and its Factur-X, and taken out of the
// stock at shipping. Picks that do not make the box are a French 422 that changes nothing.

let t: TestApp;
let client: string;
let owner: string;
let demo: string;
let home: string;
let builder: ProductRow;
let builderFormat: string;
let wines: ProductRow[];

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  owner = await t.login('proprietaire@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  home = await modeId(t.db, demo, 'Livraison à domicile');
  const rows = await t.db.select().from(products).where(eq(products.shopId, demo));
  builder = rows.find((p) => p.productType === 'box' && p.box?.mode === 'builder')!;
  const [format] = await t.db
    .select({ id: productFormats.id })
    .from(productFormats)
    .where(eq(productFormats.productId, builder.id));
  builderFormat = format!.id;
  wines = builder.box!.items.map((i) => rows.find((p) => p.id === i.productId)!);
});
afterAll(() => t?.close());

const boxLine = (
  boxItems: { productId: string; quantity: number }[],
  quantity = 1,
  productId = builder.id,
) => ({
  idTmp: `${productId}:composed`,
  productId,
  formatId: productId === builder.id ? builderFormat : undefined,
  vintageId: null,
  quantity,
  boxItems,
});
const placement = (lines: unknown[]) => ({
  idempotencyKey: randomUUID(),
  orders: [{ sellerId: demo, lines, deliveryModeId: home, paymentType: 'transfer' }],
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});
const place = async (body: unknown) => {
  const res = await call(t.app, 'POST', '/v1/orders', { body, jwt: client });
  await t.settled();
  return res;
};
const oneOfEach = () => wines.map((w) => ({ productId: w.id, quantity: 1 }));

/** What the shop's stock lists as available and reserved for a wine, all warehouses together. */
async function stockOf(productId: string) {
  const res = await req(t, 'GET', `/v1/stocks?productId=${productId}&limit=200`, { jwt: owner, shop: demo });
  expect(res.status).toBe(200);
  const lines = res.body.lines as { reserved: number; available: number; vintage: string }[];
  return {
    reserved: lines.reduce((n, l) => n + l.reserved, 0),
    available: lines.reduce((n, l) => n + l.available, 0),
  };
}

describe('a builder box ordered with its six wines', () => {
  it('puts the six wines on the order, the invoice and the stock movements, twice for two boxes', async () => {
    expect(wines).toHaveLength(6);
    expect(builder.box!.slots).toBe(6);
    const before = await Promise.all(wines.map((w) => stockOf(w.id)));

    const res = await place(placement([boxLine(oneOfEach(), 2)]));
    expect(res.status).toBe(200);
    const [placed] = res.body.orders;

    // The buyer's order: one box line (two boxes) holding the six wines, two bottles of each.
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`, { jwt: client });
    expect(mine.status).toBe(200);
    expect(mine.body.order.itemCount).toBe(2);
    expect(mine.body.order.lines).toHaveLength(1);
    const [box] = mine.body.order.lines;
    expect(box.label).toContain(builder.name);
    expect(box.quantity).toBe(2);
    // Its excise is its bottles' (2 × 6 still and sparkling wines), inside the box's price.
    expect(box.excise).toBeGreaterThan(0);
    expect(box.contents).toHaveLength(6);
    for (const wine of wines) {
      const content = box.contents.find((c: { productId: string }) => c.productId === wine.id);
      expect(content).toMatchObject({ quantity: 2, freeItems: 0 });
      expect(content.label).toContain(wine.name);
    }
    // The shop's staff read the same.
    const shopSide = await call(t.app, 'GET', `/v1/orders/${placed.id}`, { jwt: owner });
    expect(shopSide.status).toBe(200);
    expect(shopSide.body.order.lines).toHaveLength(1);
    expect(shopSide.body.order.lines[0].contents.map((c: { label: string }) => c.label).sort()).toEqual(
      box.contents.map((c: { label: string }) => c.label).sort(),
    );

    // Reserved at placement: two bottles of each wine.
    const reserved = await Promise.all(wines.map((w) => stockOf(w.id)));
    for (const [i, after] of reserved.entries()) {
      expect(after.reserved - before[i]!.reserved).toBe(2);
      expect(before[i]!.available - after.available).toBe(2);
    }

    // Validated and invoiced: the box's line carries its six wines as sub-lines.
    expect(
      (await call(t.app, 'POST', `/v1/orders/${placed.id}/actions/validate`, { jwt: owner, body: {} }))
        .status,
    ).toBe(200);
    const issued = await req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: placed.id } });
    expect(issued.status).toBe(200);
    const invoice = await req(t, 'GET', `/v1/invoices/${issued.body.invoice.id}`, { jwt: owner, shop: demo });
    expect(invoice.status).toBe(200);
    const boxed = invoice.body.invoice.lines.find((l: { label: string }) => l.label.includes(builder.name));
    expect(boxed.quantity).toBe(2);
    expect(boxed.contents).toHaveLength(6);
    for (const wine of wines)
      expect(boxed.contents.find((c: { label: string }) => c.label.includes(wine.name))).toMatchObject({
        quantity: 2,
      });

    // Its Factur-X, read out of the PDF, names the wines and still passes both checkers.
    await t.app.deps.jobs.settled();
    const [doc] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.invoiceId, issued.body.invoice.id), eq(documents.shopId, demo)));
    // Made, then mailed to the buyer with the 'invoiced' mail: sent (« Envoyé »).
    expect(doc?.status).toBe('completed');
    const file = await t.app.inject({
      method: 'GET',
      url: `/v1/documents/${doc!.id}/file`,
      headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demo },
    });
    expect(file.statusCode).toBe(200);
    // The PDF prints the six wines under the box's line.
    const text = await pdfText(file.rawPayload);
    for (const wine of wines) expect(text).toContain(`2 × ${wine.name}`);
    const xml = await extractFacturX(file.rawPayload);
    for (const wine of wines) expect(xml).toContain(`2 × ${wine.name}`);
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });

    // Shipped: the twelve bottles leave the stock as sales of the order, two of each wine.
    const ship = await call(t.app, 'POST', `/v1/orders/${placed.id}/delivery/ship`, { jwt: owner, body: {} });
    expect(ship.status).toBe(200);
    const journal = await req(t, 'GET', '/v1/stocks/movements?kind=sale&limit=200', {
      jwt: owner,
      shop: demo,
    });
    expect(journal.status).toBe(200);
    const sold = (
      journal.body.movements as { documentRef: string; productId: string; quantity: number }[]
    ).filter((m) => m.documentRef === placed.reference);
    for (const wine of wines)
      expect(sold.filter((m) => m.productId === wine.id).reduce((n, m) => n + m.quantity, 0)).toBe(-2);
    expect(sold.reduce((n, m) => n + m.quantity, 0)).toBe(-12);
    const shipped = await Promise.all(wines.map((w) => stockOf(w.id)));
    for (const [i, after] of shipped.entries()) expect(after.reserved).toBe(before[i]!.reserved);
  }, 300_000);

  it.each([
    ['five wines for six places', () => [boxLine(oneOfEach().slice(0, 5))], /choisissez 6 bouteilles/],
    [
      'seven wines for six places',
      () => [boxLine([...oneOfEach(), { productId: wines[0]!.id, quantity: 1 }])],
      /choisissez 6 bouteilles/,
    ],
    ['no wine at all', () => [boxLine([])], /choisissez 6 bouteilles/],
    [
      'a wine outside its selection',
      () => [boxLine([...oneOfEach().slice(0, 5), { productId: randomUUID(), quantity: 1 }])],
      /ne fait pas partie de sa sélection/,
    ],
  ])('refuses %s with a French 422, changing nothing', async (_, lines, message) => {
    const before = await footprint(t.db);
    const res = await place(placement(lines()));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(message);
    expect(await footprint(t.db)).toEqual(before);
  });

  it('refuses wines sent with a product that is not a box to compose', async () => {
    const [bottle] = await t.db
      .select({ product: products, format: productFormats })
      .from(productFormats)
      .innerJoin(products, eq(products.id, productFormats.productId))
      .where(and(eq(products.id, wines[0]!.id)))
      .limit(1);
    const before = await footprint(t.db);
    const res = await place(
      placement([
        {
          idTmp: 'bottle',
          productId: bottle!.product.id,
          formatId: bottle!.format.id,
          vintageId: bottle!.product.vintages[0]?.id ?? null,
          quantity: 1,
          boxItems: [{ productId: wines[1]!.id, quantity: 1 }],
        },
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Ce produit n'est pas un coffret à composer : il ne reçoit pas de choix de vins",
    );
    expect(await footprint(t.db)).toEqual(before);
  });

  it('refuses a pick that is off sale, kept for professionals, or not a bottle', async () => {
    // The owner composes a box of their own in the back office, with wines a buyer cannot pick.
    const create = async (body: Record<string, unknown>) => {
      const res = await req(t, 'POST', '/v1/products', { jwt: owner, shop: demo, body });
      expect(res.status).toBe(200);
      return res.body.product as { id: string; name: string; formats: { id: string }[] };
    };
    const wine = (name: string, over: Record<string, unknown> = {}) =>
      create({
        productType: 'bottle',
        name,
        type: 'wine',
        color: 'red',
        vintages: [{ name: '2023', alcohol: 13 }],
        formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500 }],
        ...over,
      });
    const open = await wine('Cuvée ouverte');
    const paused = await wine('Cuvée en pause', { status: 'paused' });
    const pros = await wine('Cuvée des pros', {
      formats: [
        { unity: 'Litre(s)', unityValue: 0.75, price: 1500, typologies: { particulier: { visible: false } } },
      ],
    });
    const corkscrew = await create({
      productType: 'accessory',
      name: 'Tire-bouchon gravé',
      formats: [{ price: 900 }],
    });
    const box = await create({
      productType: 'box',
      name: 'Coffret duo',
      formats: [{ type: 'packing', unity: 'Litre(s)', unityValue: 1.5, price: 3000 }],
      box: {
        mode: 'builder',
        slots: 2,
        items: [open, paused, pros, corkscrew].map((p) => ({ productId: p.id, quantity: 1 })),
      },
    });
    const duo = (other: { id: string }) => ({
      idTmp: 'duo',
      productId: box.id,
      formatId: box.formats[0]!.id,
      vintageId: null,
      quantity: 1,
      boxItems: [
        { productId: open.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ],
    });
    for (const [other, message] of [
      [paused, `« Cuvée en pause » n'est plus disponible : choisissez un autre vin pour composer ce coffret`],
      [
        pros,
        `« Cuvée des pros » n'est pas proposé à votre catégorie de client : choisissez un autre vin pour composer ce coffret`,
      ],
      [
        corkscrew,
        `« Tire-bouchon gravé » ne peut pas être choisi dans ce coffret : seules les bouteilles de la boutique le composent`,
      ],
    ] as const) {
      const before = await footprint(t.db);
      const res = await place(placement([duo(other)]));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(await footprint(t.db)).toEqual(before);
    }
    // The same box of two open wines is sold.
    const ok = await place(placement([duo(open)]));
    expect(ok.status).toBe(200);
  });
});
