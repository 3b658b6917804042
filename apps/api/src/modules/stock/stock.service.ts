import type { AdjustmentInput, MovementInput, TransferInput } from '@cuvee/contracts';
import { isSameWarehouse, signedQuantity } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { useCapsules } from './crd.service.ts';
import { checkedDrmDetails } from './drm.settings.ts';
import { expireDue } from './reservations.service.ts';
import { alertOwners } from './stock.levels.ts';
import { formatOf, lineFor, lineView, lockedLine, type StockActor, warehouseOf } from './stock.lines.ts';
import { type DrmDetails, movementView, refuseLocked, writeMovement } from './stock.movements.ts';
import { type StockLineRow, stockLines } from './stock.table.ts';

/*
 * Entries, exits, transfers and inventory counts (decision 0031): each one transaction (the
 * request's), each movement with its line's new levels.
 */

/**
 * A movement's day: today when left out, never in the future. "Today" is the user's calendar day,
 * which runs ahead of UTC's in France (and further in Réunion or New Caledonia): a day is in the
 * future only once no time zone has reached it (UTC+14), or a bottling typed at 00:30 in Paris
 * would be refused until 01:00 or 02:00.
 */
export function movementDay(date: string | undefined, now = Date.now()): string | undefined {
  if (date && date > new Date(now + 14 * 3_600_000).toISOString().slice(0, 10))
    throw new HttpError(400, 'La date du mouvement ne peut pas être dans le futur');
  return date;
}

/** The day, the warehouse and the line (locked, created if new) a movement is recorded on. */
async function lineOfInput(
  actor: StockActor,
  tx: TenantTx,
  input: { warehouseId: string; formatId: string; vintage: string; lot: string; date?: string | undefined },
) {
  const date = movementDay(input.date);
  await expireDue(actor, tx);
  const warehouse = await warehouseOf(actor, tx, input.warehouseId);
  const format = await formatOf(actor, tx, input.formatId);
  const line = await lineFor(actor, tx, { warehouse, format, vintage: input.vintage, lot: input.lot });
  return { date, warehouse, line };
}

const drmOf = (input: DrmDetails): DrmDetails => ({
  drmType: input.drmType,
  documentNumber: input.documentNumber,
  country: input.country,
  consigneeExciseNumber: input.consigneeExciseNumber,
  contractNumber: input.contractNumber,
});

export async function recordMovement(actor: StockActor, tx: TenantTx, input: MovementInput) {
  const { date, warehouse, line } = await lineOfInput(actor, tx, input);
  const signed = signedQuantity(input.kind, input.quantity);
  refuseLocked(warehouse, date);
  const drm = await checkedDrmDetails(actor, tx, {
    warehouse,
    line,
    kind: input.kind,
    signed,
    destination: input.destination,
    date,
    details: drmOf(input),
  });
  const { movement } = await writeMovement(actor, tx, line, warehouse, input.kind, signed, {
    date,
    destination: input.destination,
    reason: input.reason,
    documentRef: input.documentRef,
    drm,
  });
  if (input.capsules) {
    if (movement.quantity > 0)
      throw new HttpError(400, 'Les capsules CRD se déclarent sur une sortie de bouteilles');
    await useCapsules(
      actor,
      tx,
      { ...input.capsules, volumeMl: line.unitMl },
      -movement.quantity,
      movement.id,
      date,
    );
  }
  return {
    movement: await movementView(actor, tx, movement.id),
    line: await lineView(actor, tx, line.id),
    message: 'Le mouvement a été enregistré',
  };
}

