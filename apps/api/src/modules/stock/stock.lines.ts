import type { StockLine } from '@cuvee/contracts';
import { hectolitres, type Unity, unitEq75Milli, unitMillilitres } from '@cuvee/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { scoped } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { productFormats, products } from '../products/index.ts';
import { type Names, namesFor } from './stock.names.ts';
import { type StockLineRow, stockLines, type WarehouseRow, warehouses } from './stock.table.ts';

/*
 * Stock lines: finding one by its key (format, vintage, lot in a warehouse), creating it at its
 * first movement, and reading lines as the API answers them (decision 0031).
 */

/** Who acts: the request's scope and the user, named on the movements they record. */
export type StockActor = TenantScope & {
  readonly user: {
    readonly id: string;
    firstname?: string | null;
    lastname?: string | null;
    username?: string | null;
  };
};

export function actorName(actor: StockActor): string {
  const u = actor.user;
  const full = [u.firstname, u.lastname].filter(Boolean).join(' ').trim();
  return full || u.username || '';
}

export const WAREHOUSE_NOT_FOUND = 'Entrepôt introuvable';
export const FORMAT_NOT_FOUND = 'Format inconnu : il ne fait pas partie du catalogue de la boutique';
export const LINE_NOT_FOUND = 'Ligne de stock introuvable';

/** A warehouse of the shop acted on (another shop's is not found: decision 0015). */
export async function warehouseOf(actor: StockActor, tx: TenantTx, id: string): Promise<WarehouseRow> {
  // A share lock: a DRM being filed (FOR UPDATE) waits for this movement, or this movement waits
  // for the filing and then sees its lock (decision 0095).
  const [row] = await scoped(tx, actor).selectAll(warehouses, eq(warehouses.id, id)).for('share');
  if (!row) throw new HttpError(404, WAREHOUSE_NOT_FOUND);
  if (row.archived) throw new HttpError(409, `L'entrepôt « ${row.name} » est archivé`);
  return row;
}

export type FormatFacts = {
  id: string;
  productId: string;
  productName: string;
  unity: Unity;
  unityValue: number;
  vintages: string[];
};

/** A format of the shop's catalogue, with its product's name and vintages. */
export async function formatOf(actor: StockActor, tx: TenantTx, id: string): Promise<FormatFacts> {
  const s = scoped(tx, actor);
  const [row] = await tx
    .select({
      id: productFormats.id,
      productId: productFormats.productId,
      productName: products.name,
      unity: productFormats.unity,
      unityValue: productFormats.unityValue,
      vintages: products.vintages,
    })
    .from(productFormats)
    .innerJoin(products, and(eq(products.id, productFormats.productId), s.owns(products)))
    .where(and(s.owns(productFormats), eq(productFormats.id, id)));
  if (!row) throw new HttpError(404, FORMAT_NOT_FOUND);
  return { ...row, vintages: (row.vintages ?? []).map((v) => v.name) };
}

/** A vintage the product names (or none, for a product without vintages or a non-vintage line). */
export function checkVintage(format: FormatFacts, vintage: string): void {
  if (vintage === '' || format.vintages.length === 0 || format.vintages.includes(vintage)) return;
  throw new HttpError(400, `Millésime inconnu pour « ${format.productName} » : ${vintage}`);
}

/** The line of this key, created empty at its first movement; locked for this transaction. */
export async function lineFor(
  actor: StockActor,
  tx: TenantTx,
  key: { warehouse: WarehouseRow; format: FormatFacts; vintage: string; lot: string },
): Promise<StockLineRow> {
  const s = scoped(tx, actor);
  checkVintage(key.format, key.vintage);
  const conds = [
    eq(stockLines.warehouseId, key.warehouse.id),
    eq(stockLines.formatId, key.format.id),
    eq(stockLines.vintage, key.vintage),
    eq(stockLines.lot, key.lot),
  ];
  await s
    .insert(stockLines)
    .values([
      {
        warehouseId: key.warehouse.id,
        productId: key.format.productId,
        formatId: key.format.id,
        vintage: key.vintage,
        lot: key.lot,
        unitMl: unitMillilitres(key.format),
        unitEq75Milli: unitEq75Milli(key.format),
      },
    ])
    .onConflictDoNothing();
  const [row] = await s.selectAll(stockLines, ...conds).for('update');
  return row!;
}

/** A line of the shop by id, locked for this transaction. */
export async function lockedLine(actor: StockActor, tx: TenantTx, id: string): Promise<StockLineRow> {
  const [row] = await scoped(tx, actor).selectAll(stockLines, eq(stockLines.id, id)).for('update');
  if (!row) throw new HttpError(404, LINE_NOT_FOUND);
  return row;
}

/** Lines as the API answers them: one indexed page, then the names of its rows. */
export function lineViews(actor: TenantScope, tx: TenantTx) {
  return async (where: (SQL | undefined)[], order: SQL[] = [sql`${stockLines.id}`], limit = 1000) => {
    const rows = await scoped(tx, actor)
      .selectAll(stockLines, ...where)
      .orderBy(...order)
      .limit(limit);
    const names = await namesFor(actor, tx, rows);
    return rows.map((l) => toStockLine(l, names));
  };
}

export function toStockLine(l: StockLineRow, names: Names): StockLine {
  const available = l.physical - l.reserved;
  return {
    id: l.id,
    warehouseId: l.warehouseId,
    warehouseName: names.warehouse(l.warehouseId),
    productId: l.productId,
    productName: names.product(l.productId),
    formatId: l.formatId,
    formatLabel: names.format(l.formatId),
    vintage: l.vintage,
    lot: l.lot,
    physical: l.physical,
    reserved: l.reserved,
    available,
    eq75: (l.physical * l.unitEq75Milli) / 1000,
    hl: hectolitres(l.physical * l.unitMl),
    alertThreshold: l.alertThreshold,
    belowThreshold: l.alertThreshold !== null && available <= l.alertThreshold,
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** One line as answered (after a change: read again in the same transaction). */
export async function lineView(actor: TenantScope, tx: TenantTx, id: string): Promise<StockLine> {
  const [line] = await lineViews(actor, tx)([eq(stockLines.id, id)]);
  if (!line) throw new HttpError(404, LINE_NOT_FOUND);
  return line;
}

/** Which of these ids are stock lines of the shop acted on (one statement); for others' checks. */
export async function stockLineIdsOf(
  actor: TenantScope,
  tx: TenantTx,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const s = scoped(tx, actor);
  const rows = await s
    .select({ id: stockLines.id })
    .from(stockLines)
    .where(eq(stockLines.shopId, s.shopId), inArray(stockLines.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
