/**
 * The stock list and the movements journal of one shop at 1 M movements and 100 k stock lines
 * (issue: p95 per page against a raw indexed query in the same run), and reservation
 * throughput (concurrent workers, each reservation its own tenant transaction).
 *
 *   npx tsx bench/stock/bench.ts [--lines 100000] [--movements 1000000] [--rounds 60]
 *                                [--reservations 400] [--workers 16] [--pg postgres://…]
 *
 * The services run as the API runs them: in a tenant transaction with row-level security
 * (decision 0015). Rounds interleave the service and its raw twin, after 10 warm-up rounds.
 */
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { inTenant, type TenantTx } from '../../apps/api/src/db/tenant.ts';
import { reserve } from '../../apps/api/src/modules/stock/reservations.service.ts';
import type { StockActor } from '../../apps/api/src/modules/stock/stock.lines.ts';
import { journal, listStock } from '../../apps/api/src/modules/stock/stock.queries.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';
import { generateStock } from './generate.ts';

const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '100000' },
    movements: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '60' },
    reservations: { type: 'string', default: '400' },
    workers: { type: 'string', default: '16' },
    pg: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const bench = await createBenchDatabase({ serverUrl: args.pg ?? process.env.BENCH_DATABASE_URL, log });
const db = bench.database.db as Db;
const generated = await generateCatalogue(db, { shops: 2, productsPerShop: 2000, seed: 42 });
const { shop, ownerId } = generated.shops[0]!;
log(`catalogue: ${generated.shops[0]!.formats} formats`);
const counts = await generateStock(db, shop.id, {
  lines: Number(args.lines),
  movements: Number(args.movements),
});
log(`stock: ${counts.lines} lines, ${counts.movements} movements`);
const actor: StockActor = {
  user: { id: ownerId, firstname: 'Bench' },
  shop: { id: shop.id },
  shops: [{ id: shop.id }],
};

const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const [middle] = await rows(
  sql`select id from stock_lines where shop_id = ${shop.id} order by id offset ${Math.floor(counts.lines / 2)} limit 1`,
);
const [deep] = await rows(
  sql`select movement_date::text as day, id from stock_movements where shop_id = ${shop.id}
      order by movement_date desc, id desc offset ${Math.floor(counts.movements / 2)} limit 1`,
);
const [aWarehouse] = await rows(
  sql`select id from warehouses where shop_id = ${shop.id} order by name offset 3 limit 1`,
);
const [aProduct] = await rows(
  sql`select product_id as id from stock_lines where shop_id = ${shop.id} limit 1`,
);
const w = String(aWarehouse!.id);
const p = String(aProduct!.id);
const lineCursor = String(middle!.id);
const day = String(deep!.day);
const dayId = String(deep!.id);

type Case = { name: string; service: (tx: TenantTx) => Promise<unknown>; raw: SQL };
const cases: Case[] = [
  {
    name: 'stock list, first page of 50 (with totals)',
    service: (tx) => listStock(actor, tx, { limit: 50 }),
    raw: sql`select * from stock_lines where shop_id = ${shop.id} order by id limit 51`,
  },
  {
    name: 'stock list, a page in the middle',
    service: (tx) => listStock(actor, tx, { limit: 50, cursor: lineCursor }),
    raw: sql`select * from stock_lines where shop_id = ${shop.id} and id > ${lineCursor} order by id limit 51`,
  },
  {
    name: 'stock list, one warehouse',
    service: (tx) => listStock(actor, tx, { limit: 50, warehouseId: w }),
    raw: sql`select * from stock_lines where shop_id = ${shop.id} and warehouse_id = ${w} order by id limit 51`,
  },
  {
    name: 'journal, first page of 50',
    service: (tx) => journal(actor, tx, { limit: 50 }),
    raw: sql`select * from stock_movements where shop_id = ${shop.id} order by movement_date desc, id desc limit 51`,
  },
  {
    name: 'journal, a page in the middle (keyset)',
    service: (tx) => journal(actor, tx, { limit: 50, cursor: `${day}|${dayId}` }),
    raw: sql`select * from stock_movements where shop_id = ${shop.id} and (movement_date, id) < (${day}::date, ${dayId}::uuid)
             order by movement_date desc, id desc limit 51`,
  },
  {
    name: 'journal, one product',
    service: (tx) => journal(actor, tx, { limit: 50, productId: p }),
    raw: sql`select * from stock_movements where shop_id = ${shop.id} and product_id = ${p} order by movement_date desc, id desc limit 51`,
  },
];

const times = new Map<string, number[]>();
const time = async (key: string, fn: () => Promise<unknown>, keep: boolean) => {
  const start = performance.now();
  await fn();
  if (keep) times.set(key, [...(times.get(key) ?? []), performance.now() - start]);
};
for (let round = -10; round < ROUNDS; round++) {
  for (const c of cases) {
    const both = [
      () => time(`${c.name}|service`, () => inTenant(db, actor, c.service), round >= 0),
      () => time(`${c.name}|raw`, () => db.execute(c.raw), round >= 0),
    ];
    for (const run of round % 2 === 0 ? both : both.reverse()) await run();
  }
}
const pct = (key: string, q: number) => {
  const sorted = [...times.get(key)!].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
};
console.log(
  `\n${bench.database.kind}: ${counts.lines} lines, ${counts.movements} movements, ${ROUNDS} rounds (ms)\n`,
);
console.log('| page | service p50 | service p95 | raw p50 | raw p95 |');
console.log('|---|---|---|---|---|');
for (const c of cases)
  console.log(
    `| ${c.name} | ${pct(`${c.name}|service`, 0.5)} | ${pct(`${c.name}|service`, 0.95)} | ${pct(`${c.name}|raw`, 0.5)} | ${pct(`${c.name}|raw`, 0.95)} |`,
  );

// Reservation throughput: one hot line (every worker on the same row), then lines spread out.
async function throughput(label: string, lineOf: (i: number) => Promise<string>) {
  const total = Number(args.reservations);
  const workers = Number(args.workers);
  let next = 0;
  let ok = 0;
  let refused = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < total) {
        const i = next++;
        const lineId = await lineOf(i);
        try {
          await inTenant(db, actor, (tx) =>
            reserve(actor, tx, { key: `bench:${label}:${i}`, lineId, quantity: 1 }),
          );
          ok++;
        } catch {
          refused++;
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(`| ${label} | ${workers} | ${ok} | ${refused} | ${(ok / seconds).toFixed(0)} |`);
}
const [hot] = await rows(
  sql`select id from stock_lines where shop_id = ${shop.id} order by physical desc limit 1`,
);
const spread = (
  await rows(sql`select id from stock_lines where shop_id = ${shop.id} and physical > 100 limit 1000`)
).map((r) => String(r.id));
console.log('\n| reservations | workers | accepted | refused | per second |');
console.log('|---|---|---|---|---|');
await throughput('one hot line', async () => String(hot!.id));
await throughput('1,000 lines', async (i) => spread[i % spread.length]!);
await bench.cleanup();
