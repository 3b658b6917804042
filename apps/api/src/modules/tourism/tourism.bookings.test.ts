import { EventInput, ScheduleInput } from '@cuvee/contracts';
import { addDays, parisDay } from '@cuvee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeClient } from '../tasks/tasks.test.support.ts';
import { createEvent } from './tourism.events.ts';
import { expireOverdueBookings, holdBooking, setBookingStatus } from './tourism.hold.ts';
import { saveSchedule } from './tourism.slots.ts';
import {
  aTasting,
  counts,
  pushIntoPast,
  send,
  shopIdOf,
  slotOf,
  systemOf,
  twoDays,
  userIdOf,
} from './tourism.test.support.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let clientId: string;
let eventId: string;
let slots: { id: string; startsAt: string }[];
let otherBookingId: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  clientId = await makeClient(t, demoId, 'Famille Martin');
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.voit.resa@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: iam.id,
    role: 'iam',
    authorizations: { seeAllResa: true },
  });
  const created = await send(t, 'POST', '/v1/reservations/events', { jwt: owner, body: aTasting() });
  eventId = created.body.event.id;
  await send(t, 'PUT', `/v1/reservations/events/${eventId}/schedule`, { jwt: owner, body: twoDays() });
  slots = (await send(t, 'GET', `/v1/reservations/events/${eventId}/slots`, { jwt: owner })).body.slots;
  // Maison Seconde's booking, made through this module.
  const secondeId = await shopIdOf(t, 'maison-seconde');
  const { tx, scope } = systemOf(t, secondeId, await userIdOf(t, 'maison.seconde@cuvee.demo'));
  const other = await createEvent(tx, scope, EventInput.parse(aTasting()));
  await saveSchedule(tx, scope, other.id, ScheduleInput.parse(twoDays()));
  const [slot] = (await send(t, 'GET', `/v1/shops/maison-seconde/events/${other.id}/slots`)).body.slots;
  const held = await holdBooking(tx, scope, {
    eventId: other.id,
    slotId: slot.id,
    orderId: null,
    clientId: null,
    persons: [{ rateId: 'adulte', quantity: 2 }],
    contact: { name: 'Léa Rémoise', email: null, phone: null },
    language: 'fr',
    message: null,
    status: 'confirmed',
    expiresAt: null,
    source: 'backoffice',
    touristTaxCents: 0,
  });
  otherBookingId = held.bookingId;
  const booking = await send(t, 'GET', `/v1/reservations/${otherBookingId}`, {
    jwt: await t.login('maison.seconde@cuvee.demo'),
  });
  otherToken = booking.body.booking?.checkInToken ?? 'inconnu-inconnu';
});
afterAll(() => t?.close());

const book = (over: Record<string, unknown> = {}) => ({
  eventId,
  slotId: slots[0]!.id,
  clientId,
  persons: [
    { rateId: 'adulte', quantity: 2 },
    { rateId: 'enfant', quantity: 1 },
    { rateId: 'bebe', quantity: 1 },
    { rateId: 'bouteille', quantity: 2 },
  ],
  language: 'en',
  ...over,
});

