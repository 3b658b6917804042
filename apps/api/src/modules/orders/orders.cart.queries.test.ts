import { isFormatVisible } from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products } from '../products/index.ts';
import { modeId, shopId } from './orders.fixtures.ts';

// get-cart-price reads each table once whatever the cart holds (decision 0040): every statement
// the app sends is counted, so a query per line or per seller cannot hide (bench/cart-price.mjs
// measures the same call at 20 lines across 5 sellers).
const seen: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
});
afterAll(() => t?.close());

/** The seller's online bottles, each with a format a guest may buy, as cart lines. */
async function linesOf(shop: string, count: number) {
  const rows = await t.db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(products.shopId, shop), eq(products.productType, 'bottle'), eq(products.status, 'online')))
    .orderBy(asc(products.name), asc(productFormats.id));
  const taken = new Set<string>();
  return rows
    .filter(
      (r) => isFormatVisible(r.format, 'particulier') && !taken.has(r.product.id) && taken.add(r.product.id),
    )
    .slice(0, count)
    .map((r, i) => ({
      idTmp: `${r.product.id}:${r.format.id}`,
      productId: r.product.id,
      formatId: r.format.id,
      vintageId: r.product.vintages[0]?.id ?? null,
      quantity: i + 1,
    }));
}

async function statementsOf(body: unknown) {
  seen.length = 0;
  const res = await call(t.app, 'POST', '/v1/orders/get-cart-price', { body });
  expect(res.status).toBe(200);
  return { count: seen.length, lines: res.body.orders.flatMap((o: { lines: unknown[] }) => o.lines).length };
}

it('prices one line and a dozen lines of two sellers with the same four statements', async () => {
  const demo = await shopId(t.db, 'domaine-demo');
  const seconde = await shopId(t.db, 'maison-seconde');
  const demoLines = await linesOf(demo, 8);
  const secondeLines = await linesOf(seconde, 4);
  const shipping = async (shop: string) => ({ type: await modeId(t.db, shop, 'Livraison à domicile') });

  const one = await statementsOf({
    orders: [{ sellerId: demo, products: demoLines.slice(0, 1), shipping: await shipping(demo) }],
  });
  const many = await statementsOf({
    orders: [
      { sellerId: demo, products: demoLines, shipping: await shipping(demo) },
      { sellerId: seconde, products: secondeLines, shipping: await shipping(seconde) },
    ],
  });
  expect(one.lines).toBe(1);
  expect(many.lines).toBe(12);
  // Shops, products, formats, delivery modes: one statement each, however many lines.
  expect(one.count).toBeLessThanOrEqual(4);
  expect(many.count).toBe(one.count);
});
