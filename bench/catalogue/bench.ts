/**
 * Catalogue benchmark: the product-by-slug and product-list routes of the real app against
 * raw twins that run the very same SQL statements through the same driver and answer the
 * rows as JSON, with nothing else (no validation, no mapping, no zod serialization, no hooks).
 *
 *   npx tsx bench/catalogue/bench.ts [--products 10000] [--seconds 5] [--concurrency 32]
 *                                    [--pg postgres://postgres@127.0.0.1:5432/postgres]
 *                                    [--no-signed-in] [--keep] [--no-write]
 *
 * PGlite in a temporary folder by default; with --pg (or BENCH_DATABASE_URL) a fresh
 * PostgreSQL database is created on that server and dropped at the end (--keep keeps it).
 * The results replace this database kind's section of docs/benchmarks/catalogue.md.
 */
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import {
  args,
  CONCURRENCY,
  MAX_REQUESTS,
  PRODUCTS,
  SECONDS,
  SEED,
  SMALL_PRODUCTS,
  SMALL_SHOPS,
  serverUrl,
  WARMUP,
} from './args.ts';
import { generateCatalogue } from './generate.ts';
import { runLoad } from './load.ts';
import { details, fmt, type ResultRow, resultsTable, writeSection } from './report.ts';
import { type Captured, createBenchDatabase, signedInCaviste } from './setup.ts';

const LIST_FILTER = { productType: { $ne: 'prestation' }, color: 'red' };

const log = (...m: unknown[]) => console.log(...m);
const started = Date.now();
const loadAtStart = loadavg()[0]!;
const cleanups: (() => Promise<void> | void)[] = [];

