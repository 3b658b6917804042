import type { Schedule, Slot, SlotPatch } from '@cuvee/contracts';
import { expandSchedule, TOURISM_MESSAGES as M } from '@cuvee/domain';
import { and, asc, eq, gt, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lengthMinutes } from './tourism.events.ts';
import { eventRow, slotRow, toEvent, toSlot } from './tourism.read.ts';
import { tourismBookings, tourismEvents, tourismSlots } from './tourism.table.ts';

/*
 * An event's schedule and its slot occurrences (decision 0101). Saving the schedule rebuilds the
 * occurrences to come: new ones inserted, matching ones kept (their bookings with them), the
 * others deleted — unless a booking names them: then they stay, open while they hold places.
 */

const CHUNK = 1000;

export async function saveSchedule(tx: TenantTx, scope: TenantScope, eventId: string, schedule: Schedule) {
  const event = await eventRow(tx, scope, eventId, true);
  const s = scoped(tx, scope);
  const occurrences = expandSchedule(schedule, {
    capacity: event.capacity,
    durationMinutes: lengthMinutes(event),
  });
  const starts = occurrences.map((o) => o.startsAt);
  const future = and(eq(tourismSlots.eventId, eventId), gt(tourismSlots.startsAt, sql`now()`));
  const stale = starts.length ? and(future, notInArray(tourismSlots.startsAt, starts)) : future;
  const unbooked = sql`not exists (select 1 from ${tourismBookings} b where b.slot_id = ${tourismSlots.id})`;
  const removed = await s.delete(tourismSlots).where(stale, unbooked).returning({ id: tourismSlots.id });
  // Those a booking names stay: closed when no place is held any more, open otherwise.
  const kept = await s
    .update(tourismSlots)
    .set({ status: sql`case when ${tourismSlots.taken} > 0 then 'open' else 'closed' end` })
    .where(stale)
    .returning({ id: tourismSlots.id });
  let created = 0;
  for (let i = 0; i < occurrences.length; i += CHUNK) {
    const rows = await s
      .insert(tourismSlots)
      .values(occurrences.slice(i, i + CHUNK).map((o) => ({ eventId, ...o })))
      .onConflictDoUpdate({
        target: [tourismSlots.eventId, tourismSlots.startsAt],
        set: {
          capacity: sql`greatest(excluded.capacity, ${tourismSlots.taken})`,
          endsAt: sql`excluded.ends_at`,
          status: 'open',
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += rows.filter((r) => r.inserted).length;
  }
  const [row] = await s
    .update(tourismEvents)
    // Materialised to the horizon today: the daily extension skips it until tomorrow (0132).
    .set({ schedule, slotsExtendedOn: sql`(now() at time zone 'Europe/Paris')::date` })
    .where(eq(tourismEvents.id, eventId))
    .returning();
  return { event: toEvent(row!, starts[0] ?? null), created, removed: removed.length, kept: kept.length };
}

/** An event's slots (closed ones too) between two instants, soonest first, one statement a page. */
export async function listEventSlots(
  tx: TenantTx,
  scope: TenantScope,
  eventId: string,
  q: { from?: string | undefined; to?: string | undefined; limit: number; offset: number },
): Promise<{ total: number; slots: Slot[] }> {
  const rows = await scoped(tx, scope)
    .select({ slot: tourismSlots, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tourismSlots)
    .where(
      eq(tourismSlots.eventId, eventId),
      gte(tourismSlots.startsAt, q.from ? new Date(q.from) : sql`now()`),
      q.to ? lt(tourismSlots.startsAt, new Date(q.to)) : undefined,
    )
    .orderBy(asc(tourismSlots.startsAt))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length === 0) await eventRow(tx, scope, eventId);
  return { total: rows[0]?.total ?? 0, slots: rows.map((r) => toSlot(r.slot)) };
}

/** A slot's own capacity (never below the places held) or its closing and reopening. */
export async function updateSlot(
  tx: TenantTx,
  scope: TenantScope,
  slotId: string,
  patch: z.output<typeof SlotPatch>,
) {
  const slot = await slotRow(tx, scope, slotId);
  if (patch.capacity !== undefined && patch.capacity < slot.taken)
    throw new HttpError(422, M.capacityBelowTaken(slot.taken));
  const [row] = await scoped(tx, scope)
    .update(tourismSlots)
    .set({ ...patch })
    .where(
      eq(tourismSlots.id, slotId),
      sql`${tourismSlots.taken} <= ${patch.capacity ?? tourismSlots.capacity}`,
    )
    .returning();
  if (!row) throw new HttpError(409, M.capacityBelowTaken(slot.taken));
  return toSlot(row);
}
