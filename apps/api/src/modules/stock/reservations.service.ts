import type { Reservation, ReserveInput } from '@cuvee/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type ReservationRow, stockAllocations, stockReservations } from './reservations.table.ts';
import { changeLevels } from './stock.levels.ts';
import { lineView, lockedLine, type StockActor } from './stock.lines.ts';
import { writeMovement } from './stock.movements.ts';
import { warehouses } from './stock.table.ts';

/*
 * Reservations (decision 0032): the order flow reserves, releases and consumes units of a line
 * under its own key. The same key again answers the reservation already made (a retry never
 * reserves twice); a reservation never leaves available below zero (changeLevels).
 */

const NOT_FOUND = 'Réservation introuvable';

export function toReservation(r: ReservationRow): Reservation {
  return {
    key: r.key,
    lineId: r.lineId,
    quantity: r.quantity,
    status: r.status,
    reference: r.reference,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Releases what has expired (decision 0032: at query time, by every stock request of the shop,
 * rather than by a job): reservations past their time and allocations past their last day.
 */
export async function expireDue(actor: StockActor, tx: TenantTx): Promise<number> {
  const s = scoped(tx, actor);
  const allocations = await s
    .update(stockAllocations)
    .set({ status: 'expired' })
    .where(eq(stockAllocations.status, 'active'), lt(stockAllocations.expiresOn, sql`current_date`))
    .returning({ reservationId: stockAllocations.reservationId });
  const ids = allocations.map((a) => a.reservationId);
  const expired = await s
    .update(stockReservations)
    .set({ status: 'expired' })
    .where(
      eq(stockReservations.status, 'active'),
      ids.length > 0
        ? sql`(${stockReservations.expiresAt} < now() or ${inArray(stockReservations.id, ids)})`
        : lt(stockReservations.expiresAt, sql`now()`),
    )
    .returning();
  for (const r of expired) await changeLevels(actor, tx, r.lineId, { reserved: -r.quantity });
  return expired.length;
}

/** Reserves `quantity` units of a line under `key`; the same key again answers the same reservation. */
export async function reserve(actor: StockActor, tx: TenantTx, input: ReserveInput) {
  await expireDue(actor, tx);
  const s = scoped(tx, actor);
  const line = await lockedLine(actor, tx, input.lineId);
  const [created] = await s
    .insert(stockReservations)
    .values([
      {
        key: input.key,
        lineId: line.id,
        quantity: input.quantity,
        reference: input.reference ?? null,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      },
    ])
    .onConflictDoNothing()
    .returning();
  if (created) {
    await changeLevels(actor, tx, line.id, { reserved: input.quantity });
    return answer(actor, tx, created, 'Le stock a été réservé');
  }
  const existing = await byKey(actor, tx, input.key);
  if (existing.lineId !== input.lineId || existing.quantity !== input.quantity)
    throw new HttpError(409, 'Cette clé de réservation est déjà utilisée pour une autre réservation');
  return answer(actor, tx, existing, 'Cette réservation existe déjà');
}

/** Gives the units back (a released or expired reservation stays as it is). */
export async function release(actor: StockActor, tx: TenantTx, key: string) {
  const [done] = await scoped(tx, actor)
    .update(stockReservations)
    .set({ status: 'released' })
    .where(eq(stockReservations.key, key), eq(stockReservations.status, 'active'))
    .returning();
  if (done) {
    await changeLevels(actor, tx, done.lineId, { reserved: -done.quantity });
    await scoped(tx, actor)
      .update(stockAllocations)
      .set({ status: 'released' })
      .where(eq(stockAllocations.reservationId, done.id), eq(stockAllocations.status, 'active'));
    return answer(actor, tx, done, 'La réservation a été libérée');
  }
  const existing = await byKey(actor, tx, key);
  if (existing.status === 'consumed') throw new HttpError(409, 'Cette réservation a déjà été consommée');
  return answer(actor, tx, existing, 'Cette réservation était déjà libérée');
}

/** The reserved units leave the stock as a sale, recorded in the ledger (once per key). */
export async function consume(
  actor: StockActor,
  tx: TenantTx,
  key: string,
  meta: { documentRef?: string | undefined; date?: string | undefined },
  /** A sample's units leave as 'sample' (issue 16); a sale otherwise. */
  kind: 'sale' | 'sample' = 'sale',
) {
  const s = scoped(tx, actor);
  const [done] = await s
    .update(stockReservations)
    .set({ status: 'consumed' })
    .where(eq(stockReservations.key, key), eq(stockReservations.status, 'active'))
    .returning();
  if (done) {
    const line = await lockedLine(actor, tx, done.lineId);
    const [warehouse] = await s.selectAll(warehouses, eq(warehouses.id, line.warehouseId));
    await writeMovement(
      actor,
      tx,
      line,
      warehouse!,
      kind,
      -done.quantity,
      { ...meta, reservationKey: key },
      -done.quantity,
    );
    await s
      .update(stockAllocations)
      .set({ status: 'consumed' })
      .where(and(eq(stockAllocations.reservationId, done.id), eq(stockAllocations.status, 'active')));
    return answer(actor, tx, done, 'La réservation a été consommée');
  }
  const existing = await byKey(actor, tx, key);
  if (existing.status !== 'consumed')
    throw new HttpError(409, 'Cette réservation a été libérée : elle ne peut plus être consommée');
  return answer(actor, tx, existing, 'Cette réservation était déjà consommée');
}

async function byKey(actor: StockActor, tx: TenantTx, key: string): Promise<ReservationRow> {
  const [row] = await scoped(tx, actor).selectAll(stockReservations, eq(stockReservations.key, key));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

async function answer(actor: StockActor, tx: TenantTx, r: ReservationRow, message: string) {
  return { message, reservation: toReservation(r), line: await lineView(actor, tx, r.lineId) };
}
