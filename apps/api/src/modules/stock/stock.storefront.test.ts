import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import { stockLines, stockSettings } from './stock.table.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  shopId = shop!.id;
});
afterAll(() => t?.close());

type Answered = { formats: { id: string; outOfStock: boolean }[] };
const flags = (p: Answered) => Object.fromEntries(p.formats.map((f) => [f.id, f.outOfStock]));
const markOutOfStock = (on: boolean) =>
  t.db.update(stockSettings).set({ autoOutOfStock: on }).where(eq(stockSettings.shopId, shopId));

it('says a format is out of stock on the storefront when none of it is available, if the shop marks it', async () => {
  // A product of the demo with two stocked formats: one emptied here, the other left as seeded.
  const [line] = await t.db
    .select({ productId: stockLines.productId, formatId: stockLines.formatId })
    .from(stockLines)
    .where(and(eq(stockLines.shopId, shopId), gt(stockLines.physical, 0)))
    .limit(1);
  const [product] = await t.db.select().from(products).where(eq(products.id, line!.productId));
  const [other] = await t.db
    .insert(productFormats)
    .values({ ...(await formatLike(line!.formatId)), nameInShop: 'Jéroboam' })
    .returning({ id: productFormats.id });
  await t.db
    .update(stockLines)
    .set({ physical: 0, reserved: 0 })
    .where(and(eq(stockLines.shopId, shopId), eq(stockLines.formatId, line!.formatId)));
  const page = `/v1/shops/domaine-demo/products/${product!.slug}`;
  const list = `/v1/products?shopIds=${encodeURIComponent('["domaine-demo"]')}&limit=100`;
  const inList = async () =>
    ((await call(t.app, 'GET', list)).body.products as (Answered & { id: string })[]).find(
      (p) => p.id === product!.id,
    )!;

  await markOutOfStock(true);
  const marked = flags((await call(t.app, 'GET', page)).body.product);
  // The emptied format is out; a format the shop keeps no stock of is never said to be.
  expect(marked[line!.formatId]).toBe(true);
  expect(marked[other!.id]).toBe(false);
  expect(flags(await inList())).toEqual(marked);

  // A shop that does not mark products out of stock shows no format as missing.
  await markOutOfStock(false);
  expect(Object.values(flags((await call(t.app, 'GET', page)).body.product))).not.toContain(true);
  expect(Object.values(flags(await inList()))).not.toContain(true);
});

async function formatLike(formatId: string) {
  const [f] = await t.db.select().from(productFormats).where(eq(productFormats.id, formatId));
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ean: _e,
    gtin: _g,
    ...rest
  } = f as typeof f & Record<string, unknown>;
  return { ...rest, position: Number(rest.position) + 1 } as typeof productFormats.$inferInsert;
}
