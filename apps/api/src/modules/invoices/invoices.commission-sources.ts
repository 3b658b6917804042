import type { CommissionSource } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';

/*
 * What an agent's commission is computed from (issue 28, decision 0147): the shop's final
 * invoices and their credit notes credited to the agents (the order's agent, else the client's),
 * each with the day it was settled in full — its last payment's day, a card charge's or a credit
 * note's as the payments ledger records them — and the day its order was validated, and its net
 * HT per product family. One statement; the rules are packages/domain's (commissionStatement).
 */

type Row = {
  id: string;
  kind: 'invoice' | 'credit';
  number: string;
  issue_date: string;
  credited_id: string | null;
  agent_id: string;
  client_name: string | null;
  typology: string | null;
  settled_on: string | null;
  validated_on: string | null;
  lines: { family: string; htCents: number }[] | null;
};

const day = (v: unknown) =>
  v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/** The sources issued up to `until` (YYYY-MM-DD) of these agents, by agent. */
export async function commissionSources(
  tx: TenantTx,
  scope: TenantScope & { readonly shop: { readonly id: string } | null },
  agentIds: readonly string[],
  until: string,
): Promise<Map<string, CommissionSource[]>> {
  const byAgent = new Map<string, CommissionSource[]>(agentIds.map((id) => [id, []]));
  if (agentIds.length === 0 || !scope.shop) return byAgent;
  const shopId = scope.shop.id;
  const agents = sql.join(
    agentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with src as (
      select i.id, i.kind, i.number, i.issue_date, i.credited_invoice_id as credited_id,
        i.payment_status, i.order_id, coalesce(o.agent_id, c.agent_id) as agent_id,
        c.display_name as client_name, coalesce(c.typology, o.typology) as typology, i.snapshot -> 'lines' as lines
      from invoices i
      left join invoices ci on ci.id = i.credited_invoice_id and ci.shop_id = ${shopId}
      left join orders o on o.id = i.order_id and o.shop_id = ${shopId}
      left join clients c on c.id = i.client_id and c.shop_id = ${shopId}
      where i.shop_id = ${shopId} and i.issue_date <= ${until}::date
        and (i.kind = 'invoice' or (i.kind = 'credit' and ci.kind = 'invoice'))
        and coalesce(o.agent_id, c.agent_id) in (${agents})
    )
    select src.id, src.kind, src.number, src.issue_date, src.credited_id, src.agent_id,
      src.client_name, src.typology,
      case when src.kind = 'invoice' and src.payment_status = 'paid' then (
        select max(case a.kind
          when 'payment' then rp.paid_on
          when 'credit' then cn.issue_date
          else (a.created_at at time zone 'Europe/Paris')::date end)
        from payment_allocations a
        left join received_payments rp on rp.id = a.received_payment_id
        left join invoices cn on cn.id = a.credit_note_id
        where a.invoice_id = src.id and a.shop_id = ${shopId}
      ) end as settled_on,
      (select min((e.at at time zone 'Europe/Paris')::date) from order_events e
        where e.order_id = src.order_id and e.shop_id = ${shopId} and e.to_status = 'validated') as validated_on,
      (select json_agg(json_build_object('family', x.family, 'htCents', x.ht))
        from (select l ->> 'family' as family, sum((l ->> 'netCents')::bigint)::int as ht
              from jsonb_array_elements(src.lines) l group by 1) x) as lines
    from src
  `)) as unknown as { rows: Row[] };
  for (const r of result.rows) {
    byAgent.get(r.agent_id)?.push({
      id: r.id,
      kind: r.kind,
      number: r.number,
      issueDate: day(r.issue_date)!,
      clientName: r.client_name ?? '',
      typology: r.typology,
      settledOn: day(r.settled_on),
      validatedOn: day(r.validated_on),
      creditedId: r.credited_id,
      lines: (r.lines ?? []).map((l) => ({ family: l.family, htCents: Number(l.htCents) })),
    });
  }
  return byAgent;
}
