import type { Movement } from '@cuvee/contracts';
import {
  defaultDrmType,
  drmCategoryOf,
  hectolitres,
  type MovementKind,
  regimeOf,
  type SaleDestination,
  todayInFrance,
} from '@cuvee/domain';
import { desc, eq, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { changeLevels } from './stock.levels.ts';
import { actorName, type StockActor } from './stock.lines.ts';
import { type Names, namesFor } from './stock.names.ts';
import { type MovementRow, type StockLineRow, stockMovements, type WarehouseRow } from './stock.table.ts';

/*
 * Writing the ledger (decision 0031): a movement and its line's new levels in the same
 * transaction, the movement carrying what the DRM needs (excise status, category).
 */

export type MovementMeta = {
  date?: string | undefined;
  destination?: SaleDestination | undefined;
  reason?: string | undefined;
  documentRef?: string | undefined;
  transferId?: string | undefined;
  reservationKey?: string | undefined;
  /** The DRM's details (decision 0093); the type is derived from the movement when left out. */
  drm?: DrmDetails | undefined;
};

export type DrmDetails = {
  drmType?: string | undefined;
  documentNumber?: string | undefined;
  country?: string | undefined;
  consigneeExciseNumber?: string | undefined;
  contractNumber?: string | undefined;
};

/** The day a movement is dated: the one given, else today in France. */
export function dayOf(date: string | undefined): string {
  return date ?? todayInFrance();
}

/**
 * A filed month locks its warehouse's movements (decision 0095): a movement dated on or before
 * the last filed month's end is refused, nothing written; a late correction goes to the next
 * month, as the customs expect.
 */
export function refuseLocked(warehouse: WarehouseRow, date: string | undefined): void {
  const day = dayOf(date);
  if (warehouse.lockedThrough && day <= warehouse.lockedThrough)
    throw new HttpError(
      422,
      `La DRM de l'entrepôt « ${warehouse.name} » est déposée jusqu'au ${frenchDay(warehouse.lockedThrough)} : un mouvement ne peut plus y être daté du ${frenchDay(day)} ; datez la correction du mois suivant`,
    );
}

const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Records `signed` units of `kind` on a line (locked by the caller) and changes its levels
 * (`reserved` as well when a reservation is consumed). 409 when it would leave less than nothing.
 */
export async function writeMovement(
  actor: StockActor,
  tx: TenantTx,
  line: StockLineRow,
  warehouse: WarehouseRow,
  kind: MovementKind,
  signed: number,
  meta: MovementMeta = {},
  reservedChange = 0,
): Promise<{ movement: MovementRow; line: StockLineRow }> {
  refuseLocked(warehouse, meta.date);
  const drm = meta.drm ?? {};
  const after = await changeLevels(actor, tx, line.id, { physical: signed, reserved: reservedChange });
  const [movement] = await scoped(tx, actor)
    .insert(stockMovements)
    .values([
      {
        id: uuidv7(),
        lineId: line.id,
        warehouseId: line.warehouseId,
        productId: line.productId,
        formatId: line.formatId,
        vintage: line.vintage,
        lot: line.lot,
        kind,
        quantity: signed,
        eq75Milli: signed * line.unitEq75Milli,
        volumeMl: signed * line.unitMl,
        balanceAfter: after.physical,
        exciseStatus: warehouse.exciseStatus,
        drmCategory: drmCategoryOf(kind, signed, meta.destination),
        destination: meta.destination ?? null,
        reason: meta.reason ?? null,
        documentRef: meta.documentRef ?? null,
        transferId: meta.transferId ?? null,
        reservationKey: meta.reservationKey ?? null,
        drmType:
          drm.drmType ??
          defaultDrmType('interloire', {
            kind,
            signed,
            destination: meta.destination,
            regime: regimeOf(warehouse.exciseStatus),
            unitMl: line.unitMl,
          }),
        documentNumber: drm.documentNumber ?? null,
        country: drm.country ?? null,
        consigneeExciseNumber: drm.consigneeExciseNumber ?? null,
        contractNumber: drm.contractNumber ?? null,
        ...(meta.date ? { movementDate: meta.date } : {}),
        authorId: actor.user.id,
        authorName: actorName(actor),
      },
    ])
    .returning();
  return { movement: movement!, line: after };
}

/** Movements as the API answers them: one indexed page, newest first, then its names. */
export function movementViews(actor: TenantScope, tx: TenantTx) {
  return async (where: (SQL | undefined)[], limit: number) => {
    const rows = await scoped(tx, actor)
      .selectAll(stockMovements, ...where)
      .orderBy(desc(stockMovements.movementDate), desc(stockMovements.id))
      .limit(limit);
    const names = await namesFor(actor, tx, rows);
    return rows.map((m) => toMovement(m, names));
  };
}

export function toMovement(m: MovementRow, names: Names): Movement {
  return {
    id: m.id,
    lineId: m.lineId,
    warehouseId: m.warehouseId,
    warehouseName: names.warehouse(m.warehouseId),
    productId: m.productId,
    productName: names.product(m.productId),
    formatId: m.formatId,
    formatLabel: names.format(m.formatId),
    vintage: m.vintage,
    lot: m.lot,
    kind: m.kind,
    quantity: m.quantity,
    eq75: m.eq75Milli / 1000,
    hl: hectolitres(m.volumeMl),
    balanceAfter: m.balanceAfter,
    exciseStatus: m.exciseStatus,
    drmCategory: m.drmCategory,
    destination: m.destination,
    reason: m.reason,
    documentRef: m.documentRef,
    transferId: m.transferId,
    drmType: m.drmType,
    documentNumber: m.documentNumber,
    country: m.country,
    consigneeExciseNumber: m.consigneeExciseNumber,
    contractNumber: m.contractNumber,
    dischargedOn: m.dischargedOn,
    date: m.movementDate,
    author: { id: m.authorId, name: m.authorName },
    createdAt: m.createdAt.toISOString(),
  };
}

export async function movementView(actor: TenantScope, tx: TenantTx, id: string): Promise<Movement> {
  const [row] = await movementViews(actor, tx)([eq(stockMovements.id, id)], 1);
  return row!;
}
