import { expandSchedule, parisDay } from '@cuvee/domain';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, systemScope, systemTx, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import type { Sweeper } from '../jobs/index.ts';
import { lengthMinutes } from './tourism.events.ts';
import { tourismEvents, tourismSlots } from './tourism.table.ts';

/*
 * Slots past their horizon (decision 0132): recurring rules are materialised 400 days ahead when
 * the schedule is saved; once a day each event with rules is extended so the horizon stays 400
 * days ahead. The sweep only adds the occurrences the rules now reach (`on conflict do nothing` on
 * the unique (event, start): an existing slot keeps its capacity, status and bookings), and marks
 * the event extended for the day in France, so later sweeps that day skip it.
 */

const BATCH = 200;
const CHUNK = 1000;

/** Adds an event's missing occurrences up to the horizon; answers how many were created. */
export async function extendEventSlots(tx: TenantTx, scope: TenantScope, eventId: string, now = new Date()) {
  const s = scoped(tx, scope);
  // Locked: a schedule saved meanwhile waits, or this waits for it and reads its rules.
  const [event] = await s.selectAll(tourismEvents, eq(tourismEvents.id, eventId)).for('update');
  if (!event || event.status === 'archived') return 0;
  const occurrences = expandSchedule(event.schedule, {
    capacity: event.capacity,
    durationMinutes: lengthMinutes(event),
    now,
  });
  let created = 0;
  for (let i = 0; i < occurrences.length; i += CHUNK) {
    const rows = await s
      .insert(tourismSlots)
      .values(occurrences.slice(i, i + CHUNK).map((o) => ({ eventId, ...o })))
      .onConflictDoNothing({ target: [tourismSlots.eventId, tourismSlots.startsAt] })
      .returning({ id: tourismSlots.id });
    created += rows.length;
  }
  await s
    .update(tourismEvents)
    .set({ slotsExtendedOn: parisDay(now) })
    .where(eq(tourismEvents.id, eventId));
  return created;
}

/** The daily extension, event by event, each in its own transaction (200 events a sweep). */
export function extendSlotHorizons(db: Db, now: () => Date = () => new Date()): Sweeper {
  return async () => {
    const at = now();
    const today = parisDay(at);
    const due = await db
      .select({ id: tourismEvents.id, shopId: tourismEvents.shopId })
      .from(tourismEvents)
      .where(
        and(
          ne(tourismEvents.status, 'archived'),
          sql`jsonb_array_length(${tourismEvents.schedule} -> 'rules') > 0`,
          or(isNull(tourismEvents.slotsExtendedOn), lt(tourismEvents.slotsExtendedOn, today)),
        ),
      )
      .limit(BATCH);
    for (const e of due)
      await db.transaction((tx) => extendEventSlots(systemTx(tx), systemScope(e.shopId, e.shopId), e.id, at));
  };
}
