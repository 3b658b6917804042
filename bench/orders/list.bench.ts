/**
 * The sales back office at scale (issue 16, item 6), on PostgreSQL: GET /v1/orders pages at
 * 1,000,000 orders in 10,000 shops against raw indexed queries answering the same page on the
 * same pool in the same run; then invoice issuing throughput (POST /v1/invoices) against the
 * raw statements an issue needs. Started by `node bench/orders-list.mjs`.
 */
import { fork } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { shops } from '../../apps/api/src/modules/shops/shops.table.ts';
import { users } from '../../apps/api/src/modules/users/users.table.ts';
import { arg, fmt, fmtSpread, machineLoad, spread } from '../cart/load.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';
import { generateOrders } from './generate.ts';
import { issuingBench } from './issuing.ts';

const SERVER = arg('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = Number(arg('port', '3830'));
const ORDERS = Number(arg('orders', '1000000'));
const SHOPS = Number(arg('shops', '10000'));
const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '10'));
const WARMUP = Number(arg('warmup', '2'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const INVOICES = Number(arg('invoices', '300'));
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

type Result = {
  ok: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};
const load = (url: string, headers: Record<string, string>) =>
  new Promise<Result>((resolve, reject) => {
    const child = fork(new URL('../clients/load-worker.mjs', import.meta.url), [
      JSON.stringify({ url, headers, seconds: SECONDS, warmupSeconds: WARMUP, concurrency: CONCURRENCY }),
    ]);
    child.once('message', (m) => resolve(m as Result));
    child.once('error', reject);
  });

const bench = await createBenchDatabase({ serverUrl: SERVER, log, keep: arg('keep', '') === 'true' });
const db = bench.database.db as Db;
try {
  await seedDemo(db);
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  const shopId = shop!.id;
  const member = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const agentId = await member('agent@cuvee.demo');
  const started = Date.now();
  await generateOrders(db, { demoShopId: shopId, agentId, shops: SHOPS, orders: ORDERS });
  const counts = (await db.execute(
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from shops) as shops,
               (select count(*)::int from orders where shop_id = ${shopId}) as mine`,
  )) as unknown as { rows: { orders: number; shops: number; mine: number }[] };
  const c0 = counts.rows[0]!;
  log(
    `${c0.orders} orders in ${c0.shops} shops, ${c0.mine} in Domaine Démo (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );

  const config = loadConfig(
    { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', NODE_ENV: 'production' },
    {
      webDist: '/nonexistent-web-dist',
      dataDir: bench.dataDir,
      publicUrl: `http://127.0.0.1:${PORT}`,
      loginRateLimit: 10_000,
    },
  );
  const app = await buildApp({ config, db, logger: false });
  const login = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().jwt}`, 'x-shop-id': shopId };
  };
  const owner = await login('proprietaire@cuvee.demo');
  const agent = await login('agent@cuvee.demo');
  const someClient = (
    (await db.execute(
      sql`select client_id as id from orders where shop_id = ${shopId} and client_id is not null group by client_id order by count(*) desc limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows[0]!.id;

  // The raw side: the page's statements by hand (rows in the list's index order, the client's
  // name and the invoice's number joined, then the count), no session, no tenant transaction.
  const client = bench.client;
  const page = async (where: string, params: unknown[], offset = 0) => {
    const rows = await client.query(
      `select o.id, o.reference, o.kind, o.status, o.delivery_status, o.payment_status, o.total_ht, o.total_ttc, o.placed_at,
              c.display_name, i.number
         from orders o left join clients c on c.id = o.client_id
         left join lateral (select number from invoices i where i.order_id = o.id and i.kind = 'invoice' limit 1) i on true
        where o.shop_id = $1 ${where} order by o.placed_at desc, o.id desc limit 25 offset ${offset}`,
      [shopId, ...params],
    );
    const total = await client.query(
      `select count(*)::int as n from orders o where o.shop_id = $1 ${where}`,
      [shopId, ...params],
    );
    return { total: (total.rows as { n: number }[])[0]!.n, orders: rows.rows };
  };
  const CASES = [
    {
      name: 'first page of orders',
      api: '/v1/orders?limit=25',
      headers: owner,
      raw: () => page("and o.kind = 'order'", []),
    },
    {
      name: 'validated orders',
      api: '/v1/orders?limit=25&status=validated',
      headers: owner,
      raw: () => page("and o.kind = 'order' and o.status = 'validated'", []),
    },
    {
      name: 'quotes',
      api: '/v1/orders?limit=25&kind=quote',
      headers: owner,
      raw: () => page("and o.kind = 'quote'", []),
    },
    {
      name: 'one client',
      api: `/v1/orders?limit=25&clientId=${someClient}`,
      headers: owner,
      raw: () => page("and o.kind = 'order' and o.client_id = $2", [someClient]),
    },
    {
      name: 'page 401 (offset 10,000)',
      api: '/v1/orders?limit=25&offset=10000',
      headers: owner,
      raw: () => page("and o.kind = 'order'", [], 10000),
    },
    {
      name: "an agent's orders",
      api: '/v1/orders?limit=25',
      headers: agent,
      raw: () =>
        page(
          "and o.kind = 'order' and (o.agent_id = $2 or o.client_id in (select id from clients where shop_id = $1 and agent_id = $2))",
          [agentId],
        ),
    },
  ];
  const raw = Fastify({ logger: false });
  for (const [i, c] of CASES.entries()) raw.get(`/raw/${i}`, c.raw);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  await raw.listen({ port: PORT + 1, host: '127.0.0.1' });

  // Both sides must answer the same page before anything is timed.
  for (const [i, c] of CASES.entries()) {
    const res = await fetch(`http://127.0.0.1:${PORT}${c.api}`, { headers: c.headers });
    const a = (await res.json()) as { total: number; orders: { id: string }[] };
    const r = (await (await fetch(`http://127.0.0.1:${PORT + 1}/raw/${i}`)).json()) as {
      total: number;
      orders: { id: string }[];
    };
    const same =
      a.total === r.total && a.orders?.map((x) => x.id).join() === r.orders.map((x) => x.id).join();
    log(`${c.name}: total ${a.total} (raw ${r.total}), ${a.orders?.length} rows, same page: ${same}`);
    if (!same) throw new Error(`${c.name}: the API (${res.status}) and the raw query answer different pages`);
  }

  const results = CASES.map(() => [] as { api: Result; raw: Result }[]);
  const machine: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    machine.push(machineLoad());
    for (const [i, c] of CASES.entries()) {
      const apiUrl = `http://127.0.0.1:${PORT}${c.api}`;
      const rawUrl = `http://127.0.0.1:${PORT + 1}/raw/${i}`;
      const [first, second] =
        run % 2
          ? [await load(rawUrl, {}), await load(apiUrl, c.headers)]
          : [await load(apiUrl, c.headers), await load(rawUrl, {})];
      const pair = run % 2 ? { api: second, raw: first } : { api: first, raw: second };
      results[i]!.push(pair);
      log(`run ${run + 1} ${c.name}: api p95 ${fmt(pair.api.p95)} ms, raw p95 ${fmt(pair.raw.p95)} ms`);
    }
  }
  await raw.close();

  console.log(
    `\n## Orders list at ${fmt(c0.orders, 0)} orders in ${fmt(c0.shops, 0)} shops (${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  console.log(
    `Domaine Démo holds ${fmt(c0.mine, 0)} of them. ${RUNS} runs of ${SECONDS} s per case (after ${WARMUP} s of warm-up), ${CONCURRENCY} concurrent requests, PostgreSQL; median (min–max) over runs:\n`,
  );
  console.log(
    '| case | API p50 ms | API p95 ms | raw p50 ms | raw p95 ms | p95 ratio API/raw | API req/s | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [i, c] of CASES.entries()) {
    const rs = results[i]!;
    const ratio = spread(rs.map((x) => x.api.p95 / x.raw.p95));
    console.log(
      `| ${c.name} | ${fmtSpread(rs.map((x) => x.api.p50))} | ${fmtSpread(rs.map((x) => x.api.p95))} | ${fmtSpread(rs.map((x) => x.raw.p50))} | ${fmtSpread(rs.map((x) => x.raw.p95))} | ${fmt(ratio.median, 2)} (${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}) | ${fmtSpread(
        rs.map((x) => x.api.rps),
        0,
      )} | ${rs.reduce((n, x) => n + x.api.non2xx + x.api.errors + x.raw.non2xx + x.raw.errors, 0)} |`,
    );
  }
  console.log(`\nMachine before each run: ${machine.join(' | ')}.`);

  await issuingBench({
    db,
    client,
    shopId,
    port: PORT,
    headers: owner,
    count: INVOICES,
    runs: RUNS,
    concurrency: CONCURRENCY,
    log,
  });
  await app.close();
} finally {
  await bench.cleanup();
}
