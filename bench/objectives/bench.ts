/**
 * The objectives' board for 50 agents over 100,000 orders (issue 28 part 4): the product's board
 * (the objectives module's `objectivesBoard` — the structure, the objectives of the quarter and
 * the orders module's `salesFigures`, in a tenant transaction with row-level security) against a
 * raw aggregate query of the same figures (HT, orders, bottles, new clients per agent) in the
 * same run, rounds interleaved after a warm-up.
 *
 *   npx tsx bench/objectives/bench.ts --pg postgres://… [--orders 100000] [--agents 50] [--rounds 5]
 *
 * Written by the database itself (generate_series): 5,000 clients spread over the agents (a fifth
 * of them ordering for the first time in Q4), the
 * orders over 2026 (a quarter of them in Q4, the quarter the board reads), one to three lines
 * each, a tenth still pending (not a sale); each agent has an objective for Q4 and the agents are
 * in five teams of ten, each with its objective.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { addMembership, makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { inTenant, type TenantScope } from '../../apps/api/src/db/tenant.ts';
import { objectivesBoard } from '../../apps/api/src/modules/objectives/objectives.service.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    agents: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    pg: { type: 'string' },
  },
});
const N = Number(args.orders);
const AGENTS = Number(args.agents);
const ROUNDS = Number(args.rounds);
const PERIOD = '2026-T4';
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
  insert into clients (id, shop_id, kind, lastname, typology, display_name, sort_key, agent_id)
  select gen_random_uuid(), ${shop.id}, 'professional', 'Client ' || i, 'caviste', 'Client ' || i, 'client ' || i,
    (${agentsArray})[1 + i % ${AGENTS}]
  from generate_series(1, 5000) i`);
// Orders over the year, HT 60.00 to 1,059.00 €, placed every ~5 minutes from 1 January.
await db.execute(sql`
  with c as (select id, agent_id, row_number() over (order by id) as n from clients where shop_id = ${shop.id})
  insert into orders (id, shop_id, client_id, kind, reference, agent_id, status, payment_type, idempotency_key, channel,
    total_ht, tva, total_ttc, price, shipping, placed_at)
  select gen_random_uuid(), ${shop.id}, c.id, 'order', 'C-' || lpad(g.i::text, 7, '0'), c.agent_id,
    case when i % 10 = 3 then 'pending' when i % 2 = 0 then 'invoiced' else 'validated' end,
    'transfer', 'bench-' || i, 'backoffice',
    6000 + (i % 1000) * 100, (6000 + (i % 1000) * 100) / 5, (6000 + (i % 1000) * 100) * 6 / 5,
    '{}'::jsonb, '{"modeId":null,"kind":"home","name":"Colissimo","collectionPoint":null,"priceCents":0,"parcels":1,"franco":false,"instructions":null}'::jsonb,
    timestamptz '2026-01-01 08:00:00+01' + (i * (365.0 * 86400 / ${N})) * interval '1 second'
  from (select i, 1 + i % (case when i > ${N} * 3 / 4 then 5000 else 4000 end) as n from generate_series(1, ${N}) i) g
  join c on c.n = g.n`);
const [line] = (
  (await db.execute(sql`select p.id as product_id, f.id as format_id from products p join product_formats f on f.product_id = p.id
    where p.shop_id = ${shop.id} limit 1`)) as unknown as {
    rows: { product_id: string; format_id: string }[];
  }
).rows;
await db.execute(sql`
  insert into order_lines (id, shop_id, order_id, position, product_id, format_id, label, quantity, unit_ht, unit_ttc,
    vat_rate_bp, total_ht, total_ttc)
  select gen_random_uuid(), o.shop_id, o.id, k, ${line!.product_id}, ${line!.format_id}, 'Vin', 6 * k, 1000, 1200, 2000,
    6000 * k, 7200 * k
  from orders o cross join generate_series(1, 3) k
  where o.shop_id = ${shop.id} and k <= 1 + (hashtext(o.reference) & 3) % 3`);
// Five teams of ten, each led by its first agent; their objectives and each agent's, for Q4.
for (let team = 0; team < Math.ceil(AGENTS / 10); team++) {
  const lead = agentIds[team * 10]!;
  for (const member of agentIds.slice(team * 10 + 1, team * 10 + 10))
    await db.execute(
      sql`insert into sales_reporting_lines (shop_id, member_id, reports_to) values (${shop.id}, ${member}, ${lead})`,
    );
  await db.execute(sql`
    with t as (insert into sales_teams (id, shop_id, name, lead_id) values (gen_random_uuid(), ${shop.id}, ${`Équipe ${team + 1}`}, ${lead}) returning id)
    insert into sales_objectives (id, shop_id, team_id, period, amount_ht_cents) select gen_random_uuid(), ${shop.id}, t.id, ${PERIOD}, 100000000 from t`);
}
await db.execute(sql`
  insert into sales_objectives (id, shop_id, member_id, period, amount_ht_cents, bottles, new_clients)
  select gen_random_uuid(), ${shop.id}, a, ${PERIOD}, 10000000, 2000, 20 from unnest(${agentsArray}) a`);
for (const t of [
  'orders',
  'order_lines',
  'clients',
  'sales_objectives',
  'sales_teams',
  'sales_reporting_lines',
])
  await db.execute(sql.raw(`analyze ${t}`));
log(`${N} orders, ${AGENTS} agents written in ${Math.round(performance.now() - started)} ms`);

type Sum = { ht: number; orders: number; bottles: number; clients: number };
const sumOf = (rows: Sum[]) =>
  rows.reduce(
    (s, r) => ({
      ht: s.ht + r.ht,
      orders: s.orders + r.orders,
      bottles: s.bottles + r.bottles,
      clients: s.clients + r.clients,
    }),
    {
      ht: 0,
      orders: 0,
      bottles: 0,
      clients: 0,
    },
  );

/** The board as the page asks for it: every objective of the quarter with its progress. */
const productRun = async () => {
  const t0 = performance.now();
  const board = await inTenant(db, scope, (tx) => objectivesBoard(tx, scope, { period: PERIOD }));
  const agents = board.rows.filter((r) => r.subject.kind === 'member');
  const sum = sumOf(
    agents.map((r) => ({
      ht: r.achieved.amountHtCents,
      orders: r.achieved.orders,
      bottles: r.achieved.bottles,
      clients: r.achieved.newClients,
    })),
  );
  return { ms: performance.now() - t0, sum, rows: board.rows.length };
};

