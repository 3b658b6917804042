/**
 * The DRM of a month of 100,000 movements (issue 26): the return as the API computes it (the
 * stock module's `computeReturn` in a tenant transaction with row-level security: the ledger's
 * sums, the CRD account, the e-AD not discharged, the domain's rounding and checks) against a raw
 * aggregate query of the same month (one GROUP BY, no transaction), interleaved round by round
 * after 5 warm-up rounds, with the process's heap growth.
 *
 *   npx tsx bench/drm/bench.ts [--movements 100000] [--rounds 30] [--pg postgres://…]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { inTenant } from '../../apps/api/src/db/tenant.ts';
import { computeReturn } from '../../apps/api/src/modules/stock/drm.read.ts';
import type { StockActor } from '../../apps/api/src/modules/stock/stock.lines.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';
import { generateStock } from '../stock/generate.ts';

const { values: args } = parseArgs({
  options: {
    movements: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
    pg: { type: 'string' },
  },
});
const MOVEMENTS = Number(args.movements);
const ROUNDS = Number(args.rounds);
const MONTH = '2026-10';
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const bench = await createBenchDatabase({ serverUrl: args.pg ?? process.env.BENCH_DATABASE_URL, log });
const db = bench.database.db as Db;
const generated = await generateCatalogue(db, { shops: 1, productsPerShop: 500, seed: 42 });
const { shop, ownerId } = generated.shops[0]!;
// 10 warehouses and 5,000 lines, no movements yet: the month is written below.
await generateStock(db, shop.id, { lines: 5000, movements: 0 });
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const [wh] = await rows<{ id: string }>(
  sql`select id from warehouses where shop_id = ${shop.id} and excise_status = 'suspended' order by name limit 1`,
);
const warehouseId = wh!.id;
await db.execute(sql`update warehouses set excise_number = 'FR012345E6789' where id = ${warehouseId}`);
// An opening (claimed volume) on every line of the warehouse in September, then the month:
// sales in France, exports with an e-AD, tastings, breakages, in the Interloire catalogue's types.
await db.execute(sql`
  with l as (select id, warehouse_id, product_id, format_id, vintage, lot, row_number() over (order by id) - 1 as n
             from stock_lines where shop_id = ${shop.id} and warehouse_id = ${warehouseId}),
       t as (select count(*) as total from l),
       m as (select g - 1 as k from generate_series(1, ${MOVEMENTS}) g)
  insert into stock_movements (id, shop_id, line_id, warehouse_id, product_id, format_id, vintage, lot, kind,
    quantity, eq75_milli, volume_ml, balance_after, excise_status, drm_category, drm_type, country, document_number,
    movement_date, author_name)
  select gen_random_uuid(), ${shop.id}, l.id, l.warehouse_id, l.product_id, l.format_id, l.vintage, l.lot,
    case when m.k % 10 < 7 then 'sale' when m.k % 10 < 9 then 'tasting' else 'breakage' end,
    -1, -1000, -750, 0, 'suspended',
    case when m.k % 10 < 6 then 'saleFrance' when m.k % 10 = 6 then 'export' when m.k % 10 < 9 then 'tasting' else 'loss' end,
    case when m.k % 10 < 6 then 'ventefrancebouteillecrd' when m.k % 10 = 6 then 'export'
         when m.k % 10 < 9 then 'consommationfamilialedegustation' else 'destructionperte' end,
    case when m.k % 10 = 6 then 'JP' end,
    case when m.k % 10 = 6 then 'ARC' || (m.k % 500)::text end,
    date '2026-10-01' + (m.k % 31), 'Bench'
  from m, t join l on true where l.n = m.k % t.total`);
await db.execute(sql`
  insert into stock_movements (id, shop_id, line_id, warehouse_id, product_id, format_id, vintage, lot, kind,
    quantity, eq75_milli, volume_ml, balance_after, excise_status, drm_category, drm_type, movement_date, author_name)
  select gen_random_uuid(), shop_id, id, warehouse_id, product_id, format_id, vintage, lot, 'production',
    1000, 1000000, 750000, 1000, 'suspended', 'production', 'revendique', date '2026-09-15', 'Bench'
  from stock_lines where shop_id = ${shop.id} and warehouse_id = ${warehouseId}`);
await db.execute(sql`analyze stock_movements`);
const [count] = await rows<{ n: number }>(
  sql`select count(*)::int as n from stock_movements where warehouse_id = ${warehouseId} and movement_date between '2026-10-01' and '2026-10-31'`,
);
log(`month: ${count!.n} movements in one bonded warehouse`);

const actor: StockActor = {
  user: { id: ownerId, firstname: 'Bench' },
  shop: { id: shop.id },
  shops: [{ id: shop.id }],
};
const [w] = await rows<Record<string, unknown>>(sql`select * from warehouses where id = ${warehouseId}`);
const warehouse = {
  ...(w as object),
  id: warehouseId,
  name: String(w!.name),
  exciseStatus: 'suspended',
  exciseNumber: 'FR012345E6789',
  lockedThrough: null,
} as Parameters<typeof computeReturn>[2];
const service = async () => {
  let out: unknown;
  await inTenant(db, actor, async (tx) => {
    out = await computeReturn(actor, tx, warehouse, MONTH);
  });
  return out as Awaited<ReturnType<typeof computeReturn>>;
};
const raw = () =>
  rows(sql`select product_id, excise_status, quantity >= 0 as entry, drm_type, country, contract_number,
             document_number, sum(volume_ml), sum(quantity), count(*)
           from stock_movements
           where shop_id = ${shop.id} and warehouse_id = ${warehouseId}
             and movement_date between '2026-10-01' and '2026-10-31'
           group by 1, 2, 3, 4, 5, 6, 7`);

const first = await service();
log(
  `return: ${first.drm.products.length} fiscal columns, duty ${first.drm.dutyCents} cents, ${first.drm.undischarged.length} e-AD open, checks ${
    [...new Set(first.drm.checks.map((c) => c.code))]
      .map((code) => `${code} ×${first.drm.checks.filter((c) => c.code === code).length}`)
      .join(', ') || 'none'
  }`,
);
for (let i = 0; i < 5; i++) {
  await service();
  await raw();
}
const times = { service: [] as number[], raw: [] as number[] };
let heapPeak = 0;
const heapStart = process.memoryUsage().heapUsed;
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? (['service', 'raw'] as const) : (['raw', 'service'] as const);
  for (const which of order) {
    const t0 = performance.now();
    if (which === 'service') await service();
    else await raw();
    times[which].push(performance.now() - t0);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapStart);
  }
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1);
};
const spread = (xs: number[]) =>
  `min ${pct(xs, 0)} / p50 ${pct(xs, 50)} / p95 ${pct(xs, 95)} / max ${pct(xs, 100)}`;
console.log(`| DRM of a month, service (computeReturn, tenant tx) | ${spread(times.service)} |`);
console.log(`| raw aggregate query (one GROUP BY) | ${spread(times.raw)} |`);
console.log(
  `heap growth peak: ${(heapPeak / 1_048_576).toFixed(1)} MB; load average ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await bench.cleanup();
