/**
 * The orders list's data at scale (issue 16, item 6): 10,000 shops and 1,000,000 orders, each
 * written by INSERT … SELECT over generate_series. Domaine Démo holds a tenth of them (100,000
 * orders of its 40 demo clients and 2,000 generated ones, an agent on one in ten, a third
 * invoiced with their invoice row); the other shops share the rest. Lines are written for
 * Domaine Démo's orders only: the list reads none.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

const STATUSES = [
  'pending',
  'validated',
  'invoiced',
  'invoiced',
  'validated',
  'refused',
  'cancelled',
  'draft',
];
const DELIVERY = ['pending', 'preparation', 'transit', 'delivered'];
const arr = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

export async function generateOrders(
  db: Db,
  opts: { demoShopId: string; agentId: string; shops: number; orders: number },
): Promise<void> {
  const { demoShopId, agentId } = opts;
  // Other shops: only what the list needs (ids, names, settings).
  await db.execute(sql`
    insert into shops (id, code, url_shop, name, settings)
    select gen_random_uuid(), 'B' || lpad(i::text, 6, '0'), 'bench-shop-' || i, 'Domaine Bench ' || i, '{}'::jsonb
    from generate_series(1, ${opts.shops - 2}) as i`);
  // Domaine Démo's generated clients, beside its demo ones.
  await db.execute(sql`
    insert into clients (id, shop_id, kind, typology, lastname, firstname, email, display_name, sort_key, search_text,
                         agent_id, source, created_at, updated_at)
    select gen_random_uuid(), ${demoShopId}, 'professional', 'caviste', 'Client' || i, 'Bench', 'bench' || i || '@orders.cuvee.test',
           'Cave Bench ' || i, 'cave bench ' || i, 'client' || i || ' bench cave bench ' || i,
           case when i % 10 = 0 then ${agentId}::uuid end, 'import', now(), now()
    from generate_series(1, 2000) as i`);
  const demoOrders = Math.round(opts.orders / 10);
  // Domaine Démo: a tenth of the orders, over its clients, two years back.
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from clients where shop_id = ${demoShopId})
    insert into orders (id, shop_id, client_id, kind, reference, status, delivery_status, payment_status, payment_type,
                        idempotency_key, channel, agent_id, total_ht, tva, total_ttc, price, shipping, placed_at)
    select gen_random_uuid(), ${demoShopId}, c.ids[1 + i % array_length(c.ids, 1)],
           case when i % 20 = 0 then 'quote' when i % 97 = 0 then 'sample' else 'order' end,
           'B-' || lpad(i::text, 7, '0'),
           (${arr(STATUSES)})[1 + i % ${STATUSES.length}], (${arr(DELIVERY)})[1 + i % ${DELIVERY.length}],
           'pending', 'transfer', 'bench-' || i, case when i % 3 = 0 then 'storefront' else 'backoffice' end,
           case when i % 10 = 0 then ${agentId}::uuid end,
           10000 + i % 50000, (10000 + i % 50000) / 5, (10000 + i % 50000) * 6 / 5, '{}'::jsonb, '{}'::jsonb,
           now() - (i * 600 || ' seconds')::interval
    from generate_series(1, ${demoOrders}) as i, c`);
  // The other shops: the rest, spread evenly.
  await db.execute(sql`
    with s as (select array_agg(id) as ids from shops where url_shop like 'bench-shop-%')
    insert into orders (id, shop_id, kind, reference, status, delivery_status, payment_status, payment_type,
                        idempotency_key, channel, total_ht, tva, total_ttc, price, shipping, placed_at)
    select gen_random_uuid(), s.ids[1 + i % array_length(s.ids, 1)], 'order', 'O-' || lpad(i::text, 8, '0'),
           (${arr(STATUSES)})[1 + i % ${STATUSES.length}], 'pending', 'pending', 'transfer', 'bench-' || i, 'storefront',
           10000 + i % 50000, (10000 + i % 50000) / 5, (10000 + i % 50000) * 6 / 5, '{}'::jsonb, '{}'::jsonb,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${opts.orders - demoOrders}) as i, s`);
  // Two lines per Domaine Démo order, on its first product format.
  await db.execute(sql`
    with f as (select pf.id as format_id, pf.product_id from product_formats pf
               join products p on p.id = pf.product_id where p.shop_id = ${demoShopId} limit 1)
    insert into order_lines (id, shop_id, order_id, position, product_id, format_id, label, quantity,
                             unit_ht, unit_ttc, vat_rate_bp, total_ht, total_ttc)
    select gen_random_uuid(), o.shop_id, o.id, n, f.product_id, f.format_id, 'Bench', 6, 1000, 1200, 2000, 6000, 7200
    from orders o, f, generate_series(1, 2) as n
    where o.shop_id = ${demoShopId} and o.reference like 'B-%'`);
  // The invoiced orders' invoices (numbers F-2026-…), so the list shows an invoice number.
  await db.execute(sql`
    insert into invoices (id, shop_id, kind, order_id, client_id, series, fiscal_year, seq, number, issue_date, due_date,
                          total_ht, tva, total_ttc, payable, snapshot)
    select gen_random_uuid(), o.shop_id, 'invoice', o.id, o.client_id, 'F', 2026, row_number() over (order by o.placed_at),
           'F-2026-' || lpad((row_number() over (order by o.placed_at))::text, 5, '0'),
           o.placed_at::date, (o.placed_at + interval '30 days')::date, o.total_ht, o.tva, o.total_ttc, o.total_ttc, '{}'::jsonb
    from orders o where o.shop_id = ${demoShopId} and o.status = 'invoiced'`);
  // The series goes on after them (the counter holds the last number issued, as the upsert does).
  await db.execute(sql`
    insert into sales_counters (shop_id, series, fiscal_year, next)
    select ${demoShopId}, 'F', 2026, count(*) from invoices where shop_id = ${demoShopId} and series = 'F'`);
  await db.execute(sql`analyze`);
}
