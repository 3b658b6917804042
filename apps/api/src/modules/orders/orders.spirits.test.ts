import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { dutiesNote } from '../documents/documents.pdf.ts';
import { invoiceView } from '../documents/documents.view.ts';
import { invoices } from '../invoices/index.ts';
import { productFormats, products } from '../products/index.ts';
import { modeId, PARIS, shopId } from './orders.fixtures.ts';

// Issue 25, defect 5, the worked spirits cart: 2 bottles of 70 cl at 40 % in 2026 carry 10.82 € of
// excise (1 932.42 €/hl of pure alcohol) and 3.47 € of CSS (620.47 €/hl AP), shown per line on
// the cart, the order and the invoice; an order's excise is the excise alone, its CSS apart.

const EXCISE = 1082;
const CSS = 347;

let t: TestApp;
let seconde: string;
let owner: string;
let marc: { productId: string; formatId: string; vintageId: string | null; vintage: string };

beforeAll(async () => {
  t = await createTestApp();
  seconde = await shopId(t.db, 'maison-seconde');
  owner = await t.login('maison.seconde@cuvee.demo');
  const [row] = await t.db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(products.shopId, seconde), eq(products.type, 'spirits')));
  const vintage = row!.product.vintages[0]!;
  marc = {
    productId: row!.product.id,
    formatId: row!.format.id,
    vintageId: vintage.id,
    vintage: vintage.name,
  };
});
afterAll(() => t?.close());

const cartLine = {
  idTmp: 'marc',
  productId: '',
  formatId: '',
  vintageId: null as string | null,
  quantity: 2,
};
const twoBottles = () => ({
  ...cartLine,
  productId: marc.productId,
  formatId: marc.formatId,
  vintageId: marc.vintageId,
});

