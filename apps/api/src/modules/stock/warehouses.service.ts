import type { Warehouse, WarehouseInput } from '@cuvee/contracts';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { WAREHOUSE_NOT_FOUND } from './stock.lines.ts';
import { stockLines, type WarehouseRow, warehouses } from './stock.table.ts';

/** A shop's warehouses (createWarehouse); one of them is the default. */

export function toWarehouse(w: WarehouseRow): Warehouse {
  return {
    id: w.id,
    name: w.name,
    kind: w.kind,
    address: w.address ?? null,
    exciseStatus: w.exciseStatus,
    exciseNumber: w.exciseNumber,
    isDefault: w.isDefault,
    archived: w.archived,
    createdAt: w.createdAt.toISOString(),
  };
}

export async function listWarehouses(scope: TenantScope, tx: TenantTx) {
  const rows = await scoped(tx, scope)
    .selectAll(warehouses)
    .orderBy(desc(warehouses.isDefault), asc(warehouses.archived), asc(warehouses.name));
  return rows.map(toWarehouse);
}

const nameTaken = (name: string) => new HttpError(409, `Un entrepôt porte déjà le nom « ${name} »`);

async function checkName(scope: TenantScope, tx: TenantTx, name: string, except?: string) {
  const [same] = await scoped(tx, scope)
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(sql`lower(${warehouses.name}) = lower(${name})`, except ? ne(warehouses.id, except) : undefined);
  if (same) throw nameTaken(name);
}

/** The shop's first warehouse is its default; a new default takes the place of the old one. */
async function clearDefault(scope: TenantScope, tx: TenantTx, except?: string) {
  await scoped(tx, scope)
    .update(warehouses)
    .set({ isDefault: false })
    .where(eq(warehouses.isDefault, true), except ? ne(warehouses.id, except) : undefined);
}

export async function createWarehouse(scope: TenantScope, tx: TenantTx, input: WarehouseInput) {
  const s = scoped(tx, scope);
  await checkName(scope, tx, input.name);
  const [any] = await s.select({ id: warehouses.id }).from(warehouses).where().limit(1);
  const isDefault = input.isDefault || !any;
  if (isDefault) await clearDefault(scope, tx);
  const [row] = await s
    .insert(warehouses)
    .values([{ ...input, exciseNumber: input.exciseNumber?.toUpperCase() ?? null, isDefault }])
    .returning();
  return { message: "L'entrepôt a été créé", warehouse: toWarehouse(row!) };
}

export async function updateWarehouse(
  scope: TenantScope,
  tx: TenantTx,
  id: string,
  input: Partial<WarehouseInput> & { archived?: boolean | undefined },
) {
  const s = scoped(tx, scope);
  const [current] = await s.selectAll(warehouses, eq(warehouses.id, id)).for('update');
  if (!current) throw new HttpError(404, WAREHOUSE_NOT_FOUND);
  if (input.name !== undefined) await checkName(scope, tx, input.name, id);
  if (input.archived === true) {
    if (current.isDefault || input.isDefault)
      throw new HttpError(409, "L'entrepôt par défaut ne peut pas être archivé");
    const [held] = await s
      .select({ id: stockLines.id })
      .from(stockLines)
      .where(eq(stockLines.warehouseId, id), sql`${stockLines.physical} > 0`)
      .limit(1);
    if (held)
      throw new HttpError(409, 'Cet entrepôt contient encore du stock : transférez-le avant de l’archiver');
  }
  if (input.isDefault === false && current.isDefault)
    throw new HttpError(409, 'Choisissez un autre entrepôt par défaut plutôt que de retirer celui-ci');
  if (input.isDefault) await clearDefault(scope, tx, id);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (typeof values.exciseNumber === 'string') values.exciseNumber = values.exciseNumber.toUpperCase();
  const [row] = await s.update(warehouses).set(values).where(eq(warehouses.id, id)).returning();
  return { message: "L'entrepôt a été enregistré", warehouse: toWarehouse(row!) };
}