describe('bookings: access', () => {
  it('answers 401, then 403 to a buyer and to an iam without createResa, changing nothing', async () => {
    const before = await counts(t);
    const buyer = await t.login('client@cuvee.demo');
    const iam = await t.login('iam.voit.resa@cuvee.test');
    const writes: [string, unknown][] = [
      ['/v1/reservations', book()],
      [`/v1/reservations/${otherBookingId}/confirm`, undefined],
      [`/v1/reservations/${otherBookingId}/move`, { slotId: slots[1]!.id }],
      [`/v1/reservations/${otherBookingId}/cancel`, undefined],
      [`/v1/reservations/${otherBookingId}/check-in`, undefined],
      ['/v1/reservations/check-in', { token: otherToken }],
    ];
    for (const [url, body] of writes) {
      expect((await send(t, 'POST', url, { body })).status, url).toBe(401);
      expect((await send(t, 'POST', url, { jwt: buyer, body })).status, url).toBe(403);
      expect((await send(t, 'POST', url, { jwt: iam, body })).status, url).toBe(403);
    }
    const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 7 * 86400_000).toISOString()}`;
    for (const url of [
      '/v1/reservations',
      `/v1/reservations/${otherBookingId}`,
      `/v1/reservations/${otherBookingId}/mails`,
      `/v1/reservations/calendar?${range}`,
      '/v1/reservations/tourist-tax.csv?half=2026-H2',
    ]) {
      expect((await send(t, 'GET', url)).status, url).toBe(401);
      expect((await send(t, 'GET', url, { jwt: buyer })).status, url).toBe(403);
    }
    expect((await send(t, 'GET', '/v1/reservations', { jwt: iam })).status).toBe(200);
    expect(await counts(t)).toEqual(before);
  });

  it("answers 404 for another shop's booking on every route and keeps it out of lists", async () => {
    const before = await counts(t);
    for (const [method, url, body] of [
      ['GET', `/v1/reservations/${otherBookingId}`],
      ['GET', `/v1/reservations/${otherBookingId}/mails`],
      ['POST', `/v1/reservations/${otherBookingId}/confirm`],
      ['POST', `/v1/reservations/${otherBookingId}/move`, { slotId: slots[1]!.id }],
      ['POST', `/v1/reservations/${otherBookingId}/cancel`],
      ['POST', `/v1/reservations/${otherBookingId}/check-in`],
      ['POST', '/v1/reservations/check-in', { token: otherToken }],
    ] as const) {
      const res = await send(t, method, url, { jwt: owner, body });
      expect(res.status, url).toBe(404);
    }
    const list = await send(t, 'GET', '/v1/reservations', { jwt: owner });
    expect(list.body.bookings.map((b: { id: string }) => b.id)).not.toContain(otherBookingId);
    const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 7 * 86400_000).toISOString()}`;
    const cal = await send(t, 'GET', `/v1/reservations/calendar?${range}`, { jwt: owner });
    expect(
      cal.body.slots.every(
        (s: { eventId: string }) => s.eventId !== undefined && s.eventId !== otherBookingId,
      ),
    ).toBe(true);
    expect(
      cal.body.slots.flatMap((s: { bookings: { id: string }[] }) => s.bookings.map((b) => b.id)),
    ).not.toContain(otherBookingId);
    expect(await counts(t)).toEqual(before);
  });
});

