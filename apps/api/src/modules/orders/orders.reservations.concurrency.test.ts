import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemScope, systemTx } from '../../db/tenant.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { holdBooking } from '../tourism/index.ts';
import { aTasting, slotOf } from '../tourism/tourism.test.support.ts';
import { shopId } from './orders.fixtures.ts';
import { orderReservationLines } from './orders.reservation-lines.table.ts';
import { booking, eventWithSlots, placementOf } from './orders.reservations.fixtures.ts';

// The last places of a slot under load (issue 27), on PostgreSQL when TEST_DATABASE_URL names
// one: the tourism module's conditional UPDATE serialises the holds, so the places taken never
// pass the capacity, through the placement and through the hold itself.

let t: TestApp;
let client: string;
let demo: string;
let tasting: { eventId: string; slotIds: string[] };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  tasting = await eventWithSlots(t, demo, aTasting({ capacity: 10, minAmountCents: 0 }));
});
afterAll(() => t?.close());

describe(`the last 10 places (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('30 placements at once for 10 places place exactly 10 orders; the others are refused in French', async () => {
    const slot = tasting.slotIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', '/v1/orders', {
          jwt: client,
          body: placementOf([
            {
              sellerId: demo,
              reservations: [booking(tasting.eventId, slot, { adulte: 1 })],
              paymentType: 'transfer',
            },
          ]),
        }),
      ),
    );
    await t.settled();
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set(['409 Nombre de places maximum atteint pour ce créneau']),
    );
    expect((await slotOf(t, slot)).taken).toBe(10);
    const [lines] = await t.db
      .select({ n: count() })
      .from(orderReservationLines)
      .where(eq(orderReservationLines.eventTitle, 'Dégustation des cuvées'));
    expect(lines!.n).toBe(10);
  });

  it('100 holds at once for 10 places give exactly 10', async () => {
    const slot = tasting.slotIds[1]!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        t.db.transaction((tx) =>
          holdBooking(systemTx(tx), systemScope(demo, demo), {
            eventId: tasting.eventId,
            slotId: slot,
            orderId: null,
            clientId: null,
            persons: [{ rateId: 'adulte', quantity: 1 }],
            contact: { name: `Visiteur ${randomUUID().slice(0, 4)}`, email: null, phone: null },
            language: 'fr',
            message: null,
            status: 'pending',
            expiresAt: null,
            source: 'storefront',
            touristTaxCents: 0,
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect((await slotOf(t, slot)).taken).toBe(10);
  });
});
