import { stockRoutes } from '@cuvee/contracts';
import type { ManualKind } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callRoute } from '../../test/test-calls.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import { crdMovements } from './crd.table.ts';
import { stockAllocations, stockReservations } from './reservations.table.ts';
import { stockLines, stockMovements, warehouses } from './stock.table.ts';

/** What the stock tests read of the demo: Domaine Démo, its warehouses and a wine's format. */
export async function demoStock(t: TestApp) {
  const shopOf = async (url: string) =>
    (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, url)))[0]!.id;
  const shopId = await shopOf('domaine-demo');
  const otherShopId = await shopOf('maison-seconde');
  const named = async (name: string) =>
    (
      await t.db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.shopId, shopId), eq(warehouses.name, name)))
    )[0];
  // The default cellar and the logistician (the demo's bonded ageing cellar is the DRM's).
  const cellar = await named('Chai du domaine');
  const logistics = await named('Logistique Sud');
  const formatOf = async (shop: string, name: string) =>
    (
      await t.db
        .select({ id: productFormats.id, productId: products.id })
        .from(productFormats)
        .innerJoin(products, eq(products.id, productFormats.productId))
        .where(and(eq(products.shopId, shop), eq(products.name, name)))
        .orderBy(productFormats.position)
        .limit(1)
    )[0]!;
  const wine = await formatOf(shopId, 'Vieilles Vignes Syrah');
  const [otherProduct] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.shopId, otherShopId))
    .limit(1);
  const [otherFormat] = await t.db
    .select({ id: productFormats.id })
    .from(productFormats)
    .where(eq(productFormats.productId, otherProduct!.id))
    .limit(1);
  return {
    shopId,
    otherShopId,
    cellar: cellar!,
    logistics: logistics!,
    wine,
    otherFormatId: otherFormat!.id,
  };
}

/** Rows of every stock table, to show a refused call changed nothing. */
export async function stockCounts(t: TestApp) {
  const n = async (
    table:
      | typeof stockLines
      | typeof stockMovements
      | typeof warehouses
      | typeof stockReservations
      | typeof stockAllocations
      | typeof crdMovements,
  ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const [levels] = await t.db
    .select({
      physical: sql<number>`coalesce(sum(${stockLines.physical}), 0)::int`,
      reserved: sql<number>`coalesce(sum(${stockLines.reserved}), 0)::int`,
    })
    .from(stockLines);
  return {
    warehouses: await n(warehouses),
    lines: await n(stockLines),
    movements: await n(stockMovements),
    reservations: await n(stockReservations),
    allocations: await n(stockAllocations),
    crd: await n(crdMovements),
    ...levels,
  };
}

/**
 * A test file's app on the demo, its owner's token and the demo's stock facts, set up before
 * the file's tests and closed after them.
 */
export function useStockApp() {
  const state = {} as { t: TestApp; owner: string; demo: Awaited<ReturnType<typeof demoStock>> };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.owner = await state.t.login('proprietaire@cuvee.demo');
    state.demo = await demoStock(state.t);
  });
  afterAll(() => state.t?.close());
  return state;
}

/** Records a movement of the demo wine's 2021 vintage in the cellar, as the owner. */
export function recordOn(
  app: ReturnType<typeof useStockApp>,
  kind: ManualKind,
  quantity: number,
  lot: string,
  extra: Record<string, unknown> = {},
) {
  const body = {
    warehouseId: app.demo.cellar.id,
    formatId: app.demo.wine.id,
    vintage: '2021',
    lot,
    kind,
    quantity,
  };
  return callRoute(app.t.app, stockRoutes.recordMovement, { jwt: app.owner, body: { ...body, ...extra } });
}
