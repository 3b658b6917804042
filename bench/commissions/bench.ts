/**
 * The commissions of a quarter for 50 agents over 100,000 invoices (issue 28): the product's
 * computation (the invoices module's `commissionSources` and packages/domain's statement, as the
 * board runs it, in a tenant transaction with row-level security) against a raw aggregate
 * query of the same figure (sum of HT per agent of the invoices settled in the quarter) in the
 * same run, rounds interleaved after a warm-up.
 *
 *   npx tsx bench/commissions/bench.ts --pg postgres://… [--invoices 100000] [--agents 50] [--rounds 5]
 *
 * Written by the database itself (generate_series): 2,000 clients spread over the agents, the
 * invoices over Q2 and Q3 2026, one payment each (a tenth still owed, a tenth paid in October),
 * a credit note on one invoice in fifty, each agent's contract at 10 %.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { addMembership, makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { inTenant, type TenantScope } from '../../apps/api/src/db/tenant.ts';
import { figuresOf } from '../../apps/api/src/modules/commissions/commissions.statements.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    agents: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    pg: { type: 'string' },
  },
});
const N = Number(args.invoices);
const AGENTS = Number(args.agents);
const ROUNDS = Number(args.rounds);
const QUARTER = '2026-T3';
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const serverUrl = args.pg ?? process.env.BENCH_DATABASE_URL;
const bench = await createBenchDatabase({ serverUrl, log, keep: process.env.BENCH_KEEP === '1' });
const db = bench.database.db as Db;
const generated = await generateCatalogue(db, { shops: 1, productsPerShop: 10, seed: 42 });
const { shop, ownerId } = generated.shops[0]!;
const scope: TenantScope = { user: { id: ownerId }, shop: { id: shop.id }, shops: [{ id: shop.id }] };

const started = performance.now();
const agentIds: string[] = [];
for (let a = 0; a < AGENTS; a++) {
  const user = await makeUser(db, {
    role: 'agent',
    email: `agent${a}@bench.test`,
    firstname: 'Agent',
    lastname: `${a}`,
  });
  await addMembership(db, { shopId: shop.id, userId: user.id, role: 'agent' });
  agentIds.push(user.id);
}
const agentsArray = sql.raw(`array[${agentIds.map((id) => `'${id}'::uuid`).join(',')}]`);
await db.execute(sql`
  insert into commission_rules (id, shop_id, agent_id, valid_from, basis, rate_bp)
  select gen_random_uuid(), ${shop.id}, a, date '2025-01-01', 'invoicesPaid', 1000 from unnest(${agentsArray}) a`);
await db.execute(sql`
  insert into clients (id, shop_id, kind, lastname, typology, display_name, sort_key, agent_id)
  select gen_random_uuid(), ${shop.id}, 'professional', 'Client ' || i, 'caviste', 'Client ' || i, 'client ' || i,
    (${agentsArray})[1 + i % ${AGENTS}]
  from generate_series(1, 2000) i`);
// Invoices from 1 April to 30 September, HT 100.00 to 1,099.00 €, one product line.
await db.execute(sql`
  with c as (select id, row_number() over (order by id) as n from clients where shop_id = ${shop.id})
  insert into invoices (id, shop_id, kind, client_id, series, fiscal_year, seq, number, issue_date, due_date,
    total_ht, tva, total_ttc, payable, payment_status, snapshot)
  select gen_random_uuid(), ${shop.id}, 'invoice', c.id, 'F', 2026, i, 'F-2026-' || lpad(i::text, 6, '0'),
    date '2026-04-01' + ((i * 182) / ${N})::int, date '2026-04-01' + ((i * 182) / ${N})::int + 30,
    10000 + (i % 1000) * 100, (10000 + (i % 1000) * 100) / 5, (10000 + (i % 1000) * 100) * 6 / 5,
    (10000 + (i % 1000) * 100) * 6 / 5, case when i % 10 = 0 then 'pending' else 'paid' end,
    jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('family', 'product', 'netCents', 10000 + (i % 1000) * 100)))
  from generate_series(1, ${N}) i join c on c.n = 1 + i % 2000`);
// One payment each (but the tenth still owed), 20 days after, or in October for one in ten.
await db.execute(sql`
  insert into received_payments (id, shop_id, client_id, invoice_id, type, amount, paid_on)
  select gen_random_uuid(), shop_id, client_id, id, 'transfer', total_ttc,
    case when seq % 10 = 5 then date '2026-10-05' else issue_date + 20 end
  from invoices where shop_id = ${shop.id} and payment_status = 'paid'`);
await db.execute(sql`
  insert into payment_allocations (id, shop_id, kind, invoice_id, received_payment_id, amount)
  select gen_random_uuid(), shop_id, 'payment', invoice_id, id, amount from received_payments where shop_id = ${shop.id}`);
// A credit note of 10 % on one invoice in fifty, dated with its invoice's payment.
await db.execute(sql`
  insert into invoices (id, shop_id, kind, client_id, credited_invoice_id, series, fiscal_year, seq, number, issue_date,
    due_date, total_ht, tva, total_ttc, payable, snapshot)
  select gen_random_uuid(), i.shop_id, 'credit', i.client_id, i.id, 'AV', 2026, i.seq, 'AV-2026-' || lpad(i.seq::text, 6, '0'),
    least(i.issue_date + 10, date '2026-09-30'), least(i.issue_date + 10, date '2026-09-30'), i.total_ht / 10, i.tva / 10,
    i.total_ttc / 10, i.total_ttc / 10,
    jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('family', 'product', 'netCents', i.total_ht / 10)))
  from invoices i where i.shop_id = ${shop.id} and i.kind = 'invoice' and i.seq % 50 = 7`);
for (const t of ['invoices', 'clients', 'received_payments', 'payment_allocations', 'commission_rules'])
  await db.execute(sql.raw(`analyze ${t}`));
log(`${N} invoices, ${AGENTS} agents written in ${Math.round(performance.now() - started)} ms`);

/** The product's figures for every agent, as the board computes them. */
const productRun = async () => {
  const t0 = performance.now();
  const figures = await inTenant(db, scope, (tx) => figuresOf(tx, scope, agentIds, QUARTER));
  const total = [...figures.values()].reduce((s, f) => s + f.commissionCents, 0);
  const elements = [...figures.values()].reduce((s, f) => s + f.elements.length, 0);
  return { ms: performance.now() - t0, total, elements };
};

