import type { SalesOrder, SalesOrderListQuery } from '@cuvee/contracts';
import { frenchDay, type QuoteOutcome, quoteOutcome, seesAllOrders } from '@cuvee/domain';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/search.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { itemCount, toBuyerOrder } from './orders.read.ts';
import { type OrderRow, orders } from './orders.table.ts';

/*
 * The back office's lists of orders, quotes and samples (issue 16, decision 0046): one
 * statement for the page (client, agent, buyer and invoice number joined), then the count.
 * A member without seeAllOrder (an agent) reads the orders they are credited with and those
 * of their clients; another's order answers 404 as if it did not exist.
 */

/** Who reads orders: the request's scope, and whether they see every order of the shop. */
export type SalesActor = TenantScope & {
  readonly user: ShopCtx['user'];
  readonly shop: { readonly id: string };
  readonly seesAll: boolean;
};

export function salesActorOf(ctx: ShopCtx): SalesActor {
  const shop = ctx.shop!;
  return { user: ctx.user, shop, shops: ctx.shops, seesAll: seesAllOrders(ctx.user, shop.id) };
}

/** The orders the actor may see (undefined: all of the shop's). */
export function visibleOrders(actor: SalesActor, tx: TenantTx): SQL | undefined {
  if (actor.seesAll) return undefined;
  const mine = tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(scoped(tx, actor).owns(clients), eq(clients.agentId, actor.user.id)));
  return or(eq(orders.agentId, actor.user.id), inArray(orders.clientId, mine));
}

const agents = alias(users, 'agents');
const buyers = alias(users, 'buyers');
const agentName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${agents.firstname}, ${agents.lastname})), '')`;
const buyerName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${buyers.firstname}, ${buyers.lastname})), '')`;

/** Whether the order's typology pays TTC (the shop's typologies, §6); an order without one is an individual's. */
const typologyTtc = sql<boolean>`coalesce((${shops.typologies} -> ${orders.typology} ->> 'ttc')::boolean, true)`;

/**
 * The latest invoice's number of the order (one subquery in the page's statement); built when
 * asked, as invoices and orders import each other's exports (the table is there by then).
 */
const invoiceNumber = () => sql<string | null>`(select i.number from ${invoices} i
  where i.order_id = ${orders.id} and i.shop_id = ${orders.shopId} and i.kind = 'invoice'
  order by i.created_at desc limit 1)`;

export function salesRows(actor: SalesActor, tx: TenantTx, ...conds: (SQL | undefined)[]) {
  const s = scoped(tx, actor);
  return tx
    .select({
      order: orders,
      shopName: shops.name,
      urlShop: shops.urlShop,
      items: itemCount,
      clientName: clients.displayName,
      agentName,
      buyerName,
      buyerEmail: buyers.email,
      invoiceNumber: invoiceNumber(),
      typologyTtc,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(clients, and(eq(clients.id, orders.clientId), s.owns(clients)))
    .leftJoin(agents, eq(agents.id, orders.agentId))
    .leftJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(and(s.owns(orders), visibleOrders(actor, tx), ...conds));
}

export type SalesRow = Awaited<ReturnType<ReturnType<typeof salesRows>['execute']>>[number];

export function toSalesOrder(r: SalesRow): SalesOrder {
  const o: OrderRow = r.order;
  return {
    ...toBuyerOrder(r),
    kind: o.kind,
    channel: o.channel,
    client: o.clientId ? { id: o.clientId, name: r.clientName ?? '' } : null,
    agent: o.agentId ? { id: o.agentId, name: r.agentName ?? '' } : null,
    ...(o.buyerId && r.buyerEmail
      ? { buyer: { id: o.buyerId, name: r.buyerName ?? r.buyerEmail, email: r.buyerEmail } }
      : {}),
    validUntil: o.validUntil,
    quoteReference: o.quoteReference,
    quoteOutcome: quoteOutcome(o, frenchDay()),
    invoiceNumber: r.invoiceNumber,
    showTtc: r.typologyTtc !== false,
  };
}

type ListQuery = z.output<typeof SalesOrderListQuery>;

/** A quote's outcome as a condition (quoteOutcome's rules, the day being France's). */
const today = sql`(now() at time zone 'Europe/Paris')::date`;
const OUTCOME_SQL: Record<QuoteOutcome, SQL> = {
  draft: sql`${orders.kind} = 'quote' and ${orders.status} = 'draft'`,
  sent: sql`${orders.kind} = 'quote' and ${orders.status} = 'pending' and (${orders.validUntil} is null or ${orders.validUntil} >= ${today})`,
  accepted: sql`${orders.kind} <> 'quote' and ${orders.quoteReference} is not null`,
  refused: sql`${orders.kind} = 'quote' and ${orders.status} = 'refused'`,
  expired: sql`${orders.kind} = 'quote' and (${orders.status} = 'expired' or (${orders.status} = 'pending' and ${orders.validUntil} < ${today}))`,
  cancelled: sql`${orders.kind} = 'quote' and ${orders.status} not in ('draft', 'pending', 'refused', 'expired')`,
};

function filtersOf(q: ListQuery): (SQL | undefined)[] {
  const text = q.q;
  return [
    // The quotes' list keeps the accepted ones, orders now (issue 24; a partial index holds both).
    q.kind === 'quote'
      ? sql`(${orders.kind} = 'quote' or ${orders.quoteReference} is not null)`
      : eq(orders.kind, q.kind),
    q.kind === 'quote' && q.outcome ? OUTCOME_SQL[q.outcome] : undefined,
    q.status?.length ? inArray(orders.status, q.status) : undefined,
    q.clientId ? eq(orders.clientId, q.clientId) : undefined,
    q.agentId ? eq(orders.agentId, q.agentId) : undefined,
    q.channel ? eq(orders.channel, q.channel) : undefined,
    // Placed dates are French days: 'to' includes the whole day.
    q.from ? gte(orders.placedAt, sql`(${q.from}::date)::timestamp at time zone 'Europe/Paris'`) : undefined,
    q.to ? lt(orders.placedAt, sql`(${q.to}::date + 1)::timestamp at time zone 'Europe/Paris'`) : undefined,
    text
      ? or(
          sql`${orders.reference} ilike ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`,
          // An accepted quote is found by its D- number too (issue 24).
          sql`${orders.quoteReference} ilike ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`,
          sql`${orders.clientId} = any(array(select client_ids_matching(${containsPattern(text)})))`,
        )
      : undefined,
  ];
}

export async function listSalesOrders(actor: SalesActor, tx: TenantTx, q: ListQuery) {
  const conds = filtersOf(q);
  const rows = await salesRows(actor, tx, ...conds)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(q.limit)
    .offset(q.offset);
  // The page first, then the count (a short page tells its own total).
  let total = q.offset + rows.length;
  if (rows.length === q.limit || (rows.length === 0 && q.offset > 0)) {
    const [c] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(scoped(tx, actor).owns(orders), visibleOrders(actor, tx), ...conds));
    total = c?.n ?? 0;
  }
  return { orders: rows.map(toSalesOrder), total };
}