export async function transfer(actor: StockActor, tx: TenantTx, input: TransferInput) {
  if (isSameWarehouse(input.fromWarehouseId, input.toWarehouseId))
    throw new HttpError(400, "L'entrepôt de destination doit être différent de l'entrepôt de départ");
  const date = movementDay(input.date);
  await expireDue(actor, tx);
  const [from, to] = [
    await warehouseOf(actor, tx, input.fromWarehouseId),
    await warehouseOf(actor, tx, input.toWarehouseId),
  ];
  const format = await formatOf(actor, tx, input.formatId);
  const key = { format, vintage: input.vintage, lot: input.lot };
  // Lines are locked in one order (by warehouse id) so that opposite transfers cannot deadlock.
  const locked = new Map<string, StockLineRow>();
  for (const w of [from, to].sort((x, y) => x.id.localeCompare(y.id)))
    locked.set(w.id, await lineFor(actor, tx, { ...key, warehouse: w }));
  const [a, b] = [locked.get(from.id)!, locked.get(to.id)!];
  const meta = { date, reason: input.reason, documentRef: input.documentRef, transferId: uuidv7() };
  refuseLocked(from, date);
  refuseLocked(to, date);
  const details = drmOf(input);
  const outDrm = await checkedDrmDetails(actor, tx, {
    warehouse: from,
    line: a,
    kind: 'transferOut',
    signed: -input.quantity,
    date,
    details,
  });
  // The type names the sending side; the receiving side takes its own default.
  const inDrm = await checkedDrmDetails(actor, tx, {
    warehouse: to,
    line: b,
    kind: 'transferIn',
    signed: input.quantity,
    date,
    details: { ...details, drmType: undefined },
  });
  const out = await writeMovement(actor, tx, a, from, 'transferOut', -input.quantity, {
    ...meta,
    drm: outDrm,
  });
  const inn = await writeMovement(actor, tx, b, to, 'transferIn', input.quantity, { ...meta, drm: inDrm });
  return {
    message: `${input.quantity} unité(s) transférée(s) de « ${from.name} » vers « ${to.name} »`,
    out: await movementView(actor, tx, out.movement.id),
    in: await movementView(actor, tx, inn.movement.id),
    from: await lineView(actor, tx, a.id),
    to: await lineView(actor, tx, b.id),
  };
}

/** An inventory count: the ledger records count − books with its reason (nothing if equal). */
export async function adjust(actor: StockActor, tx: TenantTx, input: AdjustmentInput) {
  const { date, warehouse, line } = await lineOfInput(actor, tx, input);
  const delta = input.countedQuantity - line.physical;
  if (input.countedQuantity < line.reserved)
    throw new HttpError(
      409,
      `${line.reserved} unité(s) sont réservées sur cette ligne : libérez des réservations avant de compter moins`,
    );
  if (delta !== 0) refuseLocked(warehouse, date);
  const drm =
    delta === 0
      ? undefined
      : await checkedDrmDetails(actor, tx, {
          warehouse,
          line,
          kind: 'adjustment',
          signed: delta,
          date,
          details: { drmType: input.drmType },
        });
  const written =
    delta === 0
      ? null
      : await writeMovement(actor, tx, line, warehouse, 'adjustment', delta, {
          date,
          reason: input.reason,
          documentRef: input.documentRef,
          drm,
        });
  return {
    message:
      delta === 0
        ? 'Le stock compté correspond au stock théorique'
        : "L'ajustement d'inventaire a été enregistré",
    movement: written ? await movementView(actor, tx, written.movement.id) : null,
    line: await lineView(actor, tx, line.id),
  };
}

/** A line's alert threshold: raised at once when the line already is at or below it. */
export async function setThreshold(
  actor: StockActor,
  tx: TenantTx,
  lineId: string,
  threshold: number | null,
) {
  const line = await lockedLine(actor, tx, lineId);
  const available = line.physical - line.reserved;
  const raised = threshold !== null && available <= threshold;
  await scoped(tx, actor)
    .update(stockLines)
    .set({ alertThreshold: threshold, alertRaised: raised })
    .where(eq(stockLines.id, line.id));
  if (raised && !(line.alertRaised && line.alertThreshold === threshold))
    await alertOwners(actor, tx, { ...line, alertThreshold: threshold }, available);
  return lineView(actor, tx, line.id);
}
