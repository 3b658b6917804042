import { type SQL, sql } from 'drizzle-orm';
import { stockLines } from './stock.table.ts';

/**
 * A format's units available across the shop's warehouses (physical less reserved), as the back
 * office's entry shows them beside a line (issue 24), whatever the shop's out-of-stock setting:
 * null when the shop keeps no stock line for the format. A sub-select for another module's
 * statement (stock_lines_shop_format_idx serves it); the outer columns are given qualified.
 */
export function formatStockSql(shopId: SQL, formatId: SQL): SQL<number | null> {
  return sql<number | null>`(
    select sum(l.physical - l.reserved)::int from ${stockLines} l
    where l.shop_id = ${shopId} and l.format_id = ${formatId}
  )`;
}
