/**
 * Where a catalogue request's time goes, stage by stage, measured one call at a time in
 * this process (no concurrency, so no CPU contention): the SQL alone, the store function
 * (Drizzle's query building and row mapping + the price mapping), the price mapping alone,
 * the zod response serializer against JSON.stringify, the querystring validation, and the
 * whole route through `app.inject`.
 *
 *   npx tsx bench/catalogue/stages.ts [--products 10000] [--pg postgres://…] [--iterations 200]
 */
import { parseArgs } from 'node:util';
import { ProductListResponse, StoreProduct } from '@cuvee/contracts';
import { ProductListQuery } from '@cuvee/contracts/storefront.query';
import { asc, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { addMembership, makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { publicRead } from '../../apps/api/src/db/tenant.ts';
import { openSession } from '../../apps/api/src/modules/auth/sessions.service.ts';
import { productFormats, products } from '../../apps/api/src/modules/products/products.table.ts';
import { toStoreProduct } from '../../apps/api/src/modules/storefront/storefront.mapper.ts';
import {
  getStoreProduct as getStoreProductOf,
  listStoreProducts as listStoreProductsOf,
} from '../../apps/api/src/modules/storefront/storefront.store.ts';
import { catalogueViewer } from '../../apps/api/src/modules/storefront/storefront.viewer.ts';
import { loadSessionPrincipal } from '../../apps/api/src/modules/users/users.service.ts';
import { generateCatalogue } from './generate.ts';
import { createBenchDatabase } from './setup.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '200' },
    seed: { type: 'string', default: '42' },
    pg: { type: 'string' },
  },
});
const ITER = Number(args.iterations);
const serverUrl = args.pg ?? process.env.BENCH_DATABASE_URL;
// The storefront's public reads, as its routes make them (decision 0015).
const getStoreProduct = (db: Parameters<typeof publicRead>[0], ...rest: Tail<typeof getStoreProductOf>) =>
  getStoreProductOf(publicRead(db), ...rest);
const listStoreProducts = (db: Parameters<typeof publicRead>[0], ...rest: Tail<typeof listStoreProductsOf>) =>
  listStoreProductsOf(publicRead(db), ...rest);
type Tail<F extends (...args: never[]) => unknown> = F extends (first: never, ...rest: infer R) => unknown
  ? R
  : never;
const filter = { productType: { $ne: 'prestation' as const }, color: 'red' };

/** Mean microseconds per call of `fn`, after a tenth as many warm-up calls. */
async function time(fn: () => unknown, iterations = ITER): Promise<number> {
  for (let i = 0; i < Math.ceil(iterations / 10); i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) await fn();
  return ((performance.now() - t0) / iterations) * 1000;
}

