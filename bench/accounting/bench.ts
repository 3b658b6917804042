/**
 * The FEC of a year of 100,000 invoices and their payments (issue 26): the product's check and
 * its streamed file, time and memory, against a raw `COPY` of the same rows (psql `\copy … to
 * /dev/null`) in the same run, rounds interleaved after a warm-up.
 *
 *   npx tsx bench/accounting/bench.ts --pg postgres://… [--invoices 100000] [--rounds 5]
 *
 * The entries are written by the database itself (generate_series, as bench/stock does): per
 * invoice a sales entry of 3 lines (client, sales, VAT) and a bank entry of 2 lines (bank,
 * client) lettered with it — 200,000 entries, 500,000 lines, days spread over the year. The
 * FEC runs as the route runs it: in a tenant transaction with row-level security, a page of
 * 2,000 entries at a time, checked line by line, then written (here to a counter of bytes).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { inTenant, type TenantScope } from '../../apps/api/src/db/tenant.ts';
import { checkYear, fecContext, fecLines } from '../../apps/api/src/modules/accounting/accounting.fec.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    pg: { type: 'string' },
  },
});
const N = Number(args.invoices);
const ROUNDS = Number(args.rounds);
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const serverUrl = args.pg ?? process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('--pg postgres://… is needed (the raw twin is a COPY through psql)');
const bench = await createBenchDatabase({ serverUrl, log, keep: process.env.BENCH_KEEP === '1' });
const db = bench.database.db as Db;
const generated = await generateCatalogue(db, { shops: 1, productsPerShop: 10, seed: 42 });
const { shop, ownerId } = generated.shops[0]!;
const scope: TenantScope = { user: { id: ownerId }, shop: { id: shop.id }, shops: [{ id: shop.id }] };

await db.execute(sql`update shops set identity = '{"siret": "12345678200010"}'::jsonb where id = ${shop.id}`);
const started = performance.now();
await db.execute(sql`
  insert into accounting_entries (id, shop_id, journal_code, journal_label, fiscal_year, seq, number, entry_date,
    piece_ref, piece_date, label, source, source_id, valid_date, debit, credit)
  select gen_random_uuid(), ${shop.id}, 'VT', 'Journal des ventes', 2026, i, 'VT' || lpad(i::text, 6, '0'),
    date '2026-01-01' + ((i * 364) / ${N})::int, 'F-2026-' || lpad(i::text, 6, '0'),
    date '2026-01-01' + ((i * 364) / ${N})::int, 'Facture F-2026-' || lpad(i::text, 6, '0') || ' Client ' || i,
    'invoice', gen_random_uuid(), date '2026-01-01' + ((i * 364) / ${N})::int, 12000 + i % 1000 * 12, 12000 + i % 1000 * 12
  from generate_series(1, ${N}) i`);
await db.execute(sql`
  insert into accounting_entries (id, shop_id, journal_code, journal_label, fiscal_year, seq, number, entry_date,
    piece_ref, piece_date, label, source, source_id, valid_date, payment_day, payment_mode, debit, credit)
  select gen_random_uuid(), ${shop.id}, 'BQ', 'Banque', 2026, i, 'BQ' || lpad(i::text, 6, '0'),
    least(date '2026-12-31', date '2026-01-01' + ((i * 364) / ${N})::int + 20), 'VIR-' || i,
    least(date '2026-12-31', date '2026-01-01' + ((i * 364) / ${N})::int + 20), 'Virement Client ' || i,
    'payment', gen_random_uuid(), least(date '2026-12-31', date '2026-01-01' + ((i * 364) / ${N})::int + 20),
    least(date '2026-12-31', date '2026-01-01' + ((i * 364) / ${N})::int + 20), 'transfer',
    12000 + i % 1000 * 12, 12000 + i % 1000 * 12
  from generate_series(1, ${N}) i`);
await db.execute(sql`
  insert into accounting_entry_lines (id, shop_id, entry_id, position, account_key, account, account_label, aux_account,
    aux_label, label, debit, credit, letter, lettered_on)
  select gen_random_uuid(), e.shop_id, e.id, p, k, a, l, case when p = 1 then 'CLI' || lpad(e.seq::text, 6, '0') end,
    case when p = 1 then 'Client ' || e.seq end, e.label,
    case when p = 1 then e.debit else 0 end,
    case when p = 2 then e.debit * 10 / 12 when p = 3 then e.debit - e.debit * 10 / 12 else 0 end,
    case when p = 1 then 'L' || e.seq end, case when p = 1 then e.entry_date + 20 end
  from accounting_entries e,
    (values (1, 'third.clients', '411000', 'Clients'), (2, 'sales.product', '7070', 'Ventes de vins'),
            (3, 'vatCollected.2000', '445711', 'TVA collectée 20 %')) v(p, k, a, l)
  where e.journal_code = 'VT'`);
await db.execute(sql`
  insert into accounting_entry_lines (id, shop_id, entry_id, position, account_key, account, account_label, aux_account,
    aux_label, label, debit, credit, letter, lettered_on)
  select gen_random_uuid(), e.shop_id, e.id, p, k, a, l, case when p = 2 then 'CLI' || lpad(e.seq::text, 6, '0') end,
    case when p = 2 then 'Client ' || e.seq end, e.label,
    case when p = 1 then e.debit else 0 end, case when p = 2 then e.debit else 0 end,
    case when p = 2 then 'L' || e.seq end, case when p = 2 then e.entry_date end
  from accounting_entries e,
    (values (1, 'treasury.bank', '512000', 'Banque'), (2, 'third.clients', '411000', 'Clients')) v(p, k, a, l)
  where e.journal_code = 'BQ'`);
await db.execute(sql`analyze accounting_entries`);
await db.execute(sql`analyze accounting_entry_lines`);
log(`${2 * N} entries, ${5 * N} lines written in ${Math.round(performance.now() - started)} ms`);

/** Peak memory above the start, sampled every 20 ms while `fn` runs. */
async function measured<T>(fn: () => Promise<T>) {
  global.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  return { value, ms, rssMb: (rss - base.rss) / 2 ** 20, heapMb: (heap - base.heapUsed) / 2 ** 20 };
}

