import { and, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { reserve, type StockActor, stockLines, warehouses } from '../stock/index.ts';

/*
 * Stock for a placed order (decision 0040): each line's units (paid and free) are reserved on
 * the seller's stock lines of its format and vintage, the default warehouse first, then the
 * line with most available. A format the shop keeps no stock line for is not tracked and
 * reserves nothing. A reservation never leaves a line below zero (decision 0031): when the
 * units are not there, the whole placement of this seller rolls back with a 409.
 */

export type StockNeed = { position: number; formatId: string; vintage: string; units: number; label: string };

export const insufficientStock = (label: string) =>
  new HttpError(409, `Stock insuffisant pour « ${label} » : la quantité demandée n'est plus disponible`);

/** Reserves every line's units under `order:<id>:<line>:<n>`; answers each line's key prefix. */
export async function reserveOrderStock(
  actor: StockActor,
  tx: TenantTx,
  orderId: string,
  needs: readonly StockNeed[],
): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  const formatIds = [...new Set(needs.map((n) => n.formatId))];
  if (formatIds.length === 0) return keys;
  const s = scoped(tx, actor);
  // One statement for every line of the order; the levels are read again, locked, by `reserve`.
  const lines = await tx
    .select({
      id: stockLines.id,
      formatId: stockLines.formatId,
      vintage: stockLines.vintage,
      available: stockLines.physical,
      reserved: stockLines.reserved,
      isDefault: warehouses.isDefault,
    })
    .from(stockLines)
    .innerJoin(warehouses, eq(warehouses.id, stockLines.warehouseId))
    .where(and(s.owns(stockLines), s.owns(warehouses), inArray(stockLines.formatId, formatIds)));
  for (const need of needs) {
    const candidates = lines
      .filter((l) => l.formatId === need.formatId && l.vintage === need.vintage)
      .map((l) => ({ ...l, free: l.available - l.reserved }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.free - a.free);
    if (candidates.length === 0) continue;
    let left = need.units;
    let n = 0;
    const prefix = `order:${orderId}:${need.position}`;
    for (const line of candidates) {
      if (left === 0) break;
      const take = Math.min(left, line.free);
      if (take <= 0) continue;
      try {
        await reserve(actor, tx, {
          key: `${prefix}:${n++}`,
          lineId: line.id,
          quantity: take,
          reference: orderId,
        });
      } catch (err) {
        // Taken meanwhile by another placement: this one fails whole, with the line's name.
        if (err instanceof HttpError && err.statusCode === 409) throw insufficientStock(need.label);
        throw err;
      }
      line.free -= take;
      left -= take;
    }
    if (left > 0) throw insufficientStock(need.label);
    keys.set(need.position, prefix);
  }
  return keys;
}
