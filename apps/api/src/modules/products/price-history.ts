import type { FormatPriceSnapshot } from '@cuvee/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Scoped, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { formatPriceHistory, productFormats } from './products.table.ts';

/*
 * A format's price history (issue 29, decision 0176): every change of what its price is made of
 * (public price, tiers, format promotions, typology prices), with its moment, written in the
 * transaction of the change. The storefront reads it to show the prior price of a reduction.
 */

type Snapshot = FormatPriceSnapshot & {
  typologies: Record<string, { visible?: boolean; price?: number | null }>;
};

/** What of a format makes its price; visibility alone is no price change. */
const priceKey = (f: Snapshot) =>
  JSON.stringify([
    f.price,
    f.discountPrice ?? {},
    f.promotions,
    Object.fromEntries(
      Object.entries(f.typologies ?? {})
        .filter(([, t]) => t.price !== null && t.price !== undefined)
        .map(([k, t]) => [k, t.price])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ),
  ]);

/** Writes a history row for each format whose price changed since its last row (or has none). */
export async function recordPriceChanges(s: Scoped, formatIds: readonly string[], at = new Date()) {
  if (formatIds.length === 0) return 0;
  const formats = await s.selectAll(productFormats, inArray(productFormats.id, [...formatIds]));
  const last = await s
    .select({
      formatId: formatPriceHistory.formatId,
      price: formatPriceHistory.price,
      discountPrice: formatPriceHistory.discountPrice,
      promotions: formatPriceHistory.promotions,
      typologies: formatPriceHistory.typologies,
    })
    .from(formatPriceHistory)
    .where(
      inArray(formatPriceHistory.formatId, [...formatIds]),
      sql`${formatPriceHistory.changedAt} = (select max(h.changed_at) from ${formatPriceHistory} h
        where h.shop_id = ${formatPriceHistory.shopId} and h.format_id = ${formatPriceHistory.formatId})`,
    );
  const lastKey = new Map(last.map((r) => [r.formatId, priceKey(r)]));
  const changed = formats.filter((f) => lastKey.get(f.id) !== priceKey(f));
  if (changed.length === 0) return 0;
  await s.insert(formatPriceHistory).values(
    changed.map((f) => ({
      formatId: f.id,
      changedAt: at,
      price: f.price,
      discountPrice: f.discountPrice,
      promotions: f.promotions,
      typologies: f.typologies,
    })),
  );
  return changed.length;
}

/**
 * A price as it was from a past moment (the demo's history, the tests that prove the prior
 * price): the products module's own row, never a number shown as is.
 */
export async function recordPastPrice(
  scope: TenantScope,
  tx: TenantTx,
  formatId: string,
  at: Date,
  snapshot: Partial<Snapshot> & { price: number },
) {
  await scoped(tx, scope)
    .insert(formatPriceHistory)
    .values([
      {
        formatId,
        changedAt: at,
        price: snapshot.price,
        discountPrice: snapshot.discountPrice ?? {},
        promotions: [...(snapshot.promotions ?? [])],
        typologies: snapshot.typologies ?? {},
      },
    ]);
}

export type PricePointRow = Snapshot & { at: string };

/**
 * A format's price history as JSON for the storefront's own statement (no query more): the rows
 * of the last 400 days and the one in force at their start, oldest first.
 */
export const priceHistorySql = (shopId: SQL, formatId: SQL) => sql<PricePointRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('at', h.changed_at, 'price', h.price,
    'discountPrice', h.discount_price, 'promotions', h.promotions, 'typologies', h.typologies)
    order by h.changed_at), '[]'::jsonb)
  from ${formatPriceHistory} h
  where h.shop_id = ${shopId} and h.format_id = ${formatId} and h.changed_at <= now()
    and (h.changed_at > now() - interval '400 days' or h.changed_at = (
      select max(o.changed_at) from ${formatPriceHistory} o
      where o.shop_id = ${shopId} and o.format_id = ${formatId} and o.changed_at <= now() - interval '400 days'))
)`;
