/**
 * Order placement throughput on PostgreSQL (`POST /v1/orders`: transfer orders of 2 lines from
 * Domaine Démo, each request its own idempotency key, by concurrent clients) as a ratio of
 * `pgbench` TPC-B on a scratch database of the same server, same clients, same duration, in the
 * same run (issue 14, item 8). Started by `node bench/order-placement.mjs`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { orders } from '../../apps/api/src/modules/orders/orders.table.ts';
import { stockLines } from '../../apps/api/src/modules/stock/index.ts';
import { arg, fmt, fmtSpread, type LoadResult, machineLoad, runLoad, spread } from './load.ts';
import { log, startWorld, stockedBottles } from './setup.ts';

const run = promisify(execFile);
const SERVER = arg('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = Number(arg('port', '3810'));
const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '20'));
const WARMUP = Number(arg('warmup', '3'));
const CLIENTS = Number(arg('clients', '16'));
const SCALE = Number(arg('scale', '1'));

/**
 * pgbench against a scratch database of the same server (created, initialised, dropped). Each
 * run lets pgbench vacuum its tables and empty its history first (its default, no `-n`): without
 * it TPC-B at scale 1 slows run after run on its dead rows.
 */
async function scratchPgbench() {
  const name = `cuvee_pgbench_${Date.now()}_${process.pid}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: SERVER });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(url.password),
  };
  await run('pgbench', ['-i', '-q', '-s', String(SCALE), name], { env });
  return {
    async tpcb(): Promise<{ tps: number; latencyMs: number; failed: string }> {
      const { stdout } = await run(
        'pgbench',
        ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), name],
        { env, maxBuffer: 1 << 20 },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
      const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? '?';
      if (!Number.isFinite(tps)) throw new Error(`pgbench said:\n${stdout}`);
      return { tps, latencyMs, failed };
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const world = await startWorld({ serverUrl: SERVER, port: PORT });
const pgbench = await scratchPgbench().catch(async (err) => {
  await world.close();
  throw err;
});
try {
  const demo = world.sellers[0]!;
  const wines = await stockedBottles(world.db, demo.id, 2);
  // Enough stock for every placement of every run: no refusal for want of bottles.
  await world.db
    .update(stockLines)
    .set({ physical: sql`${stockLines.physical} + 10000000` })
    .where(
      inArray(
        stockLines.id,
        wines.map((w) => w.lineId),
      ),
    );
  const jwt = await world.login('client@cuvee.demo');
  const body = {
    orders: [
      {
        sellerId: demo.id,
        lines: wines.map((w, i) => ({
          idTmp: `bench-${i}`,
          productId: w.productId,
          formatId: w.formatId,
          vintageId: w.vintageId,
          quantity: 1,
        })),
        deliveryModeId: demo.homeModeId,
        paymentType: 'transfer',
      },
    ],
    deliveryAddress: {
      firstname: 'Claire',
      lastname: 'Martin',
      street: '8 rue Oberkampf',
      zipcode: '75011',
      city: 'Paris',
      country: 'FR',
      phone: '06 12 34 56 78',
    },
    acceptTerms: true,
    certifyAdult: true,
  };
  const headers = { authorization: `Bearer ${jwt}` };

  // One placement, its statements counted through Drizzle's logger (BEGIN and COMMIT included).
  let placed: { orders: { status: string }[]; refused: unknown[] } | null = null;
  const seen = await world.bench.capture(async () => {
    const res = await world.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers,
      payload: { ...body, idempotencyKey: crypto.randomUUID() },
    });
    if (res.statusCode !== 200) throw new Error(`placement: ${res.statusCode} ${res.body}`);
    placed = res.json();
    await world.app.deps.background.settled();
  });
  if (placed!.orders.length !== 1 || placed!.refused.length) throw new Error(JSON.stringify(placed));
  log(`one placement: ${seen.length} statements (the mail sent after answering included)`);
  if (arg('show-sql', '') === 'true') for (const s of seen) console.error(`  ${s.text.slice(0, 140)}`);
  await world.listen();

  const countOrders = async () =>
    (
      await world.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.shopId, demo.id))
    )[0]!.n;
  const runs: { place: LoadResult; tpcb: Awaited<ReturnType<typeof pgbench.tpcb>>; load: string }[] = [];
  const url = `http://127.0.0.1:${PORT}/v1/orders`;
  let answered = 0;
  const ordersBefore = await countOrders();
  for (let r = 0; r < RUNS; r++) {
    const before = machineLoad();
    const placeRun = async () => {
      const result = await runLoad({
        url,
        connections: CLIENTS,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        headers,
        body,
        freshKey: true,
      });
      await world.app.deps.background.settled();
      return result;
    };
    let place: LoadResult;
    let tpcb: Awaited<ReturnType<typeof pgbench.tpcb>>;
    if (r % 2 === 0) {
      place = await placeRun();
      tpcb = await pgbench.tpcb();
    } else {
      tpcb = await pgbench.tpcb();
      place = await placeRun();
    }
    answered += place.ok;
    runs.push({ place, tpcb, load: before });
    log(
      `run ${r + 1}: placement ${fmt(place.rps)}/s p50 ${place.p50} p99 ${place.p99} ms (non-2xx ${place.non2xx}, errors ${place.errors}); ` +
        `pgbench ${fmt(tpcb.tps)} tps, ${tpcb.latencyMs} ms; ratio ${fmt(place.rps / tpcb.tps, 4)}; ${before}`,
    );
  }
  const made = (await countOrders()) - ordersBefore;

  console.log(`\n## Order placement against pgbench TPC-B (${new Date().toISOString().slice(0, 16)}Z)\n`);
  console.log(
    `${RUNS} runs of ${SECONDS} s, ${CLIENTS} concurrent clients (placement: ${WARMUP} s of warm-up each), median (min–max):\n`,
  );
  console.log('| | per second | p50 ms | p99 ms | failed |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| POST /v1/orders (1 order, 2 lines, transfer) | ${fmtSpread(runs.map((x) => x.place.rps))} | ${fmtSpread(runs.map((x) => x.place.p50))} | ${fmtSpread(runs.map((x) => x.place.p99))} | ${runs.reduce((n, x) => n + x.place.non2xx + x.place.errors, 0)} |`,
  );
  console.log(
    `| pgbench TPC-B, scale ${SCALE} | ${fmtSpread(runs.map((x) => x.tpcb.tps))} | latency average ${fmtSpread(runs.map((x) => x.tpcb.latencyMs))} | | ${runs.map((x) => x.tpcb.failed).join(', ')} |`,
  );
  const ratios = runs.map((x) => x.place.rps / x.tpcb.tps);
  console.log(
    `\nThroughput ratio placements/TPC-B per run: ${ratios.map((x) => fmt(x, 4)).join(', ')}; median ${fmt(spread(ratios).median, 4)}.`,
  );
  console.log(
    `Statements of one placement: ${seen.length}. Orders written during the measured runs and warm-ups: ${made} (2xx answers measured: ${answered}).`,
  );
  console.log(`Machine per run: ${runs.map((x) => x.load).join(' | ')}.`);
} finally {
  await pgbench.drop();
  await world.close();
}