const fecRun = () =>
  measured(() =>
    inTenant(db, scope, async (tx) => {
      const c0 = performance.now();
      const check = await checkYear(tx, scope, 2026);
      if (process.env.BENCH_DETAIL) log(`check ${Math.round(performance.now() - c0)} ms`);
      if (check.errors.length > 0) throw new Error(check.errors.slice(0, 3).join('; '));
      const ctx = await fecContext(tx, scope, 2026);
      let bytes = 0;
      let lines = 0;
      for await (const row of fecLines(tx, scope, ctx)) {
        bytes += Buffer.byteLength(row) + 2;
        lines += 1;
      }
      return { bytes, lines, warnings: check.warnings.length };
    }),
  );

const copySql = `\\copy (select e.journal_code, e.journal_label, e.number, e.entry_date, l.account, l.account_label,
  l.aux_account, l.aux_label, e.piece_ref, e.piece_date, l.label, l.debit, l.credit, l.letter, l.lettered_on, e.valid_date
  from accounting_entries e join accounting_entry_lines l on l.entry_id = e.id
  where e.shop_id = '${shop.id}' and e.valid_date between '2026-01-01' and '2026-12-31'
  order by e.valid_date, e.journal_code, e.seq, l.position) to '/dev/null' with (delimiter '|')`;
const url = (bench.database as unknown as { url?: string }).url;
const databaseUrl =
  url ??
  (await db.execute(sql`select current_database() as name`).then((r) => {
    const name = (r as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  }));
const copyRun = () =>
  measured(async () => {
    execFileSync('psql', [String(databaseUrl), '-q', '-c', copySql], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return null;
  });

log('warm-up');
await fecRun();
await copyRun();
const fec: Awaited<ReturnType<typeof fecRun>>[] = [];
const copy: Awaited<ReturnType<typeof copyRun>>[] = [];
for (let r = 0; r < ROUNDS; r++) {
  if (r % 2 === 0) {
    fec.push(await fecRun());
    copy.push(await copyRun());
  } else {
    copy.push(await copyRun());
    fec.push(await fecRun());
  }
  log(`round ${r + 1}: FEC ${Math.round(fec.at(-1)!.ms)} ms, COPY ${Math.round(copy.at(-1)!.ms)} ms`);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s.at(-1)! };
};
const f = (n: number) => n.toFixed(0);
const first = fec[0]!.value;
console.log(
  `${N} invoices and their payments: ${2 * N} entries, ${first.lines} FEC lines, ${(first.bytes / 2 ** 20).toFixed(1)} MB`,
);
console.log(
  '| run | median ms | min ms | max ms | peak heap above start, MB (max) | peak RSS above start, MB (max) |',
);
console.log('|---|---|---|---|---|---|');
const ms = stats(fec.map((r) => r.ms));
console.log(
  `| FEC (check + streamed file, tenant transaction) | ${f(ms.median)} | ${f(ms.min)} | ${f(ms.max)} | ${f(Math.max(...fec.map((r) => r.heapMb)))} | ${f(Math.max(...fec.map((r) => r.rssMb)))} |`,
);
const cs = stats(copy.map((r) => r.ms));
console.log(
  `| raw COPY of the same rows (psql \\copy to /dev/null) | ${f(cs.median)} | ${f(cs.min)} | ${f(cs.max)} | – | – |`,
);
await bench.cleanup();
