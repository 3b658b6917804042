/**
 * `POST /v1/orders/get-cart-price` for a guest's cart of 20 lines across 5 sellers (4 each, home
 * delivery chosen), 50 connections, against a raw route reading the same rows by primary key
 * in the same run (issue 14, item 8). Started by `node bench/cart-price.mjs`.
 *
 * The raw route is bench-only: a bare Fastify server in this process, on the app's own pg.Pool,
 * answering the same body with the rows of its products, formats and sellers, each table read
 * once by primary key (`where id = any($1)`), with the chosen delivery modes: 4 statements, no transaction, no pricing.
 */
import Fastify from 'fastify';
import type { Captured } from '../catalogue/setup.ts';
import { arg, fmt, fmtSpread, type LoadResult, machineLoad, runLoad, spread } from './load.ts';
import { bottlesOf, log, startWorld } from './setup.ts';

const SERVER = arg('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = Number(arg('port', '3800'));
const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '20'));
const WARMUP = Number(arg('warmup', '3'));
const CONNECTIONS = Number(arg('connections', '50'));

const world = await startWorld({ serverUrl: SERVER, port: PORT });
try {
  const orders = [];
  for (const seller of world.sellers) {
    const bottles = await bottlesOf(world.db, seller.id, 4);
    orders.push({
      sellerId: seller.id,
      products: bottles.map((b, i) => ({ idTmp: `${seller.url}-${i}`, ...b, quantity: 1 + i })),
      shipping: { type: seller.homeModeId },
    });
  }
  const body = { orders };
  const lines = orders.flatMap((o) => o.products);

  // Statements of one call, by cart size: the count must not grow with the lines.
  const statements = async (b: unknown) => {
    let status = 0;
    const seen: Captured[] = await world.bench.capture(async () => {
      const res = await world.app.inject({
        method: 'POST',
        url: '/v1/orders/get-cart-price',
        payload: b as object,
      });
      status = res.statusCode;
      if (status !== 200) throw new Error(`get-cart-price: ${status} ${res.body}`);
    });
    return { status, count: seen.length, texts: seen.map((s) => s.text) };
  };
  const one = await statements({ orders: [{ ...orders[0]!, products: orders[0]!.products.slice(0, 1) }] });
  const fiveOfOne = await statements({
    orders: orders.map((o) => ({ ...o, products: o.products.slice(0, 1) })),
  });
  const full = await statements(body);
  const check = await world.app.inject({ method: 'POST', url: '/v1/orders/get-cart-price', payload: body });
  const priced = check.json() as { orders: { lines: unknown[] }[]; total: { totalTTC: number } };
  const pricedLines = priced.orders.reduce((n, o) => n + o.lines.length, 0);
  if (pricedLines !== 20) throw new Error(`the cart priced ${pricedLines} lines, not 20`);
  log(`statements: 1 line ${one.count}, 5 sellers × 1 line ${fiveOfOne.count}, 5 × 4 lines ${full.count}`);
  if (arg('show-sql', '') === 'true') for (const t of full.texts) console.error(`  ${t.slice(0, 160)}`);

  const client = world.bench.client;
  const raw = Fastify({ logger: false });
  raw.post('/raw/cart', async (req) => {
    const b = req.body as typeof body;
    const ls = b.orders.flatMap((o) => o.products);
    const [p, f, s] = [
      await client.query('select * from products where id = any($1)', [ls.map((l) => l.productId)]),
      await client.query('select * from product_formats where id = any($1)', [ls.map((l) => l.formatId)]),
      await client.query('select * from shops where id = any($1)', [b.orders.map((o) => o.sellerId)]),
    ];
    const modes = b.orders.map((o) => o.shipping.type);
    const d = await client.query('select * from delivery_modes where id = any($1)', [modes]);
    return { products: p.rows.length, formats: f.rows.length, sellers: s.rows.length, modes: d.rows.length };
  });
  await world.listen();
  await raw.listen({ port: PORT + 1, host: '127.0.0.1' });
  const rawCheck = await (
    await fetch(`http://127.0.0.1:${PORT + 1}/raw/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
  log(`raw route reads ${JSON.stringify(rawCheck)}`);

  const runs: { cart: LoadResult; raw: LoadResult; load: string }[] = [];
  const load = (url: string) =>
    runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP, body });
  for (let r = 0; r < RUNS; r++) {
    // Alternate the order so that neither side always runs second.
    const cartUrl = `http://127.0.0.1:${PORT}/v1/orders/get-cart-price`;
    const rawUrl = `http://127.0.0.1:${PORT + 1}/raw/cart`;
    const before = machineLoad();
    let cart: LoadResult;
    let rawResult: LoadResult;
    if (r % 2 === 0) {
      cart = await load(cartUrl);
      rawResult = await load(rawUrl);
    } else {
      rawResult = await load(rawUrl);
      cart = await load(cartUrl);
    }
    runs.push({ cart, raw: rawResult, load: before });
    log(
      `run ${r + 1}: cart ${fmt(cart.rps)} req/s p50 ${cart.p50} p99 ${cart.p99} ms (non-2xx ${cart.non2xx}, errors ${cart.errors}); ` +
        `raw ${fmt(rawResult.rps)} req/s p50 ${rawResult.p50} p99 ${rawResult.p99} ms; ratio ${fmt(cart.rps / rawResult.rps, 3)}; ${before}`,
    );
  }
  await raw.close();

  const col = (pick: (x: { cart: LoadResult; raw: LoadResult }) => number, d = 1) =>
    fmtSpread(runs.map(pick), d);
  console.log(`\n## get-cart-price, 20 lines across 5 sellers (${new Date().toISOString().slice(0, 16)}Z)\n`);
  console.log(
    `${RUNS} runs of ${SECONDS} s (after ${WARMUP} s of warm-up each), ${CONNECTIONS} connections, median (min–max):\n`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | answer bytes | non-2xx + errors |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| get-cart-price | ${col((x) => x.cart.rps)} | ${col((x) => x.cart.p50)} | ${col((x) => x.cart.p99)} | ${fmt(runs[0]!.cart.bytes, 0)} | ${runs.reduce((n, x) => n + x.cart.non2xx + x.cart.errors, 0)} |`,
  );
  console.log(
    `| raw: 4 reads by primary key | ${col((x) => x.raw.rps)} | ${col((x) => x.raw.p50)} | ${col((x) => x.raw.p99)} | ${fmt(runs[0]!.raw.bytes, 0)} | ${runs.reduce((n, x) => n + x.raw.non2xx + x.raw.errors, 0)} |`,
  );
  const ratios = runs.map((x) => x.cart.rps / x.raw.rps);
  console.log(
    `\nThroughput ratio cart/raw per run: ${ratios.map((x) => fmt(x, 3)).join(', ')}; median ${fmt(spread(ratios).median, 3)}.`,
  );
  console.log(
    `Statements per call: ${one.count} for 1 line, ${fiveOfOne.count} for 5 sellers × 1 line, ${full.count} for 5 sellers × 4 lines (${lines.length} lines).`,
  );
  console.log(
    `Cart total ${priced.total.totalTTC} cents TTC. Machine per run: ${runs.map((x) => x.load).join(' | ')}.`,
  );
} finally {
  await world.close();
}
