import type { JournalQuery, StockListQuery, StockTotals } from '@cuvee/contracts';
import { hectolitres } from '@cuvee/domain';
import { eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { expireDue } from './reservations.service.ts';
import { afterDayCursor, decodeIdCursor, encodeDayCursor } from './stock.cursor.ts';
import { switchOutOfStock } from './stock.levels.ts';
import { lineView, lineViews, type StockActor } from './stock.lines.ts';
import { movementViews } from './stock.movements.ts';
import { stockLines, stockMovements, stockSettings } from './stock.table.ts';

/*
 * The stock list and the journal (decision 0031): filters on indexed columns whose first is
 * shop_id, keyset pages (the list by line id, the journal by day and id, newest first), and
 * the list's totals over every selected line in one aggregate.
 */

function lineFilters(q: Omit<StockListQuery, 'limit' | 'cursor'>): (SQL | undefined)[] {
  return [
    q.warehouseId ? eq(stockLines.warehouseId, q.warehouseId) : undefined,
    q.productId ? eq(stockLines.productId, q.productId) : undefined,
    q.formatId ? eq(stockLines.formatId, q.formatId) : undefined,
    q.vintage !== undefined ? eq(stockLines.vintage, q.vintage) : undefined,
    q.lot !== undefined ? eq(stockLines.lot, q.lot) : undefined,
    q.inStock ? gt(stockLines.physical, 0) : undefined,
    q.belowThreshold
      ? sql`${stockLines.physical} - ${stockLines.reserved} <= ${stockLines.alertThreshold}`
      : undefined,
  ];
}

export async function listStock(actor: StockActor, tx: TenantTx, q: StockListQuery) {
  await expireDue(actor, tx);
  const filters = lineFilters(q);
  const page = q.cursor ? [gt(stockLines.id, decodeIdCursor(q.cursor))] : [];
  const rows = await lineViews(actor, tx)([...filters, ...page], [sql`${stockLines.id}`], q.limit + 1);
  const lines = rows.slice(0, q.limit);
  return {
    lines,
    totals: await totals(actor, tx, filters),
    nextCursor: rows.length > q.limit ? lines.at(-1)!.id : null,
  };
}

async function totals(actor: StockActor, tx: TenantTx, filters: (SQL | undefined)[]): Promise<StockTotals> {
  const [t] = await scoped(tx, actor)
    .select({
      lines: sql<number>`count(*)::int`,
      physical: sql<number>`coalesce(sum(${stockLines.physical}), 0)::bigint`,
      reserved: sql<number>`coalesce(sum(${stockLines.reserved}), 0)::bigint`,
      eq75Milli: sql<number>`coalesce(sum(${stockLines.physical}::bigint * ${stockLines.unitEq75Milli}), 0)::bigint`,
      volumeMl: sql<number>`coalesce(sum(${stockLines.physical}::bigint * ${stockLines.unitMl}), 0)::bigint`,
    })
    .from(stockLines)
    .where(...filters);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    lines: n(t?.lines),
    physical: n(t?.physical),
    reserved: n(t?.reserved),
    available: n(t?.physical) - n(t?.reserved),
    eq75: n(t?.eq75Milli) / 1000,
    hl: hectolitres(n(t?.volumeMl)),
  };
}

export async function getLine(actor: StockActor, tx: TenantTx, id: string) {
  await expireDue(actor, tx);
  return lineView(actor, tx, id);
}

export function journalFilters(q: Omit<JournalQuery, 'limit' | 'cursor'>): (SQL | undefined)[] {
  return [
    q.warehouseId ? eq(stockMovements.warehouseId, q.warehouseId) : undefined,
    q.productId ? eq(stockMovements.productId, q.productId) : undefined,
    q.formatId ? eq(stockMovements.formatId, q.formatId) : undefined,
    q.lineId ? eq(stockMovements.lineId, q.lineId) : undefined,
    q.kind ? eq(stockMovements.kind, q.kind) : undefined,
    q.vintage !== undefined ? eq(stockMovements.vintage, q.vintage) : undefined,
    q.lot !== undefined ? eq(stockMovements.lot, q.lot) : undefined,
    q.from ? gte(stockMovements.movementDate, q.from) : undefined,
    q.to ? lte(stockMovements.movementDate, q.to) : undefined,
  ];
}

export async function journal(actor: StockActor, tx: TenantTx, q: JournalQuery) {
  const conds = journalFilters(q);
  if (q.cursor) conds.push(afterDayCursor(q.cursor, stockMovements.movementDate, stockMovements.id));
  const rows = await movementViews(actor, tx)(conds, q.limit + 1);
  const movements = rows.slice(0, q.limit);
  const last = movements.at(-1);
  return {
    movements,
    nextCursor: rows.length > q.limit && last ? encodeDayCursor(last.date, last.id) : null,
  };
}

export async function getSettings(actor: StockActor, tx: TenantTx) {
  const [row] = await scoped(tx, actor).selectAll(stockSettings);
  return { autoOutOfStock: row?.autoOutOfStock ?? false };
}

export async function updateSettings(actor: StockActor, tx: TenantTx, input: { autoOutOfStock: boolean }) {
  const s = scoped(tx, actor);
  const [row] = await s.selectAll(stockSettings);
  if (row) await s.update(stockSettings).set(input).where();
  else await s.insert(stockSettings).values([input]);
  // Switched on: every product with stock takes the status its availability gives it now.
  if (input.autoOutOfStock && !row?.autoOutOfStock) {
    const held = await s
      .select({ productId: stockLines.productId })
      .from(stockLines)
      .where()
      .groupBy(stockLines.productId);
    for (const p of held) await switchOutOfStock(actor, tx, p.productId);
  }
  return getSettings(actor, tx);
}
