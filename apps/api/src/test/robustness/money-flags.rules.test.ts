import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footprint, modeId, PARIS, shopId, stockedWine } from '../../modules/orders/orders.fixtures.ts';
import { call, createTestApp, type TestApp } from '../test-app.ts';
import { messageProblem } from './checker.ts';
import { buyerFacing, MONEY_FIELDS, moneyFields } from './money-flags.ledger.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi.ts';

/*
 * Robustness class « client-sent money flags » (issue 23, finding 1: `isFromFidelity: true` made
 * any wine free). Every field a buyer-facing operation takes whose name speaks of money — a
 * price, an amount, a discount, a free flag, a loyalty choice, a typology, a total — is listed
 * below with how the server handles it: refused, ignored (a display copy never read for money),
 * or recomputed by the server's own rules; each with the test that proves it. A new such field
 * on a buyer route fails this file until it is listed, and a listed field that no longer exists
 * fails it too. The refused ones are sent here and must be refused in French, nothing changed.
 */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('the rule itself', () => {
  it('finds a money field added to a buyer operation, at any depth, in body and query', () => {
    const op: Operation = {
      method: 'POST',
      path: '/v1/orders/get-cart-price',
      pathParams: [],
      queryParams: [{ name: 'discountCode', required: false, schema: { type: 'string' } }],
      body: {
        type: 'object',
        properties: {
          orders: {
            type: 'array',
            items: { type: 'object', properties: { lines: { items: { properties: { unitPrice: {} } } } } },
          },
        },
      },
    };
    const found = moneyFields(op);
    expect(found).toEqual([
      'POST /v1/orders/get-cart-price body.orders[].lines[].unitPrice',
      'POST /v1/orders/get-cart-price query.discountCode',
    ]);
    expect(found.filter((f) => !MONEY_FIELDS[f])).toEqual(found);
  });
});

describe('client-sent money flags (issue 23)', () => {
  let t: TestApp;
  let ops: Operation[];
  let client: string;
  let demo: string;
  let home: string;
  let wine: Awaited<ReturnType<typeof stockedWine>>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as OpenApiDocument;
    ops = operationsOf(doc);
    client = await t.login('client@cuvee.demo');
    demo = await shopId(t.db, 'domaine-demo');
    home = await modeId(t.db, demo, 'Livraison à domicile');
    wine = await stockedWine(t.db, demo);
  });
  afterAll(() => t?.close());

  const line = (over: Record<string, unknown> = {}) => ({
    idTmp: 'a',
    productId: wine.product.id,
    formatId: wine.format.id,
    vintageId: wine.vintageId,
    quantity: 2,
    ...over,
  });

  it('lists how every money field of every buyer-facing operation is handled, with its proof', () => {
    const found = ops.filter(buyerFacing).flatMap(moneyFields);
    expect(found.length).toBeGreaterThan(10);
    // A new field: say here whether the server refuses it, ignores it or prices it itself.
    expect(found.filter((f) => !MONEY_FIELDS[f])).toEqual([]);
    // A field gone (or no longer open to buyers): its line goes too.
    expect(Object.keys(MONEY_FIELDS).filter((f) => !found.includes(f))).toEqual([]);
    const missingProof = Object.entries(MONEY_FIELDS)
      .filter(([, h]) => !existsSync(`${repoRoot}${h.proof}`))
      .map(([f, h]) => `${f}: ${h.proof}`);
    expect(missingProof).toEqual([]);
  });

  it('refuses in French, changing nothing, every field listed as refused', async () => {
    const price = (order: Record<string, unknown>) =>
      call(t.app, 'POST', '/v1/orders/get-cart-price', {
        jwt: client,
        body: { orders: [{ sellerId: demo, products: [line()], ...order }] },
      });
    const probes: Record<string, () => Promise<{ status: number; body: { message?: unknown } }>> = {
      'POST /v1/orders/get-cart-price body.orders[].products[].isFromFidelity': () =>
        price({ products: [line({ isFromFidelity: true })] }),
      'POST /v1/orders body.orders[].lines[].isFromFidelity': () =>
        call(t.app, 'POST', '/v1/orders', {
          jwt: client,
          body: {
            idempotencyKey: randomUUID(),
            orders: [
              {
                sellerId: demo,
                lines: [line({ isFromFidelity: true })],
                deliveryModeId: home,
                paymentType: 'transfer',
              },
            ],
            deliveryAddress: PARIS,
            acceptTerms: true,
            certifyAdult: true,
          },
        }),
    };
    const refused = Object.entries(MONEY_FIELDS).filter(([, h]) => h.how === 'refused');
    expect(refused.map(([f]) => f).sort()).toEqual(Object.keys(probes).sort());
    for (const [field] of refused) {
      const before = await footprint(t.db);
      const res = await probes[field]!();
      await t.settled();
      expect([field, res.status >= 400 && res.status < 500]).toEqual([field, true]);
      expect([field, messageProblem(JSON.stringify(res.body))]).toEqual([field, null]);
      expect(await footprint(t.db)).toEqual(before);
    }
  });

  it('prices the same after the buyer saved a cart full of forged amounts', async () => {
    const priced = async () =>
      (
        await call(t.app, 'POST', '/v1/orders/get-cart-price', {
          jwt: client,
          body: { orders: [{ sellerId: demo, products: [line()], shipping: { type: home } }] },
        })
      ).body;
    const before = await priced();
    const forged = {
      id: null,
      seller: { id: demo, name: 'Domaine Démo' },
      products: [
        {
          ...line({ isFromFidelity: true, isWrapped: true }),
          productType: 'bottle',
          display: { name: 'x', vintageName: null, formatLabel: 'x', picture: null, unitPrice: 0 },
        },
      ],
      promotions: [randomUUID()],
      loyaltyData: { selectedDiscount: 100_000, selectedLevel: 'or', pointsToLose: 0 },
      shipping: { type: home, collectionPoint: null, price: 0, instructions: '' },
      price: {
        payLater: 0,
        promoAmount: 100_000,
        shipping: 0,
        totalHT: 0,
        margin: 0,
        totalWithMargin: 0,
        totalWithFees: 0,
        commission: 0,
        tva: 0,
        totalTTC: 0,
      },
    };
    const saved = await call(t.app, 'PUT', '/v1/users/me', {
      jwt: client,
      body: { cart: { orders: [forged], lastUpdated: null }, message: false },
    });
    expect(saved.status).toBe(200);
    const after = await priced();
    expect(after).toEqual(before);
    expect(after.orders[0].price.totalTTC).toBeGreaterThan(0);
  });
});
