import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ROUTES } from '@cuvee/contracts';
import { ACTIONS } from '@cuvee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footprint, modeId, PARIS, shopId, stockedWine } from '../../modules/orders/orders.fixtures.ts';
import { call, createTestApp, type TestApp } from '../test-app.ts';
import { messageProblem } from './checker.ts';
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationName,
  operationsOf,
} from './openapi.ts';

/*
 * Robustness class « client-sent money flags » (issue 23, finding 1: `isFromFidelity: true` made
 * any wine free). Every field a buyer-facing operation takes whose name speaks of money — a
 * price, an amount, a discount, a free flag, a loyalty choice, a typology, a total — is listed
 * below with how the server handles it: refused, ignored (a display copy never read for money),
 * or recomputed by the server's own rules; each with the test that proves it. A new such field
 * on a buyer route fails this file until it is listed, and a listed field that no longer exists
 * fails it too. The refused ones are sent here and must be refused in French, nothing changed.
 */

/** Field names that speak of money (over-inclusive on purpose: a false alarm costs one line). */
const MONEY =
  /price|amount|discount|free|fidelity|loyalty|typolog|promo|total|cents|margin|commission|tva|vat|tax|wrap|franco|fee|cost/i;

/** The operations a buyer or a visitor may call: their action is open to anyone or any user. */
const BUYER_RULES = new Set(['anyone', 'user', 'session']);

type Handling = {
  how: 'refused' | 'ignored' | 'server';
  why: string;
  /** The test file (from the repository's root) that proves it. */
  proof: string;
};

const PROPERTIES = 'apps/api/src/modules/orders/orders.cart.properties.test.ts';
const FLAGS = 'apps/api/src/modules/orders/orders.money-flags.test.ts';
const THIS = 'apps/api/src/test/robustness/money-flags.rules.test.ts';

const SAVED_CART: Handling = {
  how: 'ignored',
  why: "the browser's copy of its cart, for display: pricing and placement read only ids and quantities",
  proof: THIS,
};
const TYPOLOGY_PREVIEW: Handling = {
  how: 'ignored',
  why: "a staff member's preview; a buyer always sees their own typology's prices",
  proof: 'apps/api/src/modules/storefront/storefront.store.test.ts',
};
const FREE_CLAIM: Handling = {
  how: 'refused',
  why: 'a line is offered only by a loyalty reward the server finds; none exist yet: 422',
  proof: FLAGS,
};
const WRAPPING: Handling = {
  how: 'server',
  why: "priced at the product's own wrapping price, only when the product offers wrapping",
  proof: PROPERTIES,
};

export const MONEY_FIELDS: Record<string, Handling> = {
  'POST /v1/orders/get-cart-price body.orders[].products[].isFromFidelity': FREE_CLAIM,
  'POST /v1/orders/get-cart-price body.orders[].products[].isWrapped': WRAPPING,
  'POST /v1/orders/get-cart-price body.orders[].promotions': {
    how: 'refused',
    why: 'loyalty promotions are not built: the buyer holds none (404)',
    proof: FLAGS,
  },
  'POST /v1/orders/get-cart-price body.orders[].reservations': {
    how: 'refused',
    why: 'events are not sold yet (404)',
    proof: THIS,
  },
  'POST /v1/orders/get-cart-price body.orders[].reservations[].prices': {
    how: 'refused',
    why: 'rate ids and quantities of a reservation, refused with it (404)',
    proof: THIS,
  },
  'POST /v1/orders body.orders[].lines[].isFromFidelity': FREE_CLAIM,
  'POST /v1/orders body.orders[].lines[].isWrapped': WRAPPING,
  'POST /v1/shops/{id}/delivery-options body.summary.amountHT': {
    how: 'ignored',
    why: "the options shown for the cart's estimate; placement prices delivery from its own order summary",
    proof: PROPERTIES,
  },
  'GET /v1/products query.typology': TYPOLOGY_PREVIEW,
  'GET /v1/shops/{id}/storefront query.typology': TYPOLOGY_PREVIEW,
  'GET /v1/shops/{shop}/products/{product} query.typology': TYPOLOGY_PREVIEW,
  ...Object.fromEntries(
    [
      'products[].isFromFidelity',
      'products[].isWrapped',
      'products[].display.unitPrice',
      'reservations',
      'reservations[].selectedPrices',
      'reservations[].selectedPrices[].priceTTC',
      'reservations[].totalQuantity',
      'reservations[].taxQuantities',
      'promotions',
      'loyaltyData',
      'loyaltyData.selectedDiscount',
      'shipping.collectionPoint.price',
      'shipping.price',
      'price',
      'price.promoAmount',
      'price.totalHT',
      'price.margin',
      'price.totalWithMargin',
      'price.totalWithFees',
      'price.commission',
      'price.tva',
      'price.totalTTC',
    ].map((at) => [`PUT /v1/users/me body.cart.orders[].${at}`, SAVED_CART]),
  ),
};

/** Every money-like field of an operation's body and query, as `body.a[].b` places. */
export function moneyFields(op: Operation): string[] {
  const out: string[] = [];
  const walk = (s: JsonSchema, at: string, depth: number) => {
    if (depth > 16) return;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const x of s[key] ?? []) walk(x, at, depth + 1);
    if (s.items) walk(s.items, `${at}[]`, depth + 1);
    for (const [name, field] of Object.entries(s.properties ?? {})) {
      if (MONEY.test(name)) out.push(`${at}.${name}`);
      walk(field, `${at}.${name}`, depth + 1);
    }
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${at}.*`, depth + 1);
  };
  if (op.body) walk(op.body, 'body', 0);
  for (const q of op.queryParams) {
    if (MONEY.test(q.name)) out.push(`query.${q.name}`);
    walk(q.schema, `query.${q.name}`, 0);
  }
  return [...new Set(out)].map((at) => `${operationName(op)} ${at}`);
}

const accessOf = new Map(
  ALL_ROUTES.map((r) => [`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`, r.access]),
);
/** Whether a buyer or a visitor may call the operation (an operation of no contract counts too). */
export function buyerFacing(op: Operation): boolean {
  const action = accessOf.get(operationName(op));
  if (!action) return true;
  return BUYER_RULES.has((ACTIONS as Record<string, { who: string }>)[action]?.who ?? '');
}

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
      'POST /v1/orders/get-cart-price body.orders[].promotions': () => price({ promotions: [randomUUID()] }),
      'POST /v1/orders/get-cart-price body.orders[].reservations': () =>
        price({
          reservations: [
            { eventId: randomUUID(), slotId: randomUUID(), prices: [{ rateId: 'r', quantity: 1 }] },
          ],
        }),
      'POST /v1/orders/get-cart-price body.orders[].reservations[].prices': () =>
        price({
          reservations: [
            { eventId: randomUUID(), slotId: randomUUID(), prices: [{ rateId: 'free', quantity: 9 }] },
          ],
        }),
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
