/**
 * Invoice issuing throughput on PostgreSQL (issue 16, item 6): `count` validated orders of one
 * shop invoiced through POST /v1/invoices by `concurrency` parallel callers, against the raw
 * statements an issue needs at least (the counter's upsert, the invoice row with a snapshot of
 * the same size, the order's status, its history line) in one transaction each, same pool,
 * same run. Issues of one shop are serialized by the counter's row lock on both sides.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { fmt, spread } from '../cart/load.ts';
import type { QueryClient } from '../catalogue/setup.ts';

type Opts = {
  db: Db;
  client: QueryClient;
  shopId: string;
  port: number;
  headers: Record<string, string>;
  count: number;
  runs: number;
  concurrency: number;
  log: (m: string) => void;
};

/** `count` validated orders with two lines, for a demo client, numbered from `from`. */
async function validatedOrders(db: Db, shopId: string, from: number, count: number): Promise<string[]> {
  const rows = (await db.execute(sql`
    with c as (select id from clients where shop_id = ${shopId} and kind = 'professional' order by created_at limit 1),
    o as (
      insert into orders (id, shop_id, client_id, kind, reference, status, payment_type, payment_delay, idempotency_key,
                          channel, total_ht, tva, total_ttc, price, shipping)
      select gen_random_uuid(), ${shopId}, c.id, 'order', 'I-' || lpad(i::text, 7, '0'), 'validated', 'transfer', 'days30',
             'issue-' || i, 'backoffice', 12000, 2400, 14400, '{}'::jsonb,
             '{"kind":"carrier","name":"Transporteur","modeId":null,"collectionPoint":null,"priceCents":0,"parcels":1,"franco":false,"instructions":null}'::jsonb
      from generate_series(${from}::int, ${from + count - 1}::int) as i, c
      returning id, shop_id)
    , f as (select pf.id as format_id, pf.product_id from product_formats pf
            join products p on p.id = pf.product_id where p.shop_id = ${shopId} limit 1)
    , l as (
      insert into order_lines (id, shop_id, order_id, position, product_id, format_id, label, quantity, unit_ht, unit_ttc,
                               vat_rate_bp, total_ht, total_ttc)
      select gen_random_uuid(), o.shop_id, o.id, n, f.product_id, f.format_id, 'Bench ' || n, 6, 1000, 1200, 2000, 6000, 7200
      from o, f, generate_series(1, 2) as n returning order_id)
    select distinct order_id as id from l`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((r) => r.id);
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
  return (performance.now() - started) / 1000;
}

export async function issuingBench(o: Opts): Promise<void> {
  const api: number[] = [];
  const raw: number[] = [];
  let snapshot = '{}';
  let numbered = 0;
  for (let run = 0; run < o.runs; run++) {
    const forApi = await validatedOrders(o.db, o.shopId, 1 + run * 2 * o.count, o.count);
    const forRaw = await validatedOrders(o.db, o.shopId, 1 + (run * 2 + 1) * o.count, o.count);
    const apiSide = async () => {
      const seconds = await pool(forApi, o.concurrency, async (orderId) => {
        const res = await fetch(`http://127.0.0.1:${o.port}/v1/invoices`, {
          method: 'POST',
          headers: { ...o.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ orderId }),
        });
        if (res.status !== 200) throw new Error(`POST /v1/invoices: ${res.status} ${await res.text()}`);
      });
      api.push(o.count / seconds);
      if (snapshot === '{}') {
        const rows = (
          await o.client.query(`select snapshot::text as s from invoices where order_id = $1`, [forApi[0]])
        ).rows as { s: string }[];
        snapshot = rows[0]?.s ?? '{}';
      }
    };
    const rawSide = async () => {
      const seconds = await pool(forRaw, o.concurrency, async (orderId) => {
        await o.client.query(
          `with n as (insert into sales_counters (shop_id, series, fiscal_year, next) values ($1, 'B', 2026, 1)
                      on conflict (shop_id, series, fiscal_year) do update set next = sales_counters.next + 1 returning next),
                i as (insert into invoices (id, shop_id, kind, order_id, series, fiscal_year, seq, number, issue_date, due_date,
                                            total_ht, tva, total_ttc, payable, snapshot)
                      select gen_random_uuid(), $1, 'invoice', $2, 'B', 2026, n.next, 'B-2026-' || lpad(n.next::text, 6, '0'),
                             current_date, current_date + 30, 12000, 2400, 14400, 14400, $3::jsonb from n returning id),
                u as (update orders set status = 'invoiced' where id = $2 and shop_id = $1 returning id)
           insert into order_events (id, shop_id, order_id, action, from_status, to_status)
           select gen_random_uuid(), $1, $2, 'invoiced', 'validated', 'invoiced' from i, u`,
          [o.shopId, orderId, snapshot],
        );
      });
      raw.push(o.count / seconds);
    };
    // The API first on even runs (the raw side needs its snapshot's size from the first).
    if (run % 2 === 0) {
      await apiSide();
      await rawSide();
    } else {
      await rawSide();
      await apiSide();
    }
    o.log(`issuing run ${run + 1}: API ${fmt(api.at(-1)!)} invoices/s, raw ${fmt(raw.at(-1)!)} /s`);
  }
  const check = (await o.client.query(
    `select count(*)::int as n, max(seq) as max, count(distinct seq)::int as d from invoices where shop_id = $1 and series = 'F'`,
    [o.shopId],
  )) as { rows: { n: number; max: number; d: number }[] };
  numbered = check.rows[0]!.n;
  const a = spread(api);
  const r = spread(raw);
  const ratio = spread(api.map((x, i) => x / raw[i]!));
  console.log(`\n## Invoice issuing on PostgreSQL (${new Date().toISOString().slice(0, 16)}Z)\n`);
  console.log(
    `${o.runs} runs of ${o.count} invoices of one shop, ${o.concurrency} parallel callers; median (min–max):\n`,
  );
  console.log('| side | invoices/s | ratio API/raw |');
  console.log('|---|---|---|');
  console.log(
    `| API POST /v1/invoices | ${fmt(a.median)} (${fmt(a.min)}–${fmt(a.max)}) | ${fmt(ratio.median, 2)} (${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}) |`,
  );
  console.log(`| raw statements | ${fmt(r.median)} (${fmt(r.min)}–${fmt(r.max)}) | 1 |`);
  console.log(
    `\nSeries F after the runs: ${check.rows[0]!.n} invoices, numbers 1…${check.rows[0]!.max}, ${check.rows[0]!.d} distinct (no gap: ${check.rows[0]!.n === check.rows[0]!.max && check.rows[0]!.d === check.rows[0]!.n}).`,
  );
  if (numbered === 0) throw new Error('no invoice was issued');
}