async function main() {
  // 1. The database.
  const bench = await createBenchDatabase({ serverUrl, keep: args.keep, log });
  cleanups.push(() => bench.cleanup());
  const { database, client, dataDir } = bench;
  const { db, kind } = database;

  // 2. The data.
  const t0 = Date.now();
  const counts = [PRODUCTS, ...Array.from({ length: SMALL_SHOPS }, () => SMALL_PRODUCTS)];
  const catalogue = await generateCatalogue(db, {
    shops: counts.length,
    productsPerShop: counts,
    seed: SEED,
  });
  await client.query('analyze');
  const big = catalogue.shops[0]!;
  const shopKey = big.shop.urlShop;
  log(
    `generated ${catalogue.shops.length} shops, ${catalogue.products} products, ${catalogue.formats} formats in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const version = String((await client.query('select version() as v')).rows[0]?.v ?? '');

  // 3. The real app, and the raw twins on a second server.
  const config = loadConfig(
    { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', NODE_ENV: 'production' },
    { webDist: '/nonexistent-web-dist', dataDir, loginRateLimit: 1_000_000 },
  );
  const app = await buildApp({ config, db, logger: false });
  cleanups.unshift(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (app.server.address() as { port: number }).port;

  const listUrl = (offset: number) =>
    `/v1/products?shopIds=${encodeURIComponent(JSON.stringify([shopKey]))}&filter=${encodeURIComponent(JSON.stringify(LIST_FILTER))}&limit=20&offset=${offset}`;
  const productUrl = (slug: string) => `/v1/shops/${shopKey}/products/${encodeURIComponent(slug)}`;

  // Each request's statements are captured from the real route (app.inject, same process)
  // and replayed as they are by its twin: same text, same parameters, same order, so even a
  // statement that depends on an earlier one's rows (the formats of a page) is identical.
  // A statement the app prepared (pg) is replayed as the same named prepared statement.
  async function captureRequest(url: string, headers: Record<string, string> = {}): Promise<Captured[]> {
    let res: Awaited<ReturnType<typeof app.inject>> | undefined;
    const statements = await bench.capture(async () => {
      res = await app.inject({ method: 'GET', url, headers });
    });
    if (res?.statusCode !== 200) throw new Error(`${url}: ${res?.statusCode} ${res?.body.slice(0, 300)}`);
    return statements;
  }
  async function replay(statements: Captured[] | undefined) {
    if (!statements) throw new Error('no captured request');
    const results: Record<string, unknown>[][] = [];
    for (const s of statements)
      results.push((await client.query(s.name ? { name: s.name, text: s.text } : s.text, s.params)).rows);
    return results;
  }

  const slugs = big.sampleSlugs;
  const firstPage = (await app.inject({ method: 'GET', url: listUrl(0) })).json() as {
    total: number;
    products: { id: string }[];
  };
  const pages = Math.max(1, Math.ceil(firstPage.total / 20));
  const offsets = Array.from({ length: pages }, (_, i) => i * 20);

  const authHeaders = { authorization: `Bearer ${await signedInCaviste(app, db, big.shop.id)}` };
  const signedIn = args['signed-in'];

  type Captures = Map<string, Captured[]>;
  const captureAll = async (
    keys: string[],
    url: (key: string) => string,
    headers?: Record<string, string>,
  ) => {
    const map: Captures = new Map();
    for (const key of keys) map.set(key, await captureRequest(url(key), headers));
    return map;
  };
  const t1 = Date.now();
  const productTwins = await captureAll(slugs, productUrl);
  const listTwins = await captureAll(offsets.map(String), (o) => listUrl(Number(o)));
  const productAuthTwins = signedIn ? await captureAll(slugs, productUrl, authHeaders) : null;
  const listAuthTwins = signedIn
    ? await captureAll(offsets.map(String), (o) => listUrl(Number(o)), authHeaders)
    : null;
  log(
    `captured the statements of ${(slugs.length + offsets.length) * (signedIn ? 2 : 1)} requests in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
  );

  const raw = Fastify({ logger: false });
  cleanups.unshift(() => raw.close());
  const offsetOf = (q: unknown) => String((q as { offset?: string }).offset ?? '0');
  const slugOf = (p: unknown) => (p as { slug: string }).slug;
  raw.get('/raw/products', async (req) => replay(listTwins.get(offsetOf(req.query))));
  raw.get('/raw/products/:slug', async (req) => replay(productTwins.get(slugOf(req.params))));
  if (productAuthTwins)
    raw.get('/raw/caviste/products/:slug', async (req) => replay(productAuthTwins.get(slugOf(req.params))));
  if (listAuthTwins)
    raw.get('/raw/caviste/products', async (req) => replay(listAuthTwins.get(offsetOf(req.query))));
  await raw.listen({ host: '127.0.0.1', port: 0 });
  const rawPort = (raw.server.address() as { port: number }).port;

  // Same statements, same answers: the twins are checked against the real routes.
  const idsOf = (rows: Record<string, unknown>[]) => rows.map((r) => r.id).join();
  for (const offset of [0, offsets[Math.floor(pages / 2)]!, offsets.at(-1)!]) {
    const real = (await app.inject({ method: 'GET', url: listUrl(offset) })).json() as {
      products: { id: string }[];
    };
    const results = await replay(listTwins.get(String(offset)));
    if (!results.some((rows) => idsOf(rows) === idsOf(real.products)))
      throw new Error(`the list twin differs from the route at offset ${offset}`);
  }
  for (const slug of slugs.slice(0, 5)) {
    const real = (await app.inject({ method: 'GET', url: productUrl(slug) })).json() as {
      product: { id: string };
    };
    const results = await replay(productTwins.get(slug));
    if (!results.some((rows) => rows[0]?.id === real.product.id))
      throw new Error(`the product twin differs from the route for ${slug}`);
  }
  const listBytes = (await app.inject({ method: 'GET', url: listUrl(0) })).body.length;
  const count = (m: Captures | null) => (m ? ([...m.values()][0]?.length ?? 0) : 0);
  const statementCounts = {
    list: count(listTwins),
    product: count(productTwins),
    listAuth: count(listAuthTwins),
    productAuth: count(productAuthTwins),
  };
  log(
    `list: ${firstPage.total} visible red products, ${pages} pages, ${listBytes} bytes a page; ` +
      `statements per request: ${JSON.stringify(statementCounts)}`,
  );

  // 4. The runs, one after the other.
  const rows: ResultRow[] = [];
  const load = (port: number, paths: string[], headers?: Record<string, string>) =>
    runLoad({
      port,
      paths,
      headers,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      maxRequests: MAX_REQUESTS,
    });
  const pair = async (
    route: string,
    twin: string,
    realPaths: string[],
    rawPaths: string[],
    headers?: Record<string, string>,
  ) => {
    log(`running ${route} …`);
    const real = await load(appPort, realPaths, headers);
    log(`running ${twin} …`);
    const rawResult = await load(rawPort, rawPaths);
    rows.push({ route, twin, real, raw: rawResult });
  };
  await pair(
    'GET /v1/shops/:shop/products/:slug',
    'raw /raw/products/:slug',
    slugs.map(productUrl),
    slugs.map((s) => `/raw/products/${encodeURIComponent(s)}`),
  );
  if (productAuthTwins)
    await pair(
      'GET /v1/shops/:shop/products/:slug as a signed-in caviste',
      'raw /raw/caviste/products/:slug',
      slugs.map(productUrl),
      slugs.map((s) => `/raw/caviste/products/${encodeURIComponent(s)}`),
      authHeaders,
    );
  await pair(
    'GET /v1/products (20, red, not prestation)',
    'raw /raw/products',
    offsets.map(listUrl),
    offsets.map((o) => `/raw/products?offset=${o}`),
  );
  if (listAuthTwins)
    await pair(
      'GET /v1/products as a signed-in caviste',
      'raw /raw/caviste/products',
      offsets.map(listUrl),
      offsets.map((o) => `/raw/caviste/products?offset=${o}`),
      authHeaders,
    );

  // 5. The plans of every statement of a list request (first and last page) and of a product.
  const explainRequest = async (statements: Captured[] | undefined) => {
    const out: string[] = [];
    for (const st of statements ?? []) {
      const res = await client.query(`explain (analyze, buffers) ${st.text}`, st.params);
      const text = st.text.replace(/\s+/g, ' ');
      out.push(`-- ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`);
      out.push(...res.rows.map((r) => String(Object.values(r)[0])), '');
    }
    return out.join('\n').trimEnd();
  };
  const plans = {
    first: await explainRequest(listTwins.get('0')),
    last: await explainRequest(listTwins.get(String(offsets.at(-1)))),
    product: await explainRequest(productTwins.get(slugs[0]!)),
  };

  // 6. The report.
  const md = resultsTable(rows);
  log(`\n${md.replaceAll('**', '')}\n`);
  log(`plans of the list request (first page):\n${plans.first}\n`);
  const errors = rows.reduce((s, r) => s + r.real.errors + r.raw.errors, 0);
  if (errors)
    log(
      `WARNING: ${errors} requests did not answer 200`,
      rows.map((r) => [r.real.statuses, r.raw.statuses]),
    );

  const cpu = cpus();
  const section = [
    `## ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load client in a worker thread of the same process; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (other work on the machine skews the numbers)`,
    `- Database: ${kind === 'pglite' ? 'PGlite (in-process, files in a temporary folder)' : 'PostgreSQL over TCP on 127.0.0.1, pg.Pool of 10'} — ${version.split(',')[0]}`,
    `- Data: ${catalogue.shops.length} shops, ${fmt(catalogue.products)} products, ${fmt(catalogue.formats)} formats (the measured shop has ${fmt(big.products)} products; seed ${SEED}); list: ${fmt(firstPage.total)} visible red products, ${pages} pages of 20 visited in turn, ${fmt(listBytes)} bytes a page`,
    `- Load: ${CONCURRENCY} keep-alive connections, ${WARMUP} s warm-up then ${SECONDS} s per row, anonymous visitor unless said otherwise`,
    `- SQL statements per request: product ${statementCounts.product}, list ${statementCounts.list}${signedIn ? `; signed in: product ${statementCounts.productAuth}, list ${statementCounts.listAuth}` : ''}`,
    '',
    md,
    '',
    ...details('Plans of the list request, first page', plans.first),
    ...details('Plans of the list request, last page', plans.last),
    ...details('Plans of the product request', plans.product),
  ].join('\n');
  if (args.write) writeSection(args.out, kind, section);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function cleanup() {
  for (const c of cleanups.splice(0)) {
    try {
      await c();
    } catch (err) {
      console.error('cleanup:', err);
    }
  }
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
