/**
 * GET /v1/clients at 100,000 clients in one shop (issue 15, item 10), against raw indexed queries
 * answering the same page on the same pool in the same run. Started by `node bench/clients-list.mjs`.
 *
 * Raw side: a bare Fastify route per case running the page's two statements by hand (the rows
 * in the list's index order, and the count), no session, no tenant transaction, no mapping.
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
import { generateClients } from './generate.ts';

const SERVER = arg('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = Number(arg('port', '3820'));
const COUNT = Number(arg('clients', '100000'));
const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '10'));
const WARMUP = Number(arg('warmup', '2'));
const CONCURRENCY = Number(arg('concurrency', '8'));
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
    const child = fork(new URL('./load-worker.mjs', import.meta.url), [
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
  const member = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const agentId = await member('agent@cuvee.demo');
  const iamId = await member('collaborateur@cuvee.demo');
  const started = Date.now();
  await generateClients(db, shop!.id, [agentId, iamId], COUNT);
  const counted = await db.execute(sql`select count(*)::int as n from clients where shop_id = ${shop!.id}`);
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
  log(`${n} clients in Domaine Démo (generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

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
    return { authorization: `Bearer ${res.json().jwt}`, 'x-shop-id': shop!.id };
  };
  const owner = await login('proprietaire@cuvee.demo');
  const agent = await login('agent@cuvee.demo');

  const client = bench.client;
  const cols =
    'id, kind, display_name, company, firstname, lastname, email, phone, city, typology, tags, agent_id, created_at';
  const page = async (where: string, params: unknown[], offset = 0) => {
    const rows = await client.query(
      `select ${cols} from clients where shop_id = $1 ${where} order by sort_key, id limit 25 offset ${offset}`,
      [shop!.id, ...params],
    );
    const total = await client.query(`select count(*)::int as n from clients where shop_id = $1 ${where}`, [
      shop!.id,
      ...params,
    ]);
    return { total: (total.rows as { n: number }[])[0]!.n, clients: rows.rows };
  };
  const CASES = [
    { name: 'first page, by name', api: '/v1/clients?limit=25', headers: owner, raw: () => page('', []) },
    {
      name: 'page 2,001 (offset 50,000)',
      api: '/v1/clients?limit=25&offset=50000',
      headers: owner,
      raw: () => page('', [], 50000),
    },
    {
      name: "search 'eleonore' (accents aside)",
      api: '/v1/clients?limit=25&q=eleonore',
      headers: owner,
      raw: () => page('and search_text like $2', ['%eleonore%']),
    },
    {
      name: "search a city 'beziers'",
      api: '/v1/clients?limit=25&q=beziers',
      headers: owner,
      raw: () => page('and search_text like $2', ['%beziers%']),
    },
    {
      name: "search an e-mail 'client4242@'",
      api: '/v1/clients?limit=25&q=client4242%40',
      headers: owner,
      raw: () => page('and search_text like $2', ['%client4242@%']),
    },
    // Issue 23, finding 6: words matching most clients (quadratic through client_ids_matching).
    {
      name: "search two common words 'martin lyon'",
      api: '/v1/clients?limit=25&q=martin%20lyon',
      headers: owner,
      raw: () => page('and search_text like $2 and search_text like $3', ['%martin%', '%lyon%']),
    },
    {
      name: "search three words matching every client 'bench client cuvee'",
      api: '/v1/clients?limit=25&q=bench%20client%20cuvee',
      headers: owner,
      raw: () =>
        page('and search_text like $2 and search_text like $3 and search_text like $4', [
          '%bench%',
          '%client%',
          '%cuvee%',
        ]),
    },
    {
      name: "search one letter 'e'",
      api: '/v1/clients?limit=25&q=e',
      headers: owner,
      raw: () => page('and search_text like $2', ['%e%']),
    },
    {
      name: 'typology caviste',
      api: '/v1/clients?limit=25&typology=caviste',
      headers: owner,
      raw: () => page('and typology = $2', ['caviste']),
    },
    {
      name: "an agent's portfolio",
      api: '/v1/clients?limit=25',
      headers: agent,
      raw: () => page('and agent_id = $2', [agentId]),
    },
  ];
  const raw = Fastify({ logger: false });
  for (const [i, c] of CASES.entries()) raw.get(`/raw/${i}`, c.raw);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  await raw.listen({ port: PORT + 1, host: '127.0.0.1' });

  // Both sides must answer the same page before anything is timed.
  for (const [i, c] of CASES.entries()) {
    const a = (await (await fetch(`http://127.0.0.1:${PORT}${c.api}`, { headers: c.headers })).json()) as {
      total: number;
      clients: { id: string }[];
    };
    const r = (await (await fetch(`http://127.0.0.1:${PORT + 1}/raw/${i}`)).json()) as {
      total: number;
      clients: { id: string }[];
    };
    const same =
      a.total === r.total && a.clients.map((x) => x.id).join() === r.clients.map((x) => x.id).join();
    log(`${c.name}: total ${a.total} (raw ${r.total}), ${a.clients.length} rows, same page: ${same}`);
    if (!same) throw new Error(`${c.name}: the API and the raw query answer different pages`);
  }

  const results = CASES.map(() => [] as { api: Result; raw: Result }[]);
  const machine: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    machine.push(machineLoad());
    for (const [i, c] of CASES.entries()) {
      const apiUrl = `http://127.0.0.1:${PORT}${c.api}`;
      const rawUrl = `http://127.0.0.1:${PORT + 1}/raw/${i}`;
      // Alternate which side runs first.
      const [first, second] =
        run % 2
          ? [await load(rawUrl, {}), await load(apiUrl, c.headers)]
          : [await load(apiUrl, c.headers), await load(rawUrl, {})];
      const pair = run % 2 ? { api: second, raw: first } : { api: first, raw: second };
      results[i]!.push(pair);
      log(
        `run ${run + 1} ${c.name}: api p95 ${fmt(pair.api.p95)} ms, raw p95 ${fmt(pair.raw.p95)} ms, ratio ${fmt(pair.api.p95 / pair.raw.p95, 2)}`,
      );
    }
  }
  await raw.close();
  await app.close();

  console.log(
    `\n## Client list at ${fmt(COUNT, 0)} clients in one shop (${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  console.log(
    `${RUNS} runs of ${SECONDS} s per case (after ${WARMUP} s of warm-up), ${CONCURRENCY} concurrent requests, PostgreSQL; median (min–max) over runs:\n`,
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
} finally {
  await bench.cleanup();
}
