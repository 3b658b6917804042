import { randomBytes } from 'node:crypto';
import type { Booking } from '@cuvee/contracts';
import {
  type BookingLine,
  type BookingSource,
  type BookingStatus,
  bookingActionTo,
  bookingMoveRefusal,
  countBooking,
  type EventLanguage,
  holdsPlaces,
  TOURISM_MESSAGES as M,
} from '@cuvee/domain';
import { eq, gt, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { releaseExtras, reserveExtras } from './tourism.extras-stock.ts';
import { eventRow, findBooking, selectBookings, toBooking } from './tourism.read.ts';
import { tourismBookings, tourismSlots } from './tourism.table.ts';

/*
 * Holding places (decision 0101): one conditional UPDATE of the slot's `taken`, which PostgreSQL
 * serialises on the row, so two buyers never both get the last place; no row updated means the
 * slot is full, past or closed and nothing changed. Releasing is the reverse UPDATE.
 */

export type HoldInput = {
  eventId: string;
  slotId: string;
  orderId: string | null;
  clientId: string | null;
  persons: readonly { rateId: string; quantity: number }[];
  contact: { name: string; email: string | null; phone: string | null };
  language: EventLanguage;
  message: string | null;
  status: 'pending' | 'confirmed';
  expiresAt: Date | null;
  source: BookingSource;
  /** Computed by the caller (packages/domain tourism/tourist-tax.ts); 0 when none. */
  touristTaxCents: number;
  /** The amount the order charges for it (after a promotion); the rates' total when absent. */
  amountCents?: number | undefined;
};

/** Holds `persons` places of a slot, or refuses in French (409 full, 422 past or closed). */
export async function holdPlaces(
  tx: TenantTx,
  scope: TenantScope,
  slotId: string,
  eventId: string,
  persons: number,
) {
  const s = scoped(tx, scope);
  const [held] = await s
    .update(tourismSlots)
    .set({ taken: sql`${tourismSlots.taken} + ${persons}` })
    .where(
      eq(tourismSlots.id, slotId),
      eq(tourismSlots.eventId, eventId),
      eq(tourismSlots.status, 'open'),
      gt(tourismSlots.startsAt, sql`now()`),
      sql`${tourismSlots.taken} + ${persons} <= ${tourismSlots.capacity}`,
    )
    .returning({ startsAt: tourismSlots.startsAt, endsAt: tourismSlots.endsAt });
  if (held) return held;
  // Why not: the slot as it stands (read only when refusing).
  const [slot] = await s.selectAll(tourismSlots, eq(tourismSlots.id, slotId));
  if (!slot) throw new HttpError(404, M.slotNotFound);
  if (slot.eventId !== eventId) throw new HttpError(422, M.otherEvent);
  if (slot.startsAt.getTime() <= Date.now()) throw new HttpError(422, M.slotPast);
  if (slot.status !== 'open') throw new HttpError(422, M.slotClosed);
  throw new HttpError(409, M.placesFull);
}

/** Gives back the places a booking held. */
export async function releasePlaces(tx: TenantTx, scope: TenantScope, slotId: string, persons: number) {
  await scoped(tx, scope)
    .update(tourismSlots)
    .set({ taken: sql`greatest(${tourismSlots.taken} - ${persons}, 0)` })
    .where(eq(tourismSlots.id, slotId));
}

/**
 * Records a booking and holds its places in the caller's transaction: checks the event's rules
 * (rates, persons, minimum amount; a storefront booking needs a published event), then holds.
 */
export async function holdBooking(
  tx: TenantTx,
  scope: TenantScope,
  input: HoldInput,
): Promise<{ bookingId: string }> {
  const event = await eventRow(tx, scope, input.eventId);
  if (event.status === 'archived' || (input.source === 'storefront' && event.status !== 'published'))
    throw new HttpError(404, M.eventNotFound);
  const counted = countBooking(event, input.persons);
  if (!counted.ok) throw new HttpError(422, counted.message);
  const held = await holdPlaces(tx, scope, input.slotId, input.eventId, counted.countingPersons);
  const [row] = await scoped(tx, scope)
    .insert(tourismBookings)
    .values([
      {
        eventId: input.eventId,
        slotId: input.slotId,
        startsAt: held.startsAt,
        orderId: input.orderId,
        clientId: input.clientId,
        status: input.status,
        lines: counted.lines,
        countingPersons: counted.countingPersons,
        amountCents: input.amountCents ?? counted.amountCents,
        touristTaxCents: input.touristTaxCents,
        contactName: input.contact.name,
        contactEmail: input.contact.email,
        contactPhone: input.contact.phone,
        language: input.language,
        message: input.message,
        source: input.source,
        expiresAt: input.expiresAt,
        checkInToken: randomBytes(18).toString('base64url'),
      },
    ])
    .returning({ id: tourismBookings.id });
  // Its extras with a stock of their own, in the same transaction (decision 0131).
  await reserveExtras(tx, scope, row!.id, input.orderId, counted.lines);
  return { bookingId: row!.id };
}

/** A booking's row, locked for a change, or the French 404. */
export async function lockedBooking(tx: TenantTx, scope: TenantScope, id: string) {
  const [row] = await scoped(tx, scope).selectAll(tourismBookings, eq(tourismBookings.id, id)).for('update');
  if (!row) throw new HttpError(404, M.bookingNotFound);
  return row;
}

/**
 * Moves a booking to `status` by the table of packages/domain (confirm, cancel, expire),
 * releasing its places when it leaves pending or confirmed. Asking for the status it has is a
 * no-op (a payment confirmed twice); any other move is refused (409, French).
 */
export async function setBookingStatus(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  status: BookingStatus,
): Promise<Booking> {
  const row = await lockedBooking(tx, scope, bookingId);
  if (row.status !== status) {
    if (!bookingActionTo(row.status, status))
      throw new HttpError(409, bookingMoveRefusal(row.status, status));
    if (holdsPlaces(row.status) && !holdsPlaces(status)) {
      await releasePlaces(tx, scope, row.slotId, row.countingPersons);
      // The bottles a checked-in visitor took stay sold.
      if (!row.checkedInAt) await releaseExtras(tx, scope, row.id, row.lines);
    }
    await scoped(tx, scope)
      .update(tourismBookings)
      .set({ status, ...(status === 'confirmed' ? { expiresAt: null } : {}) })
      .where(eq(tourismBookings.id, bookingId));
  }
  return findBooking(tx, scope, bookingId);
}

/** Ties a booking to the order it was placed with. */
export async function attachOrder(tx: TenantTx, scope: TenantScope, bookingId: string, orderId: string) {
  const [row] = await scoped(tx, scope)
    .update(tourismBookings)
    .set({ orderId })
    .where(eq(tourismBookings.id, bookingId))
    .returning({ id: tourismBookings.id });
  if (!row) throw new HttpError(404, M.bookingNotFound);
}

/** The bookings placed with an order, soonest first (one statement). */
export async function bookingsOfOrder(tx: TenantTx, scope: TenantScope, orderId: string): Promise<Booking[]> {
  const rows = await selectBookings(tx, scope, eq(tourismBookings.orderId, orderId)).orderBy(
    tourismBookings.startsAt,
    tourismBookings.id,
  );
  return rows.map((r) => toBooking(r, true));
}

/**
 * Expires the shop's pending bookings past their deadline (a group that never paid) and gives
 * their places back, in one statement whatever their number; answers their ids. For a sweeping job.
 */
export async function expireOverdueBookings(
  tx: TenantTx,
  scope: TenantScope,
  now = new Date(),
): Promise<string[]> {
  const shopId = scoped(tx, scope).shopId;
  // Both data-modifying parts run once, whether the final select reads them or not.
  const result = await tx.execute(sql`
    with expired as (
      update ${tourismBookings} set status = 'expired', updated_at = now()
      where shop_id = ${shopId} and status = 'pending' and expires_at <= ${now.toISOString()}::timestamptz
      returning id, slot_id, counting_persons, lines
    ), freed as (
      update ${tourismSlots} s set taken = greatest(s.taken - f.n, 0)
      from (select slot_id, sum(counting_persons)::int as n from expired group by slot_id) f
      where s.id = f.slot_id and s.shop_id = ${shopId}
      returning s.id
    )
    select id, lines from expired`);
  const expired = (result as unknown as { rows: { id: string; lines: BookingLine[] | string }[] }).rows;
  for (const r of expired)
    await releaseExtras(tx, scope, r.id, typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines);
  return expired.map((r) => r.id);
}