describe('bookings: the refusals of §5 change nothing', () => {
  it('refuses in French: maximum places, a past slot, too many persons, the minimum amount, no ticket', async () => {
    const before = await counts(t);
    const full = await send(t, 'POST', '/v1/reservations', {
      jwt: owner,
      body: book({ persons: [{ rateId: 'adulte', quantity: 8 }], slotId: slots[2]!.id }),
    });
    expect(full.status).toBe(200);
    const mid = await counts(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { slotId: slots[2]!.id, persons: [{ rateId: 'adulte', quantity: 3 }] },
        409,
        'Nombre de places maximum atteint pour ce créneau',
      ],
      [
        { persons: [{ rateId: 'adulte', quantity: 9 }] },
        422,
        'Cette activité accepte au plus 8 personnes par réservation',
      ],
      [
        { persons: [{ rateId: 'enfant', quantity: 1 }] },
        422,
        'Le montant minimum de réservation est de 10,00',
      ],
      [{ persons: [{ rateId: 'bouteille', quantity: 3 }] }, 422, 'Choisissez au moins un billet'],
      [{ persons: [{ rateId: 'vip', quantity: 1 }] }, 422, "Ce tarif n'existe pas pour cette activité"],
    ];
    for (const [over, status, message] of cases) {
      const res = await send(t, 'POST', '/v1/reservations', { jwt: owner, body: book(over) });
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    await pushIntoPast(t, slots[3]!.id);
    const past = await send(t, 'POST', '/v1/reservations', {
      jwt: owner,
      body: book({ slotId: slots[3]!.id }),
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Ce créneau est passé');
    expect(await counts(t)).toEqual(mid);
    expect(mid.bookings).toBe(before.bookings + 1);
  });
});

describe('bookings: taken by phone, moved, cancelled, checked in', () => {
  it('holds only the counting persons, lists the day, moves, checks in, cancels under the terms', async () => {
    const taken = await send(t, 'POST', '/v1/reservations', { jwt: owner, body: book() });
    expect(taken.status).toBe(200);
    const b = taken.body.booking;
    expect(b).toMatchObject({
      status: 'confirmed',
      source: 'backoffice',
      countingPersons: 3,
      amountCents: 2 * 1500 + 500 + 2 * 1800,
      client: { id: clientId, name: 'Famille Martin' },
      contact: { name: 'Famille Martin' },
      language: 'en',
    });
    expect((await slotOf(t, slots[0]!.id)).taken).toBe(3);

    const day = parisDay(new Date(slots[0]!.startsAt));
    const list = await send(t, 'GET', `/v1/reservations?day=${day}&eventId=${eventId}&language=en`, {
      jwt: owner,
    });
    expect(list.body.bookings.map((x: { id: string }) => x.id)).toContain(b.id);
    const none = await send(t, 'GET', `/v1/reservations?day=${addDays(day, 5)}`, { jwt: owner });
    expect(none.body.total).toBe(0);

    const moved = await send(t, 'POST', `/v1/reservations/${b.id}/move`, {
      jwt: owner,
      body: { slotId: slots[1]!.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.slot.id).toBe(slots[1]!.id);
    expect((await slotOf(t, slots[0]!.id)).taken).toBe(0);
    expect((await slotOf(t, slots[1]!.id)).taken).toBe(3);

    const checked = await send(t, 'POST', '/v1/reservations/check-in', {
      jwt: owner,
      body: { token: b.checkInToken },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.booking.checkedInAt).not.toBeNull();
    const twice = await send(t, 'POST', `/v1/reservations/${b.id}/check-in`, { jwt: owner });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Les visiteurs sont déjà enregistrés');

    // Tomorrow is within the 48 free hours' limit: not refundable.
    const cancelled = await send(t, 'POST', `/v1/reservations/${b.id}/cancel`, { jwt: owner });
    expect(cancelled.body).toMatchObject({ refundable: false, booking: { status: 'cancelled' } });
    expect((await slotOf(t, slots[1]!.id)).taken).toBe(0);
    const again = await send(t, 'POST', `/v1/reservations/${b.id}/cancel`, { jwt: owner });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette réservation est déjà annulée');
  });

  it('a pending booking is confirmed, then shows in the calendar with its fill', async () => {
    const taken = await send(t, 'POST', '/v1/reservations', {
      jwt: owner,
      body: book({
        status: 'pending',
        clientId: null,
        contact: { name: 'M. Dupont', phone: '0600000000' },
        slotId: slots[1]!.id,
      }),
    });
    expect(taken.body.booking.status).toBe('pending');
    const confirmed = await send(t, 'POST', `/v1/reservations/${taken.body.booking.id}/confirm`, {
      jwt: owner,
    });
    expect(confirmed.body.booking.status).toBe('confirmed');
    const from = new Date(Date.now()).toISOString();
    const to = new Date(Date.now() + 4 * 86400_000).toISOString();
    const cal = await send(t, 'GET', `/v1/reservations/calendar?from=${from}&to=${to}&eventId=${eventId}`, {
      jwt: owner,
    });
    const slot = cal.body.slots.find((s: { id: string }) => s.id === slots[1]!.id);
    expect(slot).toMatchObject({ capacity: 10, taken: 3, eventTitle: 'Dégustation des cuvées' });
    expect(slot.bookings.map((x: { name: string }) => x.name)).toEqual(['M. Dupont']);
    const noContact = await send(t, 'POST', '/v1/reservations', {
      jwt: owner,
      body: book({ clientId: null }),
    });
    expect(noContact.status).toBe(422);
  });
});

describe('a pending booking past its deadline', () => {
  it('expires at its deadline and frees its places; a later payment cannot confirm it', async () => {
    const { tx, scope } = systemOf(t, demoId, await userIdOf(t, 'proprietaire@cuvee.demo'));
    const before = (await slotOf(t, slots[1]!.id)).taken;
    const { bookingId } = await holdBooking(tx, scope, {
      eventId,
      slotId: slots[1]!.id,
      orderId: null,
      clientId: null,
      persons: [{ rateId: 'adulte', quantity: 4 }],
      contact: { name: 'Groupe des Amis du Vin', email: null, phone: null },
      language: 'fr',
      message: null,
      status: 'pending',
      expiresAt: new Date(Date.now() + 60_000),
      source: 'storefront',
      touristTaxCents: 0,
    });
    expect((await slotOf(t, slots[1]!.id)).taken).toBe(before + 4);
    // Before the deadline nothing expires; after it, the booking and its 4 places go.
    expect(await expireOverdueBookings(tx, scope)).toEqual([]);
    expect(await expireOverdueBookings(tx, scope, new Date(Date.now() + 120_000))).toEqual([bookingId]);
    expect((await slotOf(t, slots[1]!.id)).taken).toBe(before);
    const late = setBookingStatus(tx, scope, bookingId, 'confirmed');
    await expect(late).rejects.toThrow('Une réservation expirée ne peut pas passer au statut « confirmée »');
  });
});
