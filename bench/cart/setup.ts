/**
 * The cart benchmarks' world: a PostgreSQL database of their own (created and dropped by
 * ../catalogue/setup.ts), the demo data as `npm start` seeds it, three more sellers made the way
 * the seed makes Maison Seconde (its products, through the back office's own services), and the
 * API built as server.ts builds it, listening on 127.0.0.1.
 */
import { ProductInput } from '@cuvee/contracts';
import { INTEGRATIONS, isFormatVisible } from '@cuvee/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db, DbOrTx } from '../../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { MAISON_SECONDE_PRODUCTS } from '../../apps/api/src/db/seed/demo-catalogue.data.ts';
import { seedDemoDelivery } from '../../apps/api/src/db/seed/demo-delivery.ts';
import { makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { systemScope, systemTx } from '../../apps/api/src/db/tenant.ts';
import { deliveryModes } from '../../apps/api/src/modules/delivery/index.ts';
import { productFormats, products } from '../../apps/api/src/modules/products/index.ts';
import { createProduct } from '../../apps/api/src/modules/products/products.service.ts';
import { createShop } from '../../apps/api/src/modules/shops/shops.service.ts';
import { shops } from '../../apps/api/src/modules/shops/shops.table.ts';
import { stockLines, warehouses } from '../../apps/api/src/modules/stock/index.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

export const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

/** Three more sellers with Maison Seconde's catalogue (4 products) and the demo's delivery. */
async function seedExtraSeller(tx: DbOrTx, n: number) {
  const owner = await makeUser(tx, {
    role: 'owner',
    email: `bench.seller${n}@bench.cuvee.test`,
    username: `bench-seller-${n}`,
    firstname: 'Bench',
    lastname: `Vendeur ${n}`,
    isPro: true,
  });
  const integration = Object.fromEntries(
    INTEGRATIONS.map((k) => [k, { active: ['shop', 'crm', 'stocks'].includes(k) }]),
  );
  const shop = await createShop(tx, {
    name: `Maison Bench ${n}`,
    ownerId: owner.id,
    code: `BENCH00${n}`,
    urlShop: `maison-bench-${n}`,
    integration,
    tabs: [{ id: 'champagnes', name: 'Champagnes', children: [] }],
  });
  const scope = systemScope(shop.id, owner.id);
  // EAN codes are unique across shops: the copies carry none.
  const withoutEan = (p: object) =>
    JSON.parse(JSON.stringify(p, (key, value) => (key === 'ean' ? undefined : value)));
  for (const p of MAISON_SECONDE_PRODUCTS) {
    await createProduct(scope, systemTx(tx), ProductInput.parse(withoutEan(p)));
  }
  await seedDemoDelivery(tx, shop.id, owner.id);
  return shop.id;
}

export type Seller = { id: string; url: string; homeModeId: string };

async function sellerOf(db: Db, url: string): Promise<Seller> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, url));
  const [mode] = await db
    .select({ id: deliveryModes.id })
    .from(deliveryModes)
    .where(and(eq(deliveryModes.shopId, shop!.id), eq(deliveryModes.name, 'Livraison à domicile')));
  return { id: shop!.id, url, homeModeId: mode!.id };
}

/** `count` online bottles of a seller, each with a format a guest (particulier) may buy. */
export async function bottlesOf(db: Db, shopId: string, count: number) {
  const rows = await db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(eq(products.shopId, shopId), eq(products.productType, 'bottle'), eq(products.status, 'online')),
    )
    .orderBy(asc(products.name), asc(productFormats.id));
  const seen = new Set<string>();
  const picked = rows
    .filter((r) => isFormatVisible(r.format, 'particulier'))
    .filter((r) => !seen.has(r.product.id) && seen.add(r.product.id))
    .slice(0, count);
  if (picked.length < count) throw new Error(`${shopId}: ${picked.length} bottles, ${count} wanted`);
  return picked.map((r) => ({
    productId: r.product.id,
    formatId: r.format.id,
    vintageId: r.product.vintages[0]?.id ?? null,
  }));
}

/** Wines of the shop kept in stock in its default warehouse (for placement), with their line. */
export async function stockedBottles(db: Db, shopId: string, count: number) {
  const rows = await db
    .select({ product: products, format: productFormats, line: stockLines })
    .from(stockLines)
    .innerJoin(warehouses, eq(warehouses.id, stockLines.warehouseId))
    .innerJoin(products, eq(products.id, stockLines.productId))
    .innerJoin(productFormats, eq(productFormats.id, stockLines.formatId))
    .where(
      and(
        eq(stockLines.shopId, shopId),
        eq(warehouses.isDefault, true),
        eq(products.productType, 'bottle'),
        eq(products.status, 'online'),
        gt(sql`${stockLines.physical} - ${stockLines.reserved}`, 0),
      ),
    )
    .orderBy(asc(products.name));
  const seen = new Set<string>();
  const picked = rows
    .filter((r) => isFormatVisible(r.format, 'particulier'))
    .filter((r) => !seen.has(r.product.id) && seen.add(r.product.id))
    .slice(0, count);
  if (picked.length < count) throw new Error(`${shopId}: ${picked.length} stocked wines, ${count} wanted`);
  return picked.map((r) => ({
    productId: r.product.id,
    formatId: r.format.id,
    vintageId: r.product.vintages.find((v) => v.name === r.line.vintage)?.id ?? null,
    lineId: r.line.id,
  }));
}

export async function startWorld(opts: { serverUrl: string; port: number; keep?: boolean }) {
  const bench = await createBenchDatabase({ serverUrl: opts.serverUrl, keep: opts.keep, log });
  const db = bench.database.db as Db;
  try {
    await seedDemo(db);
    for (const n of [3, 4, 5]) await db.transaction((tx) => seedExtraSeller(tx, n));
  } catch (err) {
    await bench.cleanup();
    throw err;
  }
  await db.execute(sql`analyze`);
  const sellers = await Promise.all(
    ['domaine-demo', 'maison-seconde', 'maison-bench-3', 'maison-bench-4', 'maison-bench-5'].map((u) =>
      sellerOf(db, u),
    ),
  );
  log(`demo data and 3 more sellers: ${sellers.length} sellers`);
  const config = loadConfig(
    { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', NODE_ENV: 'production' },
    {
      webDist: '/nonexistent-web-dist',
      dataDir: bench.dataDir,
      publicUrl: `http://127.0.0.1:${opts.port}`,
      loginRateLimit: 10_000,
    },
  );
  const app = await buildApp({ config, db, logger: false });
  return {
    bench,
    db,
    app,
    sellers,
    async listen() {
      await app.listen({ port: opts.port, host: '127.0.0.1' });
    },
    async login(email: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().jwt as string;
    },
    async close() {
      await app.close();
      await bench.cleanup();
    },
  };
}
export type World = Awaited<ReturnType<typeof startWorld>>;
