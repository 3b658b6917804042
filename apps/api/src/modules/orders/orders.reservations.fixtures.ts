import { randomUUID } from 'node:crypto';
import { EventInput, ScheduleInput } from '@cuvee/contracts';
import { addDays, parisDay } from '@cuvee/domain';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookingsOfOrder, createEvent, saveSchedule } from '../tourism/index.ts';
import { aTasting, systemOf, twoDays, userIdOf } from '../tourism/tourism.test.support.ts';
import { PARIS, shopId } from './orders.fixtures.ts';

/** The bookings' placement tests: events made through the tourism module, a placement body. */

/** A night in the gîte: 3 nights, adults and a minor, 0,80 € a person-night + the department's 10 %. */
export const aStay = () =>
  aTasting({
    title: 'Nuit au gîte',
    kind: 'stay',
    minAmountCents: 0,
    rates: [
      { id: 'adulte', label: 'Adulte', priceCents: 10000, vatRate: 10 },
      { id: 'mineur', label: 'Mineur', priceCents: 6000, vatRate: 10, touristTaxExempt: true },
    ],
    stay: {
      nights: 3,
      accommodationCategory: 'chambreHotes',
      touristTaxRates: [{ communeRateCents: 80, validFrom: '2020-01-01' }],
      departmentSurcharge: true,
    },
  });

/** An event of the shop with slots tomorrow and the day after; its slots' ids, soonest first. */
export async function eventWithSlots(t: TestApp, shop: string, input: ReturnType<typeof aTasting>) {
  const owner = await userIdOf(t, 'proprietaire@cuvee.demo');
  const { tx, scope } = systemOf(t, shop, owner);
  const event = await createEvent(tx, scope, EventInput.parse(input));
  await saveSchedule(tx, scope, event.id, ScheduleInput.parse(twoDays()));
  const slots = await call(t.app, 'GET', `/v1/shops/${shop}/events/${event.id}/slots`);
  return { eventId: event.id as string, slotIds: (slots.body.slots as { id: string }[]).map((s) => s.id) };
}

export const tomorrow = () => addDays(parisDay(new Date()), 1);

export const booking = (
  eventId: string,
  slotId: string,
  prices: Record<string, number>,
  over: Record<string, unknown> = {},
) => ({
  eventId,
  slotId,
  prices: Object.entries(prices).map(([rateId, quantity]) => ({ rateId, quantity })),
  ...over,
});

export const placementOf = (orders: unknown[]) => ({
  idempotencyKey: randomUUID(),
  orders,
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});

/**
 * A test app with the demo's buyer and owner signed in and an event with slots in Domaine Démo;
 * `place` puts one booking in an order paid by transfer, `bookingOf` reads an order's booking.
 */
export async function bookingsTestbed(input: ReturnType<typeof aTasting>) {
  const t = await createTestApp();
  const client = await t.login('client@cuvee.demo');
  const owner = await t.login('proprietaire@cuvee.demo');
  const demo = await shopId(t.db, 'domaine-demo');
  const tasting = await eventWithSlots(t, demo, input);
  const place = async (reservation: unknown) => {
    const res = await call(t.app, 'POST', '/v1/orders', {
      jwt: client,
      body: placementOf([{ sellerId: demo, reservations: [reservation], paymentType: 'transfer' }]),
    });
    await t.settled();
    expect(res.status).toBe(200);
    return res.body.orders[0] as { id: string; totalTTC: number; reference: string };
  };
  const bookingOf = async (orderId: string) => {
    const { tx, scope } = systemOf(t, demo, await userIdOf(t, 'proprietaire@cuvee.demo'));
    return (await bookingsOfOrder(tx, scope, orderId))[0]!;
  };
  return { t, client, owner, demo, tasting, place, bookingOf };
}
