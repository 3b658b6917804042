import { EventInput, ScheduleInput } from '@cuvee/contracts';
import { addDays, parisDay, SLOT_HORIZON_DAYS } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent } from './tourism.events.ts';
import { extendEventSlots, extendSlotHorizons } from './tourism.slot-horizon.ts';
import { saveSchedule } from './tourism.slots.ts';
import { tourismSlots } from './tourism.table.ts';
import { aTasting, send, shopIdOf, systemOf, userIdOf } from './tourism.test.support.ts';

// Slots past their horizon (decision 0132): the daily sweep extends every recurring schedule so
// its slots reach 400 days ahead, adds only what is missing, keeps what the producer changed.

let t: TestApp;
let owner: string;
let sys: ReturnType<typeof systemOf>;
let eventId: string;
const DAY = 86400_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const demo = await shopIdOf(t, 'domaine-demo');
  sys = systemOf(t, demo, await userIdOf(t, 'proprietaire@cuvee.demo'));
  const event = await createEvent(
    sys.tx,
    sys.scope,
    EventInput.parse(aTasting({ title: 'Visite du matin' })),
  );
  eventId = event.id;
  const today = parisDay(new Date());
  // Every day at 10:00 for three years: the rules reach far past the horizon.
  await saveSchedule(
    sys.tx,
    sys.scope,
    eventId,
    ScheduleInput.parse({
      rules: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['10:00'], from: today, to: addDays(today, 1100) }],
      dates: [],
      closedDays: [],
    }),
  );
});
afterAll(() => t?.close());

const slots = async () => {
  const [row] = await t.db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      distinct: sql<number>`count(distinct ${tourismSlots.startsAt})`.mapWith(Number),
      last: sql<string>`max(${tourismSlots.startsAt})`.mapWith((v) => new Date(v).toISOString()),
    })
    .from(tourismSlots)
    .where(eq(tourismSlots.eventId, eventId));
  return row!;
};

describe('the daily extension of recurring schedules', () => {
  it('30 days later the slots reach 400 days ahead again, once, whatever the sweeps', async () => {
    const saved = await slots();
    const horizon = (from: Date) => addDays(parisDay(from), SLOT_HORIZON_DAYS);
    expect(saved.last.slice(0, 10)).toBe(horizon(new Date()));
    // The producer changed a slot's capacity: the extension leaves it so.
    const page = await send(t, 'GET', `/v1/reservations/events/${eventId}/slots?limit=1`, { jwt: owner });
    const first = page.body.slots[0];
    const patched = await send(t, 'PATCH', `/v1/reservations/slots/${first.id}`, {
      jwt: owner,
      body: { capacity: 4 },
    });
    expect(patched.status).toBe(200);

    const later = new Date(Date.now() + 30 * DAY);
    const sweep = extendSlotHorizons(t.db, () => later);
    // Twice, and twice at once: the day's mark and the unique (event, start) keep one row a slot.
    await sweep(t.app.deps.jobs);
    await Promise.all([sweep(t.app.deps.jobs), sweep(t.app.deps.jobs)]);
    const extended = await slots();
    expect(extended.last.slice(0, 10)).toBe(horizon(later));
    expect(extended.n).toBe(saved.n + 30);
    expect(extended.distinct).toBe(extended.n);
    const [kept] = await t.db.select().from(tourismSlots).where(eq(tourismSlots.id, first.id));
    expect(kept!.capacity).toBe(4);
    // Asked directly again the same day, it adds nothing.
    expect(await extendEventSlots(sys.tx, sys.scope, eventId, later)).toBe(0);
  });

  it('an event extended that day is not swept again that day, and an archived event never', async () => {
    const before = await slots();
    await extendSlotHorizons(t.db, () => new Date(Date.now() + 30 * DAY))(t.app.deps.jobs);
    expect(await slots()).toEqual(before);
    const archived = await send(t, 'DELETE', `/v1/reservations/events/${eventId}`, { jwt: owner });
    expect(archived.status).toBe(200);
    await extendSlotHorizons(t.db, () => new Date(Date.now() + 60 * DAY))(t.app.deps.jobs);
    expect(await slots()).toEqual(before);
  });
});