describe('the worked spirits cart (2 × 70 cl at 40 % in 2026)', () => {
  it('the cart shows its excise and its CSS per line, apart', async () => {
    const res = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
      body: { orders: [{ sellerId: seconde, products: [twoBottles()] }] },
    });
    expect(res.status).toBe(200);
    const [order] = res.body.orders;
    expect(order.lines[0]).toMatchObject({ excise: EXCISE, css: CSS });
    expect(order.lines[0].exciseRate).toMatchObject({ basis: 'ap', eurPerHl: 1932.42 });
    expect(order.lines[0].cssRate).toMatchObject({ basis: 'ap', eurPerHl: 620.47 });
    expect(order).toMatchObject({ excise: EXCISE, css: CSS });
    expect(order.messages).not.toContainEqual({ code: 'exciseRateMissing', params: { idTmp: 'marc' } });
  });

  it('a placed order keeps its excise without the CSS; the order and its invoice show both per line', async () => {
    const buyer = await t.login('client@cuvee.demo');
    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: buyer,
      body: {
        idempotencyKey: randomUUID(),
        orders: [
          {
            sellerId: seconde,
            lines: [twoBottles()],
            deliveryModeId: await modeId(t.db, seconde, 'Livraison à domicile'),
            paymentType: 'check',
          },
        ],
        deliveryAddress: PARIS,
        acceptTerms: true,
        certifyAdult: true,
      },
    });
    await t.settled();
    expect(placed.status).toBe(200);
    const id = placed.body.orders[0].id;

    // The buyer's order: its lines and its totals, the excise alone.
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${id}`, { jwt: buyer });
    expect(mine.status).toBe(200);
    expect(mine.body.order).toMatchObject({ excise: EXCISE, css: CSS });
    expect(mine.body.order.lines[0]).toMatchObject({ excise: EXCISE, css: CSS });

    // The shop's order screen reads the same.
    const detail = await call(t.app, 'GET', `/v1/orders/${id}`, { jwt: owner });
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ excise: EXCISE, css: CSS });
    expect(detail.body.order.lines[0]).toMatchObject({ excise: EXCISE, css: CSS });

    // Validated and invoiced: the invoice's line holds both, and its PDF prints both.
    const validated = await call(t.app, 'POST', `/v1/orders/${id}/actions/validate`, {
      jwt: owner,
      body: {},
    });
    expect(validated.status).toBe(200);
    const issued = await req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: id } });
    expect(issued.status).toBe(200);
    const invoice = await req(t, 'GET', `/v1/invoices/${issued.body.invoice.id}`, {
      jwt: owner,
      shop: seconde,
    });
    expect(invoice.status).toBe(200);
    const line = invoice.body.invoice.lines.find((l: { label: string }) => l.label.includes('Marc'));
    expect(line).toMatchObject({ exciseCents: EXCISE, cssCents: CSS });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, issued.body.invoice.id));
    const printed = invoiceView(row!.snapshot).lines.find((l) => l.label.includes('Marc'))!;
    expect(dutiesNote(printed)).toBe("dont droits d'accises 10,82 €, cotisation sécurité sociale 3,47 €");
  });

  it('the back office enters and estimates the same line with the same duties', async () => {
    const made = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: { kind: 'individual', lastname: 'Spiritueux', typology: 'particulier' },
    });
    expect(made.body).toMatchObject({ success: true });
    const clientId = made.body.client.id;
    const lines = [
      {
        productId: marc.productId,
        formatId: marc.formatId,
        vintage: marc.vintage,
        quantity: 2,
        discountBp: 0,
      },
    ];
    const estimate = await call(t.app, 'POST', '/v1/orders/manage/price', {
      jwt: owner,
      body: { kind: 'order', clientId, lines },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.lines[0]).toMatchObject({ excise: EXCISE, css: CSS, vatRate: 20 });
    expect(estimate.body).toMatchObject({ excise: EXCISE, css: CSS });

    const entered = await call(t.app, 'POST', '/v1/orders/manage', {
      jwt: owner,
      body: { kind: 'order', clientId, lines },
    });
    expect(entered.status).toBe(200);
    const detail = await call(t.app, 'GET', `/v1/orders/${entered.body.order.id}`, { jwt: owner });
    expect(detail.body.order).toMatchObject({ excise: EXCISE, css: CSS });
    expect(detail.body.order.lines[0]).toMatchObject({ excise: EXCISE, css: CSS });
  });

  it("a shop sets its own amount for the 2026 spirits CSS marked 'verify', never for the law's rows", async () => {
    const cart = () =>
      call(t.app, 'POST', '/v1/orders/get-cart-price', {
        body: { orders: [{ sellerId: seconde, products: [twoBottles()] }] },
      });
    const set = (rateOverrides: unknown) =>
      req(t, 'PUT', '/v1/shops/me', { jwt: owner, shop: seconde, body: { settings: { rateOverrides } } });
    const bad = await set([{ tax: 'css', category: 'spirits', validFrom: '2026-01-01', eurPerHl: -3 }]);
    expect(bad.status).toBe(400);
    expect((await cart()).body.orders[0].lines[0]).toMatchObject({ excise: EXCISE, css: CSS });

    const saved = await set([
      { tax: 'css', category: 'spirits', validFrom: '2026-01-01', eurPerHl: 625 },
      // The excise of 2026 is the law's: a shop's amount for it is not taken.
      { tax: 'excise', category: 'spirits', validFrom: '2026-01-01', eurPerHl: 1 },
    ]);
    expect(saved.status).toBe(200);
    // 0.0056 hl of pure alcohol × 625 € = 3.50 €.
    const priced = (await cart()).body.orders[0].lines[0];
    expect(priced).toMatchObject({ excise: EXCISE, css: 350 });
    expect(priced.cssRate).toMatchObject({ eurPerHl: 625, verify: false });
    expect((await set([])).status).toBe(200);
    expect((await cart()).body.orders[0].lines[0].css).toBe(CSS);
  });
});
