import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app.ts';
import { stockLines, stockReservations } from '../stock/index.ts';
import { expireOverdueGroupBookings } from '../tourism/tourism.booking-routes.ts';
import { aTasting, counts, slotOf } from '../tourism/tourism.test.support.ts';
import { available, footprint, stockedWine } from './orders.fixtures.ts';
import { booking, bookingsTestbed, eventWithSlots, placementOf } from './orders.reservations.fixtures.ts';

// An event's extra with a stock of its own (decision 0131): a bottle reserved on the shop's stock
// line in the order's transaction, exactly once, released with the booking, consumed at check-in.

let bed: Awaited<ReturnType<typeof bookingsTestbed>>;
let line: { id: string };
let tasting: { eventId: string; slotIds: string[] };

const withBottle = (stockLineId: string) =>
  aTasting({
    title: 'Dégustation et bouteille',
    rates: [
      { id: 'adulte', label: 'Adulte', priceCents: 1500, vatRate: 20 },
      {
        id: 'bouteille',
        label: 'Bouteille à emporter',
        priceCents: 1800,
        vatRate: 20,
        kind: 'optional',
        stockLineId,
      },
    ],
  });

beforeAll(async () => {
  bed = await bookingsTestbed(aTasting());
  const wine = await stockedWine(bed.t.db, bed.demo);
  line = wine.line;
  tasting = await eventWithSlots(bed.t, bed.demo, withBottle(line.id));
});
afterAll(() => bed?.t.close());

const physical = async () =>
  Number((await bed.t.db.select().from(stockLines).where(eq(stockLines.id, line.id)))[0]!.physical);
const reservationsOf = (key: string) =>
  bed.t.db.select().from(stockReservations).where(eq(stockReservations.key, key));

describe('an extra with its own stock', () => {
  it('the event form refuses a stock line the shop has not, in French', async () => {
    const res = await call(bed.t.app, 'POST', '/v1/reservations/events', {
      jwt: bed.owner,
      body: withBottle('00000000-0000-7000-8000-000000000000'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Cette ligne de stock n'existe pas dans la boutique");
    const shown = await call(bed.t.app, 'GET', `/v1/reservations/events/${tasting.eventId}`, {
      jwt: bed.owner,
    });
    expect(shown.body.event.rates[1]).toMatchObject({ id: 'bouteille', stockLineId: line.id });
  });

  it('placed: the bottles are reserved once (a replay reserves nothing more), released when the order is cancelled', async () => {
    const before = await available(bed.t.db, line.id);
    const body = placementOf([
      {
        sellerId: bed.demo,
        reservations: [booking(tasting.eventId, tasting.slotIds[0]!, { adulte: 2, bouteille: 3 })],
        paymentType: 'transfer',
      },
    ]);
    const first = await call(bed.t.app, 'POST', '/v1/orders', { jwt: bed.client, body });
    await bed.t.settled();
    expect(first.status).toBe(200);
    const order = first.body.orders[0];
    expect(await available(bed.t.db, line.id)).toBe(before - 3);
    const replay = await call(bed.t.app, 'POST', '/v1/orders', { jwt: bed.client, body });
    expect(replay.status).toBe(200);
    expect(replay.body.orders[0].id).toBe(order.id);
    expect(await available(bed.t.db, line.id)).toBe(before - 3);
    const held = await bed.bookingOf(order.id);
    const [reservation] = await reservationsOf(`booking:${held.id}:bouteille`);
    expect(reservation).toMatchObject({ quantity: 3, status: 'active', reference: order.id });

    const refused = await call(bed.t.app, 'POST', `/v1/orders/${order.id}/actions/refuse`, {
      jwt: bed.owner,
      body: {},
    });
    expect(refused.status).toBe(200);
    expect((await bed.bookingOf(order.id)).status).toBe('cancelled');
    expect(await available(bed.t.db, line.id)).toBe(before);
    expect((await reservationsOf(`booking:${held.id}:bouteille`))[0]!.status).toBe('released');
  });

  it('short of bottles: 409 in French, and nothing changed (no order, no booking, no place, no stock)', async () => {
    const left = await available(bed.t.db, line.id);
    const rows = await footprint(bed.t.db);
    const taken = await counts(bed.t);
    const res = await call(bed.t.app, 'POST', '/v1/orders', {
      jwt: bed.client,
      body: placementOf([
        {
          sellerId: bed.demo,
          reservations: [booking(tasting.eventId, tasting.slotIds[1]!, { adulte: 1, bouteille: left + 1 })],
          paymentType: 'transfer',
        },
      ]),
    });
    await bed.t.settled();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Stock insuffisant pour « Bouteille à emporter » : la quantité demandée n'est plus disponible",
    );
    expect(await footprint(bed.t.db)).toEqual(rows);
    expect(await counts(bed.t)).toEqual(taken);
    expect(await available(bed.t.db, line.id)).toBe(left);
  });

  it('validated then checked in: the bottles leave the stock as a sale, once', async () => {
    const before = await physical();
    const order = await bed.place(booking(tasting.eventId, tasting.slotIds[2]!, { adulte: 1, bouteille: 2 }));
    const validated = await call(bed.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: bed.owner,
      body: {},
    });
    expect(validated.status).toBe(200);
    const held = await bed.bookingOf(order.id);
    const checked = await call(bed.t.app, 'POST', `/v1/reservations/${held.id}/check-in`, { jwt: bed.owner });
    expect(checked.status).toBe(200);
    expect(await physical()).toBe(before - 2);
    expect((await reservationsOf(`booking:${held.id}:bouteille`))[0]!.status).toBe('consumed');
  });

  it('a group booking past its deadline gives its bottles back with its places', async () => {
    const before = await available(bed.t.db, line.id);
    const slot = tasting.slotIds[3]!;
    const taken = (await slotOf(bed.t, slot)).taken;
    const order = await bed.place(
      booking(
        tasting.eventId,
        slot,
        { adulte: 2, bouteille: 1 },
        {
          groups: [
            { name: 'A', share: 1 },
            { name: 'B', share: 1 },
          ],
        },
      ),
    );
    expect(await available(bed.t.db, line.id)).toBe(before - 1);
    const held = await bed.bookingOf(order.id);
    await expireOverdueGroupBookings(
      bed.t.db,
      () => new Date(Date.parse(held.expiresAt!) + 1000),
    )(bed.t.app.deps.jobs);
    expect((await bed.bookingOf(order.id)).status).toBe('expired');
    expect((await slotOf(bed.t, slot)).taken).toBe(taken);
    expect(await available(bed.t.db, line.id)).toBe(before);
  });
});