/** The same figure in one aggregate: HT of the invoices settled in the quarter less their credit notes, per agent. */
const rawRun = async () => {
  const t0 = performance.now();
  const result = (await db.execute(sql`
    with settled as (
      select i.id, i.total_ht, c.agent_id,
        (select max(rp.paid_on) from payment_allocations a join received_payments rp on rp.id = a.received_payment_id
          where a.shop_id = i.shop_id and a.invoice_id = i.id) as day
      from invoices i join clients c on c.id = i.client_id
      where i.shop_id = ${shop.id} and i.kind = 'invoice' and i.payment_status = 'paid'
    ), base as (
      select agent_id, total_ht as ht from settled where day <= date '2026-09-30'
      union all
      select s.agent_id, -cn.total_ht from invoices cn join settled s on s.id = cn.credited_invoice_id
      where cn.kind = 'credit' and s.day <= date '2026-09-30' and cn.issue_date <= date '2026-09-30'
    )
    select agent_id, round(sum(ht) * 1000 / 10000.0)::bigint as commission, count(*)::int as n
    from base group by agent_id`)) as unknown as { rows: { commission: string; n: number }[] };
  const total = result.rows.reduce((s, r) => s + Number(r.commission), 0);
  const elements = result.rows.reduce((s, r) => s + r.n, 0);
  return { ms: performance.now() - t0, total, elements };
};

log('warm-up');
const first = await productRun();
const firstRaw = await rawRun();
if (first.total !== firstRaw.total || first.elements !== firstRaw.elements)
  throw new Error(`the product and the raw query disagree: ${JSON.stringify({ first, firstRaw })}`);
const product: number[] = [];
const raw: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  if (r % 2 === 0) {
    product.push((await productRun()).ms);
    raw.push((await rawRun()).ms);
  } else {
    raw.push((await rawRun()).ms);
    product.push((await productRun()).ms);
  }
  log(`round ${r + 1}: product ${Math.round(product.at(-1)!)} ms, raw ${Math.round(raw.at(-1)!)} ms`);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s.at(-1)! };
};
const f = (n: number) => n.toFixed(0);
console.log(
  `${N} invoices, ${AGENTS} agents, ${QUARTER}: ${first.elements} elements stated, ${(first.total / 100).toFixed(2)} € of commissions (the raw query agrees)`,
);
console.log('| run | median ms | min ms | max ms |');
console.log('|---|---|---|---|');
const p = stats(product);
console.log(
  `| product: sources + statements of 50 agents (tenant transaction) | ${f(p.median)} | ${f(p.min)} | ${f(p.max)} |`,
);
const q = stats(raw);
console.log(`| raw aggregate query (sum of HT per agent) | ${f(q.median)} | ${f(q.min)} | ${f(q.max)} |`);
await bench.cleanup();
