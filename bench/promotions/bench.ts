/**
 * `POST /v1/orders/get-cart-price` with a promo code on each seller's order against the same cart
 * without codes, in the same run (issue 29, item 8): a guest's cart of 20 lines across 5 sellers
 * (4 each, home delivery chosen), 50 connections, the two sides alternating so that neither
 * always runs second. Each seller's owner creates 'BENCH10' (10 % off the order, no minimum)
 * through the API, as the settings screen does; the bench checks the code applies at every seller.
 *
 *   npx node bench/promotions.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
 *        [--seconds 20] [--warmup 3] [--connections 50] [--port 3820]
 *
 * Loyalty is not in this cart: a guest has no points (a signed-in buyer's loyalty would need one
 * session per connection); docs/benchmarks/promotions.md says so.
 */
import { arg, fmt, fmtSpread, type LoadResult, machineLoad, runLoad, spread } from '../cart/load.ts';
import { bottlesOf, log, startWorld } from '../cart/setup.ts';

const SERVER = arg('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = Number(arg('port', '3820'));
const RUNS = Number(arg('runs', '3'));
const SECONDS = Number(arg('seconds', '20'));
const WARMUP = Number(arg('warmup', '3'));
const CONNECTIONS = Number(arg('connections', '50'));
const CODE = 'BENCH10';
const OWNERS: Record<string, string> = {
  'domaine-demo': 'proprietaire@cuvee.demo',
  'maison-seconde': 'maison.seconde@cuvee.demo',
  'maison-bench-3': 'bench.seller3@bench.cuvee.test',
  'maison-bench-4': 'bench.seller4@bench.cuvee.test',
  'maison-bench-5': 'bench.seller5@bench.cuvee.test',
};

type Priced = {
  orders: { lines: unknown[]; promoCode: { applied: boolean; amount: number } | null }[];
  total: { totalTTC: number };
};

const world = await startWorld({ serverUrl: SERVER, port: PORT });
try {
  for (const seller of world.sellers) {
    const jwt = await world.login(OWNERS[seller.url]!);
    const res = await world.app.inject({
      method: 'POST',
      url: '/v1/promo-codes',
      headers: { authorization: `Bearer ${jwt}` },
      payload: {
        code: CODE,
        label: 'Bench',
        benefit: { kind: 'percent', percent: 10 },
        target: { kind: 'order' },
        typologies: [],
        minAmountHt: 0,
        minBottles: 0,
        validFrom: null,
        validTo: null,
        maxUses: null,
        maxUsesPerBuyer: null,
        combinesWithTiers: true,
        combinesWithPromotions: true,
        active: true,
      },
    });
    if (res.statusCode !== 200) throw new Error(`code at ${seller.url}: ${res.statusCode} ${res.body}`);
  }

  const orders = [];
  for (const seller of world.sellers) {
    const bottles = await bottlesOf(world.db, seller.id, 4);
    orders.push({
      sellerId: seller.id,
      products: bottles.map((b, i) => ({ idTmp: `${seller.url}-${i}`, ...b, quantity: 1 + i })),
      shipping: { type: seller.homeModeId },
    });
  }
  const plain = { orders };
  const coded = { orders: orders.map((o) => ({ ...o, promoCode: CODE.toLowerCase() })) };

  const price = async (body: unknown) => {
    const res = await world.app.inject({
      method: 'POST',
      url: '/v1/orders/get-cart-price',
      payload: body as object,
    });
    if (res.statusCode !== 200) throw new Error(`get-cart-price: ${res.statusCode} ${res.body}`);
    return res.json() as Priced;
  };
  // Statements of one call: what the code adds (its rule per seller and the buyer's uses).
  const statements = async (body: unknown) =>
    (await world.bench.capture(async () => void (await price(body)))).length;
  const counted = { plain: await statements(plain), coded: await statements(coded) };
  log(`statements per call: ${counted.plain} without a code, ${counted.coded} with`);
  const without = await price(plain);
  const withCode = await price(coded);
  for (const p of [without, withCode]) {
    const lines = p.orders.reduce((n, o) => n + o.lines.length, 0);
    if (lines !== 20) throw new Error(`the cart priced ${lines} lines, not 20`);
  }
  if (!withCode.orders.every((o) => o.promoCode?.applied && o.promoCode.amount > 0))
    throw new Error(
      `the code does not apply at every seller: ${JSON.stringify(withCode.orders.map((o) => o.promoCode))}`,
    );
  const off = withCode.orders.reduce((n, o) => n + (o.promoCode?.amount ?? 0), 0);
  log(
    `without a code ${without.total.totalTTC} cents TTC; with ${CODE} ${withCode.total.totalTTC} (−${off})`,
  );

  await world.listen();
  const url = `http://127.0.0.1:${PORT}/v1/orders/get-cart-price`;
  const load = (body: unknown) =>
    runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP, body });
  const runs: { plain: LoadResult; coded: LoadResult; load: string }[] = [];
  for (let r = 0; r < RUNS; r++) {
    const before = machineLoad();
    let a: LoadResult;
    let b: LoadResult;
    if (r % 2 === 0) {
      a = await load(plain);
      b = await load(coded);
    } else {
      b = await load(coded);
      a = await load(plain);
    }
    runs.push({ plain: a, coded: b, load: before });
    log(
      `run ${r + 1}: without ${fmt(a.rps)} req/s p50 ${a.p50} p99 ${a.p99} ms (non-2xx ${a.non2xx}, errors ${a.errors}); ` +
        `with code ${fmt(b.rps)} req/s p50 ${b.p50} p99 ${b.p99} ms (non-2xx ${b.non2xx}, errors ${b.errors}); ` +
        `ratio ${fmt(b.rps / a.rps, 3)}; ${before}`,
    );
  }

  const col = (pick: (x: { plain: LoadResult; coded: LoadResult }) => number, d = 1) =>
    fmtSpread(runs.map(pick), d);
  const failures = (pick: (x: { plain: LoadResult; coded: LoadResult }) => LoadResult) =>
    runs.reduce((n, x) => n + pick(x).non2xx + pick(x).errors, 0);
  console.log(
    `\n## get-cart-price with and without a promo code, 20 lines across 5 sellers (${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  console.log(
    `${RUNS} runs of ${SECONDS} s (after ${WARMUP} s of warm-up each), ${CONNECTIONS} connections, median (min–max):\n`,
  );
  console.log('| cart | req/s | p50 ms | p99 ms | answer bytes | non-2xx + errors |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| without a code | ${col((x) => x.plain.rps)} | ${col((x) => x.plain.p50)} | ${col((x) => x.plain.p99)} | ${fmt(runs[0]!.plain.bytes, 0)} | ${failures((x) => x.plain)} |`,
  );
  console.log(
    `| ${CODE} at each of the 5 sellers | ${col((x) => x.coded.rps)} | ${col((x) => x.coded.p50)} | ${col((x) => x.coded.p99)} | ${fmt(runs[0]!.coded.bytes, 0)} | ${failures((x) => x.coded)} |`,
  );
  const ratios = runs.map((x) => x.coded.rps / x.plain.rps);
  console.log(
    `\nThroughput ratio with/without per run: ${ratios.map((x) => fmt(x, 3)).join(', ')}; median ${fmt(spread(ratios).median, 3)}.`,
  );
  console.log(`Statements per call: ${counted.plain} without a code, ${counted.coded} with.`);
  console.log(
    `Totals: ${without.total.totalTTC} cents TTC without, ${withCode.total.totalTTC} with (${off} off). Machine per run: ${runs.map((x) => x.load).join(' | ')}.`,
  );
} finally {
  await world.close();
}
