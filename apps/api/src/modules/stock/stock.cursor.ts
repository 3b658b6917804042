import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../lib/http-error.ts';

/*
 * Keyset cursors of the stock lists (decision 0031): the last row's id (uuid v7, time
 * ordered), or its day and id for the journals. A malformed cursor is a French 400.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BAD = "Le curseur de pagination n'est pas valide";

export function decodeIdCursor(cursor: string): string {
  if (!UUID.test(cursor)) throw new HttpError(400, BAD);
  return cursor;
}

export function encodeDayCursor(day: string, id: string): string {
  return `${day}|${id}`;
}

export function decodeDayCursor(cursor: string): { day: string; id: string } {
  const [day, id] = cursor.split('|');
  const m = DAY.exec(day ?? '');
  const valid =
    m &&
    Number(m[1]) >= 1 &&
    Number(m[2]) >= 1 &&
    Number(m[2]) <= 12 &&
    Number(m[3]) >= 1 &&
    Number(m[3]) <= 31;
  if (!valid || !id || !UUID.test(id) || Number.isNaN(Date.parse(day!))) throw new HttpError(400, BAD);
  return { day: day!, id };
}

/**
 * Rows after a day cursor, newest first: an earlier day, or the same day and a smaller id. A
 * row comparison, which the (shop_id, day, id) index takes as the bound of its scan (an OR of
 * the two cases made PostgreSQL read every newer row first: docs/benchmarks/stock.md).
 */
export function afterDayCursor(cursor: string, day: AnyPgColumn, id: AnyPgColumn): SQL {
  const c = decodeDayCursor(cursor);
  return sql`(${day}, ${id}) < (${c.day}::date, ${c.id}::uuid)`;
}