/** The same figures in one aggregate per agent, without the structure, the objectives or the scope. */
const rawRun = async () => {
  const t0 = performance.now();
  const result = (await db.execute(sql`
    with sold as (
      select o.id, o.client_id, o.total_ht, o.agent_id from orders o
      where o.shop_id = ${shop.id} and o.kind = 'order' and o.status in ('validated', 'invoiced')
        and o.placed_at >= timestamptz '2026-10-01 00:00:00+02' and o.placed_at < timestamptz '2027-01-01 00:00:00+01'
    ), firsts as (
      select client_id, min(placed_at) as first from orders
      where shop_id = ${shop.id} and kind = 'order' and status in ('validated', 'invoiced') group by 1
    )
    select s.agent_id, sum(s.total_ht)::bigint as ht, count(distinct s.id)::int as orders,
      (select sum(l.quantity) from order_lines l join sold x on x.id = l.order_id where x.agent_id = s.agent_id)::bigint as bottles,
      count(distinct s.client_id) filter (where f.first >= timestamptz '2026-10-01 00:00:00+02')::int as clients
    from sold s join firsts f on f.client_id = s.client_id group by s.agent_id`)) as unknown as {
    rows: { ht: string; orders: number; bottles: string; clients: number }[];
  };
  const sum = sumOf(
    result.rows.map((r) => ({
      ht: Number(r.ht),
      orders: r.orders,
      bottles: Number(r.bottles),
      clients: r.clients,
    })),
  );
  return { ms: performance.now() - t0, sum };
};

log('warm-up');
const first = await productRun();
const firstRaw = await rawRun();
if (JSON.stringify(first.sum) !== JSON.stringify(firstRaw.sum))
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
const s = first.sum;
console.log(
  `${N} orders, ${AGENTS} agents, ${PERIOD}: ${first.rows} objectives; ${s.orders} orders sold, ${(s.ht / 100).toFixed(2)} € HT, ${s.bottles} bottles, ${s.clients} new clients (the raw query agrees)`,
);
console.log('| run | median ms | min ms | max ms |');
console.log('|---|---|---|---|');
const p = stats(product);
console.log(
  `| product: objectives board, ${first.rows} objectives (tenant transaction) | ${f(p.median)} | ${f(p.min)} | ${f(p.max)} |`,
);
const q = stats(raw);
console.log(`| raw aggregate query (figures per agent) | ${f(q.median)} | ${f(q.min)} | ${f(q.max)} |`);
await bench.cleanup();
