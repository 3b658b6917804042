import { type SQL, sql } from 'drizzle-orm';
import { stockLines, stockSettings } from './stock.table.ts';

/**
 * A format's units available for sale across the shop's warehouses, as the storefront shows
 * them (spec §3 `outofstock`, per format): null when the shop does not mark products out of
 * stock (its setting) or keeps no stock line for the format, so an untracked format is never
 * shown as missing. A sub-select for the storefront's own statements, which keep their
 * statement count (stock_lines_shop_format_idx serves it). The outer columns are given
 * qualified by their table: a bare name would resolve to the stock line's own.
 */
export function formatAvailableSql(shopId: SQL, formatId: SQL): SQL<number | null> {
  return sql<number | null>`(
    select sum(l.physical - l.reserved)::int from ${stockLines} l
    where l.shop_id = ${shopId} and l.format_id = ${formatId}
      and exists (select 1 from ${stockSettings} s where s.shop_id = ${shopId} and s.auto_out_of_stock)
  )`;
}
