import {
  type DrmRegime,
  deName,
  drmDeadline,
  monthBounds,
  monthName,
  previousMonth,
  todayInFrance,
} from '@cuvee/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { computeReturn } from './drm.read.ts';
import { drmFilings } from './drm.table.ts';
import { drmWarehouse, ended, toFiling } from './drm.warehouse.ts';
import { actorName, type StockActor } from './stock.lines.ts';
import { stockMovements, warehouses } from './stock.table.ts';

/*
 * Filing a month's DRM, which locks the warehouse's movements through the month's end; the last
 * twelve months and their state; an e-AD discharged (decisions 0093–0095).
 */

/**
 * Marks a month filed: refused (422) while a blocking check fails, 409 when already filed; the
 * warehouse's movements lock through the month's end (the warehouse row is locked first, so a
 * movement being recorded finishes before the return is computed, or waits and is refused).
 */
export async function fileDrm(actor: StockActor, tx: TenantTx, q: { warehouseId: string; month: string }) {
  const warehouse = await drmWarehouse(actor, tx, q.warehouseId, true);
  ended(q.month);
  const { drm, computed } = await computeReturn(actor, tx, warehouse, q.month);
  if (drm.filing)
    throw new HttpError(
      409,
      `La DRM ${deName(monthName(q.month))} de « ${warehouse.name} » est déjà déposée`,
    );
  const blocking = drm.checks.filter((c) => c.blocking);
  if (blocking.length > 0)
    throw new HttpError(
      422,
      `La DRM ne peut pas être déposée : ${blocking.map((c) => c.message).join(' ; ')}`,
    );
  const s = scoped(tx, actor);
  await s.insert(drmFilings).values([
    {
      warehouseId: warehouse.id,
      month: q.month,
      dutyCents: drm.dutyCents,
      closing: computed.products.map((p) => ({
        productKey: p.key,
        regime: p.regime as DrmRegime,
        closing: Math.round(p.closing * 100),
      })),
      snapshot: drm as unknown as Record<string, unknown>,
      filedBy: actor.user.id,
      filedByName: actorName(actor),
    },
  ]);
  const { to } = monthBounds(q.month);
  await s
    .update(warehouses)
    .set({ lockedThrough: sql`greatest(coalesce(${warehouses.lockedThrough}, ${to}::date), ${to}::date)` })
    .where(eq(warehouses.id, warehouse.id));
  const after = await computeReturn(actor, tx, warehouse, q.month);
  return {
    message: `La DRM ${deName(monthName(q.month))} est marquée déposée : les mouvements de ce mois sont verrouillés`,
    drm: after.drm,
  };
}

/** The last twelve ended months of a warehouse: deadline, filing, late. */
export async function drmMonths(actor: StockActor, tx: TenantTx, warehouseId: string) {
  const warehouse = await drmWarehouse(actor, tx, warehouseId);
  const today = todayInFrance();
  // A month before the warehouse's books began (its creation, or its earliest movement when
  // the opening stock was dated earlier) has nothing to file: never listed, never late.
  const [first] = await scoped(tx, actor)
    .select({ day: sql<string | null>`min(${stockMovements.movementDate})::text` })
    .from(stockMovements)
    .where(eq(stockMovements.warehouseId, warehouse.id));
  const created = warehouse.createdAt.toISOString().slice(0, 7);
  const since = first?.day && first.day.slice(0, 7) < created ? first.day.slice(0, 7) : created;
  const months: string[] = [];
  let m = previousMonth(today.slice(0, 7));
  for (let i = 0; i < 12 && m >= since; i++, m = previousMonth(m)) months.push(m);
  const filings = await scoped(tx, actor).selectAll(
    drmFilings,
    eq(drmFilings.warehouseId, warehouse.id),
    inArray(drmFilings.month, months),
  );
  return {
    months: months.map((month) => {
      const f = filings.find((x) => x.month === month);
      const deadline = drmDeadline(month);
      return { month, deadline, filing: f ? toFiling(f) : null, late: !f && today > deadline };
    }),
    lockedThrough: warehouse.lockedThrough,
  };
}

/** Marks a shipment's e-AD discharged (the report of receipt came back). */
export async function dischargeMovement(actor: StockActor, tx: TenantTx, id: string, date: string) {
  const s = scoped(tx, actor);
  const [row] = await s.selectAll(stockMovements, eq(stockMovements.id, id));
  if (!row) throw new HttpError(404, 'Mouvement introuvable');
  if (!row.documentNumber || row.quantity >= 0)
    throw new HttpError(422, "Ce mouvement n'est pas une expédition accompagnée d'un DAE : rien à apurer");
  if (date < row.movementDate)
    throw new HttpError(422, "L'apurement ne peut pas précéder la date d'expédition");
  if (date > todayInFrance()) throw new HttpError(422, "La date d'apurement ne peut pas être dans le futur");
  await s
    .update(stockMovements)
    .set({ dischargedOn: date })
    .where(and(eq(stockMovements.id, id)));
  return { message: `Le DAE ${row.documentNumber} est apuré`, movementId: id, dischargedOn: date };
}
