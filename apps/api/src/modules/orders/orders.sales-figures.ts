import type { SalesFigures } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';

/*
 * What the shop's people sold (issue 28 part 4, decision 0160): the validated orders — validated
 * or invoiced, placed in the period (days in France) — credited to the order's agent, else the
 * client's follower, else who entered it. Amount HT (lines and shipping, after discounts, as the
 * order's total), orders, bottles (the lines that hold no others: a box counts by its bottles)
 * and new clients (a client's first validated order ever falls in the period). One statement.
 */

type Shop = TenantScope & { readonly shop: { readonly id: string } | null };
const SOLD = sql`o.kind = 'order' and o.status in ('validated', 'invoiced')`;
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`;

/** Each credited person's figures over [from, to] (inclusive days), by person id. */
export async function salesFigures(
  tx: TenantTx,
  scope: Shop,
  from: string,
  to: string,
): Promise<Map<string, SalesFigures>> {
  const out = new Map<string, SalesFigures>();
  if (!scope.shop) return out;
  const shopId = scope.shop.id;
  const result = (await tx.execute(sql`
    with sold as (
      select o.id, o.client_id, o.total_ht, coalesce(o.agent_id, c.agent_id, o.created_by) as member_id
      from orders o
      left join clients c on c.id = o.client_id and c.shop_id = ${shopId}
      where o.shop_id = ${shopId} and ${SOLD}
        and o.placed_at >= ${startOf(from)} and o.placed_at < ${startOf(to)} + interval '1 day'
    ),
    money as (
      select member_id, sum(total_ht)::bigint as ht, count(*)::int as orders from sold group by 1
    ),
    bottles as (
      select s.member_id, sum(l.quantity)::bigint as bottles
      from sold s join order_lines l on l.order_id = s.id and l.shop_id = ${shopId}
      where not exists (select 1 from order_lines k where k.parent_line_id = l.id)
      group by 1
    ),
    fresh as (
      select s.member_id, count(distinct s.client_id)::int as clients
      from sold s
      where s.client_id is not null and not exists (
        select 1 from orders p
        where p.shop_id = ${shopId} and p.client_id = s.client_id
          and p.kind = 'order' and p.status in ('validated', 'invoiced')
          and p.placed_at < ${startOf(from)}
      )
      group by 1
    )
    select m.member_id, m.ht, m.orders, coalesce(b.bottles, 0) as bottles, coalesce(f.clients, 0) as clients
    from money m
    left join bottles b on b.member_id is not distinct from m.member_id
    left join fresh f on f.member_id is not distinct from m.member_id
    where m.member_id is not null
  `)) as unknown as {
    rows: {
      member_id: string;
      ht: string | number;
      orders: number;
      bottles: string | number;
      clients: number;
    }[];
  };
  for (const r of result.rows) {
    out.set(r.member_id, {
      amountHtCents: Number(r.ht),
      orders: Number(r.orders),
      bottles: Number(r.bottles),
      newClients: Number(r.clients),
    });
  }
  return out;
}

/** The shop's validated orders' HT per month of a year (12 numbers, January first). */
export async function monthlySales(tx: TenantTx, scope: Shop, year: number): Promise<number[]> {
  const months = Array.from({ length: 12 }, () => 0);
  if (!scope.shop) return months;
  const shopId = scope.shop.id;
  const result = (await tx.execute(sql`
    select extract(month from o.placed_at at time zone 'Europe/Paris')::int as month, sum(o.total_ht)::bigint as ht
    from orders o
    where o.shop_id = ${shopId} and ${SOLD}
      and o.placed_at >= ${startOf(`${year}-01-01`)} and o.placed_at < ${startOf(`${year + 1}-01-01`)}
    group by 1
  `)) as unknown as { rows: { month: number; ht: string | number }[] };
  for (const r of result.rows) months[Number(r.month) - 1] = Number(r.ht);
  return months;
}
