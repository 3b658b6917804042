import type { Booking, Slot, TourismEvent } from '@cuvee/contracts';
import { TOURISM_MESSAGES as M, placesLeft, sanitizeRichText } from '@cuvee/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import {
  type StoredRate,
  type TourismBookingRow,
  type TourismEventRow,
  type TourismSlotRow,
  tourismBookings,
  tourismEvents,
  tourismSlots,
} from './tourism.table.ts';

/** Reading events, slots and bookings the way the API answers them (one statement each). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rates as answered (rows saved before decision 0131 have no stock line). */
export const ratesOut = (rates: readonly StoredRate[]) =>
  rates.map(({ stockLineId, ...r }) => ({ ...r, stockLineId: stockLineId ?? null }));

export function toEvent(row: TourismEventRow, nextSlotAt: Date | null = null): TourismEvent {
  return {
    id: row.id,
    title: row.title,
    // Sanitised on write; again on read for the plain texts saved before the editor (decision 0135).
    description: sanitizeRichText(row.description),
    visuals: row.visuals,
    kind: row.kind,
    location: row.location,
    languages: row.languages,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    minPersons: row.minPersons,
    maxPersons: row.maxPersons,
    rates: ratesOut(row.rates),
    minAmountCents: row.minAmountCents,
    confirmationMessage: row.confirmationMessage,
    cancellation: row.cancellation,
    status: row.status,
    tabId: row.tabId,
    stay: row.stay,
    schedule: row.schedule,
    nextSlotAt: iso(nextSlotAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toSlot = (row: TourismSlotRow): Slot => ({
  id: row.id,
  eventId: row.eventId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
  taken: row.taken,
  placesLeft: row.status === 'open' ? placesLeft(row.capacity, row.taken) : 0,
  status: row.status,
});

/**
 * The next open slot of an event, for lists (a correlated subquery on the slots' index). The
 * outer columns are written whole: drizzle may render a column of the selected table without its
 * table's name, which inside the subquery named the slot's own columns (every list said 'no slot').
 */
export const nextSlotAt =
  sql<Date | null>`(select min(s.starts_at) from tourism_slots s where s.shop_id = "tourism_events"."shop_id" and s.event_id = "tourism_events"."id" and s.status = 'open' and s.starts_at > now())`.mapWith(
    (v: string | Date | null) => (v ? new Date(v) : null),
  );

/** An event of the scope's shop, or the French 404. */
export async function eventRow(tx: TenantTx, scope: TenantScope, id: string, lock = false) {
  const q = scoped(tx, scope).selectAll(tourismEvents, eq(tourismEvents.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new HttpError(404, M.eventNotFound);
  return row;
}

export async function slotRow(tx: TenantTx, scope: TenantScope, id: string) {
  const [row] = await scoped(tx, scope).selectAll(tourismSlots, eq(tourismSlots.id, id));
  if (!row) throw new HttpError(404, M.slotNotFound);
  return row;
}

type BookingSelected = {
  booking: TourismBookingRow;
  title: string;
  kind: TourismEventRow['kind'];
  endsAt: Date;
  clientName: string | null;
  total: number;
};

/** Bookings with their event, slot and client, joined in one statement (each side scoped). */
export function selectBookings(tx: TenantTx, scope: TenantScope, ...conds: (SQL | undefined)[]) {
  const s = scoped(tx, scope);
  return tx
    .select({
      booking: tourismBookings,
      title: tourismEvents.title,
      kind: tourismEvents.kind,
      endsAt: tourismSlots.endsAt,
      clientName: clients.displayName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(tourismBookings)
    .innerJoin(tourismEvents, and(eq(tourismEvents.id, tourismBookings.eventId), s.owns(tourismEvents)))
    .innerJoin(tourismSlots, and(eq(tourismSlots.id, tourismBookings.slotId), s.owns(tourismSlots)))
    .leftJoin(clients, and(eq(clients.id, tourismBookings.clientId), s.owns(clients)))
    .where(and(s.owns(tourismBookings), ...conds));
}

export function toBooking(r: BookingSelected, detail = false): Booking {
  const b = r.booking;
  return {
    id: b.id,
    status: b.status,
    source: b.source,
    event: { id: b.eventId, title: r.title, kind: r.kind },
    slot: { id: b.slotId, startsAt: b.startsAt.toISOString(), endsAt: r.endsAt.toISOString() },
    orderId: b.orderId,
    client: b.clientId && r.clientName ? { id: b.clientId, name: r.clientName } : null,
    lines: b.lines,
    countingPersons: b.countingPersons,
    amountCents: b.amountCents,
    touristTaxCents: b.touristTaxCents,
    contact: { name: b.contactName, email: b.contactEmail, phone: b.contactPhone },
    language: b.language,
    message: b.message,
    expiresAt: iso(b.expiresAt),
    checkedInAt: iso(b.checkedInAt),
    ...(detail ? { checkInToken: b.checkInToken } : {}),
    createdAt: b.createdAt.toISOString(),
  };
}

/** One booking of the scope's shop as answered, or the French 404. */
export async function findBooking(tx: TenantTx, scope: TenantScope, id: string): Promise<Booking> {
  const [row] = await selectBookings(tx, scope, eq(tourismBookings.id, id));
  if (!row) throw new HttpError(404, M.bookingNotFound);
  return toBooking(row, true);
}
