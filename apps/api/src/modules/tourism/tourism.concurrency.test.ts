import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tourismBookings, tourismSlots } from './tourism.table.ts';
import { aTasting, send, slotOf, twoDays } from './tourism.test.support.ts';

// Bookings at once (decision 0101), on PostgreSQL when TEST_DATABASE_URL names one (PGlite
// otherwise): 100 requests for the last 10 places of a slot hold exactly 10, never more.

let t: TestApp;
let owner: string;
let eventId: string;
let slotId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const created = await send(t, 'POST', '/v1/reservations/events', {
    jwt: owner,
    body: aTasting({ capacity: 50, minAmountCents: 0 }),
  });
  eventId = created.body.event.id;
  await send(t, 'PUT', `/v1/reservations/events/${eventId}/schedule`, { jwt: owner, body: twoDays() });
  slotId = (await send(t, 'GET', `/v1/reservations/events/${eventId}/slots`, { jwt: owner })).body.slots[0]
    .id;
  // The slot shrunk to its last 10 places.
  await send(t, 'PATCH', `/v1/reservations/slots/${slotId}`, { jwt: owner, body: { capacity: 10 } });
});
afterAll(() => t?.close());

describe(`bookings at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('100 bookings of one person for the last 10 places: exactly 10 held, 90 refused in French', async () => {
    const one = (i: number) =>
      send(t, 'POST', '/v1/reservations', {
        jwt: owner,
        body: {
          eventId,
          slotId,
          persons: [{ rateId: 'adulte', quantity: 1 }],
          contact: { name: `Visiteur ${i}` },
        },
      });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => one(i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['Nombre de places maximum atteint pour ce créneau']),
    );
    const slot = await slotOf(t, slotId);
    expect({ capacity: slot.capacity, taken: slot.taken }).toEqual({ capacity: 10, taken: 10 });
    const rows = await t.db
      .select({ id: tourismBookings.id })
      .from(tourismBookings)
      .where(eq(tourismBookings.slotId, slotId));
    expect(rows).toHaveLength(10);
    const [check] = await t.db
      .select({ taken: tourismSlots.taken })
      .from(tourismSlots)
      .where(eq(tourismSlots.id, slotId));
    expect(check!.taken).toBe(rows.length);
  });
});
