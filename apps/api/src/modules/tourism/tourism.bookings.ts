import { type BookingCreateInput, type BookingListQuery, frenchMessage } from '@cuvee/contracts';
import {
  addDays,
  bookingMoveRefusal,
  cancellationOutcome,
  holdsPlaces,
  TOURISM_MESSAGES as M,
  parisDay,
  parisInstant,
  taxablePersonNights,
  touristTaxFor,
} from '@cuvee/domain';
import { asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import { consumeExtras } from './tourism.extras-stock.ts';
import { holdBooking, holdPlaces, lockedBooking, releasePlaces, setBookingStatus } from './tourism.hold.ts';
import { touristTaxOn } from './tourism.public.ts';
import { eventRow, findBooking, selectBookings, slotRow, toBooking } from './tourism.read.ts';
import { tourismBookings } from './tourism.table.ts';

/*
 * The back office's bookings (issue 27 item 6): taken by phone for a client of the CRM (decision
 * 0104: recorded with its amount, paid at the estate), listed by day, moved, cancelled under the
 * event's terms, checked in.
 */

type CreateValues = z.output<typeof BookingCreateInput>;
type ListFilters = z.output<typeof BookingListQuery>;

/** The tourist tax of a stay's persons on its slot's day (0 for other events or without a rate). */
async function touristTaxOf(tx: TenantTx, scope: TenantScope, input: CreateValues) {
  const event = await eventRow(tx, scope, input.eventId);
  if (!event.stay) return 0;
  const slot = await slotRow(tx, scope, input.slotId);
  const rate = touristTaxOn(event.stay, parisDay(slot.startsAt));
  if (!rate) return 0;
  const persons = input.persons.map((p) => {
    const r = event.rates.find((x) => x.id === p.rateId);
    return {
      quantity: p.quantity,
      counting: r?.kind === 'ticket' && r.counting,
      touristTaxExempt: r?.touristTaxExempt ?? false,
    };
  });
  return touristTaxFor(taxablePersonNights(persons, event.stay.nights), rate).total;
}

async function contactOf(tx: TenantTx, scope: TenantScope, input: CreateValues) {
  let client: { name: string; email: string | null; phone: string | null } | undefined;
  if (input.clientId) {
    [client] = await scoped(tx, scope)
      .select({ name: clients.displayName, email: clients.email, phone: clients.phone })
      .from(clients)
      .where(eq(clients.id, input.clientId));
    if (!client) throw new HttpError(422, frenchMessage('clientUnknown'));
  }
  const contact = input.contact ?? client;
  if (!contact) throw new HttpError(422, 'Indiquez le client ou le nom du contact');
  return contact;
}

export async function createBooking(tx: TenantTx, scope: TenantScope, input: CreateValues) {
  const contact = await contactOf(tx, scope, input);
  const { bookingId } = await holdBooking(tx, scope, {
    ...input,
    contact,
    orderId: null,
    expiresAt: null,
    source: 'backoffice',
    touristTaxCents: await touristTaxOf(tx, scope, input),
  });
  return findBooking(tx, scope, bookingId);
}

/**
 * A page of bookings: of a day (arrivals of the day first, then by start), of a range, or from
 * today on by default, with filters.
 */
export async function listBookings(tx: TenantTx, scope: TenantScope, q: ListFilters) {
  const conds: (SQL | undefined)[] = [
    q.eventId ? eq(tourismBookings.eventId, q.eventId) : undefined,
    q.status ? eq(tourismBookings.status, q.status) : undefined,
    q.language ? eq(tourismBookings.language, q.language) : undefined,
    q.clientId ? eq(tourismBookings.clientId, q.clientId) : undefined,
  ];
  if (q.day) {
    conds.push(gte(tourismBookings.startsAt, parisInstant(q.day, '00:00')));
    conds.push(lt(tourismBookings.startsAt, parisInstant(addDays(q.day, 1), '00:00')));
  } else {
    conds.push(
      gte(tourismBookings.startsAt, q.from ? new Date(q.from) : parisInstant(parisDay(new Date()), '00:00')),
    );
    if (q.to) conds.push(lt(tourismBookings.startsAt, new Date(q.to)));
  }
  // Arrivals first: not yet checked in before those who are, each soonest first.
  const rows = await selectBookings(tx, scope, ...conds)
    .orderBy(
      sql`${tourismBookings.checkedInAt} is not null`,
      asc(tourismBookings.startsAt),
      asc(tourismBookings.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  return { total: rows[0]?.total ?? 0, bookings: rows.map((r) => toBooking(r)) };
}

/** To another slot of its event: the new places held first, then the old released (one transaction). */
export async function moveBooking(tx: TenantTx, scope: TenantScope, id: string, slotId: string) {
  const booking = await lockedBooking(tx, scope, id);
  if (booking.status !== 'pending' && booking.status !== 'confirmed')
    throw new HttpError(409, 'Seule une réservation en attente ou confirmée peut changer de créneau');
  if (booking.slotId === slotId) throw new HttpError(422, M.sameSlot);
  const held = await holdPlaces(tx, scope, slotId, booking.eventId, booking.countingPersons);
  await releasePlaces(tx, scope, booking.slotId, booking.countingPersons);
  await scoped(tx, scope)
    .update(tourismBookings)
    .set({ slotId, startsAt: held.startsAt })
    .where(eq(tourismBookings.id, id));
  return findBooking(tx, scope, id);
}

/** Cancels under the event's terms: says whether it is refundable; the places are released. */
export async function cancelBooking(tx: TenantTx, scope: TenantScope, id: string) {
  const row = await lockedBooking(tx, scope, id);
  if (!holdsPlaces(row.status)) throw new HttpError(409, bookingMoveRefusal(row.status, 'cancelled'));
  const event = await eventRow(tx, scope, row.eventId);
  const outcome = cancellationOutcome(event.cancellation, row.startsAt);
  const booking = await setBookingStatus(tx, scope, id, 'cancelled');
  return { booking, refundable: outcome.refundable, message: outcome.message };
}

/** The visitors of a confirmed booking arrived (once). */
export async function checkIn(tx: TenantTx, scope: TenantScope, id: string) {
  const row = await lockedBooking(tx, scope, id);
  if (row.status !== 'confirmed') throw new HttpError(409, M.checkInNotConfirmed);
  if (row.checkedInAt) throw new HttpError(409, M.alreadyCheckedIn);
  // The extras with their own stock leave it with the visitors (decision 0131).
  await consumeExtras(tx, scope, row.id, row.lines, `Réservation ${row.id.slice(0, 8)}`);
  await scoped(tx, scope)
    .update(tourismBookings)
    .set({ checkedInAt: new Date() })
    .where(eq(tourismBookings.id, id));
  return findBooking(tx, scope, id);
}

/** Check-in by the QR code's token (the staff's phone scans it). */
export async function checkInByToken(tx: TenantTx, scope: TenantScope, token: string) {
  const [row] = await scoped(tx, scope)
    .select({ id: tourismBookings.id })
    .from(tourismBookings)
    .where(eq(tourismBookings.checkInToken, token));
  if (!row) throw new HttpError(404, M.unknownToken);
  return checkIn(tx, scope, row.id);
}
