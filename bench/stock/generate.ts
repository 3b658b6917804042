/**
 * A shop's stock at scale, written by the database itself (generate_series): `lines` stock lines
 * spread over 10 warehouses, the shop's formats and lots, and `movements` movements over two
 * years; each line's physical units are then set to the sum of its movements (the ledger's
 * rule, decision 0031).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

export async function generateStock(db: Db, shopId: string, opts: { lines: number; movements: number }) {
  await db.execute(sql`
    insert into warehouses (id, shop_id, name, kind, excise_status, is_default)
    select gen_random_uuid(), ${shopId}, 'Entrepôt ' || w, case when w = 1 then 'ownCellar' else 'logistician' end,
      case when w <= 5 then 'suspended' else 'dutyPaid' end, w = 1
    from generate_series(1, 10) w`);
  // Lines: every (warehouse, format) pair, then lots until `lines` rows.
  await db.execute(sql`
    with w as (select id, row_number() over (order by name) - 1 as n from warehouses where shop_id = ${shopId}),
         f as (select id, product_id, row_number() over (order by id) - 1 as n
               from product_formats where shop_id = ${shopId}),
         slots as (select g - 1 as k, (select count(*) from product_formats where shop_id = ${shopId}) as total
                   from generate_series(1, ${opts.lines}) g)
    insert into stock_lines (id, shop_id, warehouse_id, product_id, format_id, vintage, lot, unit_ml, unit_eq75_milli)
    select gen_random_uuid(), ${shopId}, w.id, f.product_id, f.id, (2015 + (s.k % 10))::text,
      'L' || (s.k / (10 * s.total))::text, 750, 1000
    from slots s
    join f on f.n = (s.k / 10) % s.total
    join w on w.n = s.k % 10`);
  // Movements: a bottling first on every line, then entries and exits, never below zero.
  await db.execute(sql`
    with l as (select id, warehouse_id, product_id, format_id, vintage, lot, row_number() over (order by id) - 1 as n
               from stock_lines where shop_id = ${shopId}),
         m as (select g - 1 as k, (select count(*) from stock_lines where shop_id = ${shopId}) as total
               from generate_series(1, ${opts.movements}) g)
    insert into stock_movements (id, shop_id, line_id, warehouse_id, product_id, format_id, vintage, lot, kind,
      quantity, eq75_milli, volume_ml, balance_after, excise_status, drm_category, movement_date, author_name)
    select gen_random_uuid(), ${shopId}, l.id, l.warehouse_id, l.product_id, l.format_id, l.vintage, l.lot,
      case when m.k < m.total then 'bottling' when m.k % 3 = 0 then 'purchase' else 'sale' end,
      case when m.k < m.total then 1000 when m.k % 3 = 0 then 12 else -6 end,
      case when m.k < m.total then 1000000 when m.k % 3 = 0 then 12000 else -6000 end,
      case when m.k < m.total then 750000 when m.k % 3 = 0 then 9000 else -4500 end,
      0, 'suspended', case when m.k < m.total then 'production' when m.k % 3 = 0 then 'purchase' else 'saleFrance' end,
      current_date - (730 - (m.k * 730 / ${opts.movements}))::int, 'Bench'
    from m join l on l.n = m.k % m.total`);
  await db.execute(sql`
    update stock_lines s set physical = t.total
    from (select line_id, sum(quantity)::int as total from stock_movements where shop_id = ${shopId} group by line_id) t
    where s.id = t.line_id`);
  await db.execute(sql`analyze stock_lines`);
  await db.execute(sql`analyze stock_movements`);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*) from stock_lines where shop_id = ${shopId})::int as lines,
                 (select count(*) from stock_movements where shop_id = ${shopId})::int as movements`,
    )) as unknown as { rows: { lines: number; movements: number }[] }
  ).rows;
  return counts!;
}