const bench = await createBenchDatabase({ serverUrl, log: console.log });
try {
  const { database, client, dataDir } = bench;
  const { db } = database;
  const catalogue = await generateCatalogue(db, {
    shops: 5,
    productsPerShop: [Number(args.products), 60, 60, 60, 60],
    seed: Number(args.seed),
  });
  await client.query('analyze');
  const { shop, sampleSlugs } = catalogue.shops[0]!;
  const config = loadConfig(
    { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', NODE_ENV: 'production' },
    { webDist: '/nonexistent-web-dist', dataDir },
  );
  const app = await buildApp({ config, db, logger: false });
  // A no-op route behind the app's hooks and plugins, and the same on a bare Fastify.
  app.get('/bench/noop', async () => ({ success: true }));
  await app.ready();
  const bare = Fastify({ logger: false });
  bare.get('/bench/noop', async () => ({ success: true }));
  await bare.ready();

  const slug = sampleSlugs[0]!;
  const productUrl = `/v1/shops/${shop.urlShop}/products/${slug}`;
  const queryString = {
    shopIds: JSON.stringify([shop.urlShop]),
    filter: JSON.stringify(filter),
    limit: '20',
    offset: '0',
  };
  const listUrl = `/v1/products?${new URLSearchParams(queryString)}`;
  const listQuery = ProductListQuery.parse(queryString);

  const productStatements = await bench.capture(() => getStoreProduct(db, null, shop.urlShop, slug));
  const listStatements = await bench.capture(() => listStoreProducts(db, null, listQuery));
  const runAll = async (statements: typeof listStatements) => {
    // Prepared statements (pg) run under the app's name, as the app runs them.
    for (const s of statements)
      await client.query(s.name ? { name: s.name, text: s.text } : s.text, s.params);
  };

  // The mapper's input: the rows of the listed products and their formats.
  const ids = (await listStoreProducts(db, null, listQuery)).products.map((p) => p.id);
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const formats = await db
    .select()
    .from(productFormats)
    .where(inArray(productFormats.productId, ids))
    .orderBy(asc(productFormats.position), asc(productFormats.id));
  const viewer = catalogueViewer(shop, null);
  const mapOne = (row: (typeof rows)[number]) =>
    toStoreProduct(
      row,
      formats.filter((f) => f.productId === row.id),
      shop,
      viewer,
    );

  const listPayload = { success: true as const, ...(await listStoreProducts(db, null, listQuery)) };
  const productPayload = {
    success: true as const,
    product: (await getStoreProduct(db, null, shop.urlShop, slug)).product,
  };
  const serializeList = serializerCompiler({
    schema: ProductListResponse,
    method: 'GET',
    url: '/v1/products',
  });
  const serializeProduct = serializerCompiler({
    schema: z.object({ success: z.literal(true), product: StoreProduct }),
    method: 'GET',
    url: '/v1/shops/:shop/products/:product',
  });
  const validateQuery = validatorCompiler({ schema: ProductListQuery, method: 'GET', url: '/v1/products' });

  const results: [string, number, number][] = [];
  const add = async (stage: string, product: () => unknown, list: () => unknown) => {
    results.push([stage, await time(product, ITER * 5), await time(list)]);
  };
  await add(
    'SQL alone (the same statements, driver only)',
    () => runAll(productStatements),
    () => runAll(listStatements),
  );
  await add(
    'store function (Drizzle + SQL + price mapping)',
    () => getStoreProduct(db, null, shop.urlShop, slug),
    () => listStoreProducts(db, null, listQuery),
  );
  await add(
    'price mapping alone (toStoreProduct)',
    () => mapOne(rows[0]!),
    () => rows.map(mapOne),
  );
  await add(
    'zod response serializer (safeEncode + stringify)',
    () => serializeProduct(productPayload),
    () => serializeList(listPayload),
  );
  await add(
    'JSON.stringify alone',
    () => JSON.stringify(productPayload),
    () => JSON.stringify(listPayload),
  );
  await add(
    'querystring validation (zod)',
    () => 0,
    () => validateQuery(queryString),
  );
  await add(
    'whole route (app.inject)',
    () => app.inject({ method: 'GET', url: productUrl }),
    () => app.inject({ method: 'GET', url: listUrl }),
  );

  await add(
    'no-op route behind the app (app.inject)',
    () => app.inject({ method: 'GET', url: '/bench/noop' }),
    () => app.inject({ method: 'GET', url: '/bench/noop' }),
  );
  await add(
    'no-op route on a bare Fastify (inject)',
    () => bare.inject({ method: 'GET', url: '/bench/noop' }),
    () => bare.inject({ method: 'GET', url: '/bench/noop' }),
  );
  // A signed-in buyer: the token is verified and the principal loaded on every request.
  const buyer = await makeUser(db, { role: 'buyer', email: 'stages-caviste@bench.cuvee.test', isPro: true });
  await addMembership(db, { shopId: shop.id, userId: buyer.id, role: 'buyer', typology: 'caviste' });
  const session = await openSession(db, { userId: buyer.id });
  const jwt = app.jwt.sign({ sub: buyer.id, sid: session.id, tv: buyer.tokenVersion, typ: 'user' });
  // The request path loads the principal with its session checked (decision 0023).
  const principalStatements = await bench.capture(() => loadSessionPrincipal(db, buyer.id, session.id));
  await add(
    `principal: its SQL alone (${principalStatements.length} statement${principalStatements.length > 1 ? 's' : ''})`,
    () => runAll(principalStatements),
    () => runAll(principalStatements),
  );
  await add(
    'principal: loadSessionPrincipal (Drizzle + SQL)',
    () => loadSessionPrincipal(db, buyer.id, session.id),
    () => loadSessionPrincipal(db, buyer.id, session.id),
  );
  await add(
    'principal: JWT verification',
    () => app.jwt.verify(jwt),
    () => app.jwt.verify(jwt),
  );
  const signedIn = { authorization: `Bearer ${jwt}` };
  await add(
    'whole route, signed-in caviste (app.inject)',
    () => app.inject({ method: 'GET', url: productUrl, headers: signedIn }),
    () => app.inject({ method: 'GET', url: listUrl, headers: signedIn }),
  );
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  await add(
    'whole route, as a browser asks (accept-encoding br, gzip)',
    () => app.inject({ method: 'GET', url: productUrl, headers: browser }),
    () => app.inject({ method: 'GET', url: listUrl, headers: browser }),
  );
  const encoded = await app.inject({ method: 'GET', url: listUrl, headers: browser });

  console.log(
    `\n${database.kind}, ${catalogue.products} products; one call at a time; mean µs per call (list: 20 products, ${JSON.stringify(listPayload).length} bytes, ${encoded.rawPayload.length} bytes as ${encoded.headers['content-encoding']})\n`,
  );
  console.log(`| stage | product by slug | list of 20 |\n| --- | --- | --- |`);
  for (const [stage, p, l] of results) console.log(`| ${stage} | ${p.toFixed(0)} | ${l.toFixed(0)} |`);
  await app.close();
  await bare.close();
} finally {
  await bench.cleanup();
}
