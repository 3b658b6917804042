/**
 * Tour mode's day download for an agent of 2,000 clients (issue 28 §8, decision 0152): the
 * product's download — every page of `GET /v1/shops/:id/tour/day` through the app (200 clients a
 * page, each with its last three orders; the catalogue on the first page at every typology's
 * prices with its stock; access, tenant transaction, contract, gzip) — against one raw SQL
 * statement building the same data as JSON in the same run, rounds interleaved after a warm-up.
 * Sizes: the JSON as sent (raw) and gzipped (what a compressing proxy sends).
 *
 *   npx tsx bench/tour/bench.ts --pg postgres://… [--clients 2000] [--orders 5] [--products 300] [--rounds 7]
 *
 * Written by the database itself (generate_series): a shop of the catalogue generator (seed 42)
 * with its products and formats, a stock line per format, 4 typologies; the agent's 2,000
 * clients and 8,000 other clients of the shop; `--orders` orders per client (of the agent's and
 * of the others), dated over a year.
 */

import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { TOUR_CLIENTS_PAGE } from '@cuvee/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { addMembership, makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    orders: { type: 'string', default: '5' },
    products: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '7' },
    pg: { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const ORDERS = Number(args.orders);
const PRODUCTS = Number(args.products);
const ROUNDS = Number(args.rounds);
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const bench = await createBenchDatabase({
  serverUrl: args.pg ?? process.env.BENCH_DATABASE_URL,
  log,
  keep: process.env.BENCH_KEEP === '1',
});
const db = bench.database.db as Db;
const started = performance.now();
const generated = await generateCatalogue(db, { shops: 1, productsPerShop: PRODUCTS, seed: 42 });
const { shop } = generated.shops[0]!;
const agent = await makeUser(db, {
  role: 'agent',
  email: 'agent@bench.test',
  firstname: 'Agent',
  lastname: 'Tournée',
});
await addMembership(db, { shopId: shop.id, userId: agent.id, role: 'agent' });
await db.execute(
  sql`update shops set typologies = ${JSON.stringify({
    caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 15 },
    chr: { name: 'CHR', public: false, ttc: false, globalDiscount: 10 },
    particulier: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0 },
    export: { name: 'Export', public: false, ttc: false, globalDiscount: 25 },
  })}::jsonb where id = ${shop.id}`,
);
await db.execute(sql`
  insert into warehouses (id, shop_id, name, is_default) values (gen_random_uuid(), ${shop.id}, 'Chai', true)`);
await db.execute(sql`
  insert into stock_lines (id, shop_id, warehouse_id, product_id, format_id, physical, reserved)
  select gen_random_uuid(), f.shop_id, w.id, f.product_id, f.id, 10 + (row_number() over ()) % 500, 0
  from product_formats f join warehouses w on w.shop_id = f.shop_id where f.shop_id = ${shop.id}`);
// The agent's clients, then the shop's others (five times as many), on four typologies.
await db.execute(sql`
  insert into clients (id, shop_id, kind, lastname, company, city, typology, display_name, sort_key, agent_id)
  select gen_random_uuid(), ${shop.id}, 'professional', 'Gérant ' || i, 'Cave ' || i, 'Ville ' || (i % 300),
    (array['caviste','chr','particulier','export'])[1 + i % 4], 'Cave ' || lpad(i::text, 5, '0'),
    'cave ' || lpad(i::text, 5, '0'), case when i <= ${CLIENTS} then ${agent.id}::uuid end
  from generate_series(1, ${CLIENTS * 5}) i`);
await db.execute(sql`
  with c as (select id, row_number() over (order by id) as n from clients where shop_id = ${shop.id})
  insert into orders (id, shop_id, client_id, kind, reference, status, payment_type, idempotency_key, channel,
    total_ht, tva, total_ttc, price, shipping, created_at, placed_at)
  select gen_random_uuid(), ${shop.id}, c.id, 'order', 'T-' || lpad((c.n * ${ORDERS} + k)::text, 7, '0'),
    (array['validated','invoiced','draft','shipped'])[1 + k % 4], 'transfer', gen_random_uuid()::text, 'backoffice',
    10000 + (c.n * 37 + k * 101) % 90000, (10000 + (c.n * 37 + k * 101) % 90000) / 5,
    (10000 + (c.n * 37 + k * 101) % 90000) * 6 / 5, '{}'::jsonb,
    '{"modeId":null,"kind":"delivery","name":"Transporteur","collectionPoint":null,"priceCents":0,"parcels":1,"franco":false,"instructions":null}'::jsonb,
    now() - ((c.n * 7 + k * 61) % 365) * interval '1 day', now() - ((c.n * 7 + k * 61) % 365) * interval '1 day'
  from c cross join generate_series(1, ${ORDERS}) k`);
for (const t of ['clients', 'orders', 'products', 'product_formats', 'stock_lines'])
  await db.execute(sql.raw(`analyze ${t}`));
log(
  `${CLIENTS} clients of the agent (${CLIENTS * 5} in the shop), ${CLIENTS * 5 * ORDERS} orders, ${generated.shops[0]!.products} products written in ${Math.round(performance.now() - started)} ms`,
);

const config = loadConfig(
  { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', NODE_ENV: 'production' },
  {
    webDist: '/nonexistent-web-dist',
    dataDir: bench.dataDir,
    publicUrl: 'http://127.0.0.1:1',
    loginRateLimit: 10_000,
  },
);
const app = await buildApp({ config, db, logger: false });
const login = await app.inject({
  method: 'POST',
  url: '/v1/auth/login',
  payload: { email: 'agent@bench.test', password: 'Cuvee2026' },
});
if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
const authorization = `Bearer ${login.json().jwt}`;

/**
 * Every page as the device downloads it, through the route (access, tenant transaction, the
 * response's contract, serialisation, gzip as a browser asks it): time, then the bytes sent
 * compressed and, asked once without compression, raw.
 */
const productRun = async (encoding: 'gzip' | 'identity' = 'gzip') => {
  const t0 = performance.now();
  let clients = 0;
  let pages = 0;
  let bytes = 0;
  const each: number[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const t1 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/v1/shops/${shop.id}/tour/day?offset=${offset}`,
      headers: { authorization, 'accept-encoding': encoding },
    });
    if (res.statusCode !== 200) throw new Error(`tour/day: ${res.statusCode} ${res.body.slice(0, 300)}`);
    bytes += res.rawPayload.length;
    const page = JSON.parse(encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body) as {
      clients: unknown[];
      nextOffset: number | null;
    };
    clients += page.clients.length;
    pages++;
    offset = page.nextOffset;
    each.push(performance.now() - t1);
  }
  return { ms: performance.now() - t0, clients, pages, bytes, each };
};

/** The same data in one statement: the agent's clients with their last three orders, the catalogue with stock. */
const rawRun = async () => {
  const t0 = performance.now();
  const result = (await db.execute(sql`
    with mine as (
      select id, display_name, city, typology from clients where shop_id = ${shop.id} and agent_id = ${agent.id}
    ), ranked as (
      select o.client_id, o.id, o.reference, o.status, o.created_at, o.total_ttc,
        row_number() over (partition by o.client_id order by o.created_at desc, o.id) as rank
      from orders o join mine m on m.id = o.client_id where o.shop_id = ${shop.id} and o.kind = 'order'
    ), last as (
      select client_id, json_agg(json_build_object('id', id, 'reference', reference, 'status', status,
        'createdAt', created_at, 'totalTtcCents', total_ttc) order by created_at desc) as orders
      from ranked where rank <= 3 group by client_id
    )
    select json_build_object(
      'clients', (select json_agg(json_build_object('id', m.id, 'displayName', m.display_name, 'city', m.city,
          'typology', m.typology, 'lastOrders', coalesce(l.orders, '[]'::json)) order by m.display_name)
        from mine m left join last l on l.client_id = m.id),
      'products', (select json_agg(json_build_object('id', p.id, 'name', p.name, 'formats', (
          select json_agg(json_build_object('id', f.id, 'unity', f.unity, 'unityValue', f.unity_value,
            'price', f.price, 'available', (select sum(l.physical - l.reserved) from stock_lines l
              where l.shop_id = f.shop_id and l.format_id = f.id)))
          from product_formats f where f.shop_id = p.shop_id and f.product_id = p.id)))
        from products p where p.shop_id = ${shop.id} and p.status <> 'closed')
    )::text as body`)) as unknown as { rows: { body: string }[] };
  const body = result.rows[0]!.body;
  const ms = performance.now() - t0;
  return {
    ms,
    raw: Buffer.byteLength(body),
    gzip: gzipSync(body).length,
    clients: (JSON.parse(body).clients ?? []).length as number,
  };
};

log('warm-up');
const first = await productRun();
const identity = await productRun('identity');
const firstRaw = await rawRun();
log(`pages (ms): ${first.each.map((ms) => ms.toFixed(0)).join(', ')}`);
if (first.clients !== CLIENTS || firstRaw.clients !== CLIENTS)
  throw new Error(`expected ${CLIENTS} clients: product ${first.clients}, raw ${firstRaw.clients}`);
const product: number[] = [];
const raw: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const runs = [async () => product.push((await productRun()).ms), async () => raw.push((await rawRun()).ms)];
  for (const run of r % 2 === 0 ? runs : runs.reverse()) await run();
  log(`round ${r + 1}: product ${Math.round(product.at(-1)!)} ms, raw ${Math.round(raw.at(-1)!)} ms`);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s.at(-1)! };
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `${CLIENTS} clients of the agent (${CLIENTS * 5} in the shop), ${CLIENTS * 5 * ORDERS} orders, ${generated.shops[0]!.products} products; ${ROUNDS} rounds after a warm-up; ${first.pages} pages of ${TOUR_CLIENTS_PAGE}`,
);
console.log('| run | median ms | min ms | max ms | raw | gzip |');
console.log('|---|---|---|---|---|---|');
const p = stats(product);
console.log(
  `| product: ${first.pages} requests GET /v1/shops/:id/tour/day (gzip) | ${p.median.toFixed(0)} | ${p.min.toFixed(0)} | ${p.max.toFixed(0)} | ${kb(identity.bytes)} | ${kb(first.bytes)} |`,
);
const q = stats(raw);
console.log(
  `| raw SQL: one statement building the JSON | ${q.median.toFixed(0)} | ${q.min.toFixed(0)} | ${q.max.toFixed(0)} | ${kb(firstRaw.raw)} | ${kb(firstRaw.gzip)} |`,
);
await app.close();
await bench.cleanup();
