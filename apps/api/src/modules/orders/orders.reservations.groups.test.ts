import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../db/seed/factories.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { expireOverdueGroupBookings } from '../tourism/tourism.booking-routes.ts';
import { aTasting, slotOf } from '../tourism/tourism.test.support.ts';
import { booking, bookingsTestbed, placementOf } from './orders.reservations.fixtures.ts';

type Testbed = Awaited<ReturnType<typeof bookingsTestbed>>;

// Group payment (spec §4; decision 0110) and the buyer's bookings; an order's bookings follow it.

let t: TestApp;
let client: string;
let owner: string;
let demo: string;
let tasting: { eventId: string; slotIds: string[] };
let place: Testbed['place'];
let bookingOf: Testbed['bookingOf'];

beforeAll(async () => {
  ({ t, client, owner, demo, tasting, place, bookingOf } = await bookingsTestbed(
    aTasting({ minAmountCents: 0 }),
  ));
});
afterAll(() => t?.close());

/** A staff member of one shop acts on it (no X-Shop-Id needed). */
const asShop = (jwt: string) => ({ jwt });

describe('group payment', () => {
  it('splits the order among groups; the buyer sees who paid; the second group never pays: expired at the deadline, places back', async () => {
    const slot = tasting.slotIds[0]!;
    const before = (await slotOf(t, slot)).taken;
    const groups = [
      { name: 'Famille Martin', share: 2 },
      { name: 'Famille Durand', share: 1 },
    ];
    const placed = await place(booking(tasting.eventId, slot, { adulte: 3 }, { groups }));
    // 3 × 15 € = 45 €: 30 € and 15 € by shares 2 and 1.
    expect(placed.totalTTC).toBe(4500);
    expect((await slotOf(t, slot)).taken).toBe(before + 3);
    const held = await bookingOf(placed.id);
    expect(held.status).toBe('pending');
    expect(held.expiresAt).not.toBeNull();

    const mine = await call(t.app, 'GET', `/v1/me/reservations/${held.id}`, { jwt: client });
    expect(mine.status).toBe(200);
    expect(
      mine.body.reservation.groups.map((g: { name: string; amountCents: number; paid: boolean }) => [
        g.name,
        g.amountCents,
        g.paid,
      ]),
    ).toEqual([
      ['Famille Martin', 3000, false],
      ['Famille Durand', 1500, false],
    ]);
    const [first, second] = mine.body.reservation.groups;
    // The group's own link shows its share and the transfer's reference, without an account.
    const page = await call(t.app, 'GET', `/v1${second.link}`);
    expect(page.status).toBe(200);
    expect(page.body.group).toMatchObject({
      name: 'Famille Durand',
      amountCents: 1500,
      paid: false,
      transferReference: `${placed.reference}-G2`,
    });

    // Validating the order waits for every group (409, nothing changed).
    const early = await call(t.app, 'POST', `/v1/orders/${placed.id}/actions/validate`, {
      ...asShop(owner),
      body: {},
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'La réservation attend encore le paiement de tous ses groupes : la commande ne peut pas être validée',
    );
    const paid = await call(
      t.app,
      'POST',
      `/v1/reservations/${held.id}/groups/${first.id}/paid`,
      asShop(owner),
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ allPaid: false, message: 'Le paiement du groupe est enregistré' });
    const again = await call(
      t.app,
      'POST',
      `/v1/reservations/${held.id}/groups/${first.id}/paid`,
      asShop(owner),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce groupe a déjà payé sa part');
    const seen = await call(t.app, 'GET', `/v1/me/reservations/${held.id}`, { jwt: client });
    expect(seen.body.reservation.groups.map((g: { paid: boolean }) => g.paid)).toEqual([true, false]);

    // Before the deadline the sweep leaves it; past it, the booking expires and frees its places.
    await expireOverdueGroupBookings(
      t.db,
      () => new Date(Date.parse(held.expiresAt!) - 60_000),
    )(t.app.deps.jobs);
    expect((await bookingOf(placed.id)).status).toBe('pending');
    await expireOverdueGroupBookings(
      t.db,
      () => new Date(Date.parse(held.expiresAt!) + 1000),
    )(t.app.deps.jobs);
    expect((await bookingOf(placed.id)).status).toBe('expired');
    expect((await slotOf(t, slot)).taken).toBe(before);
    const late = await call(
      t.app,
      'POST',
      `/v1/reservations/${held.id}/groups/${second.id}/paid`,
      asShop(owner),
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Cette réservation n'attend plus de paiement");
  });

  it('refuses groups on an order paid by card (each group pays by its link), in French, placing nothing', async () => {
    const slot = tasting.slotIds[0]!;
    const before = (await slotOf(t, slot)).taken;
    const res = await call(t.app, 'POST', '/v1/orders', {
      jwt: client,
      body: placementOf([
        {
          sellerId: demo,
          paymentType: 'stripe',
          reservations: [
            booking(
              tasting.eventId,
              slot,
              { adulte: 2 },
              {
                groups: [
                  { name: 'Famille Martin', share: 1 },
                  { name: 'Famille Durand', share: 1 },
                ],
              },
            ),
          ],
        },
      ]),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Une réservation payée en groupes se règle par le lien de chaque groupe : choisissez le virement pour cette commande',
    );
    expect((await slotOf(t, slot)).taken).toBe(before);
  });

  it('every group paid: the booking is confirmed', async () => {
    const placed = await place(
      booking(
        tasting.eventId,
        tasting.slotIds[1]!,
        { adulte: 2 },
        {
          groups: [
            { name: 'A', share: 1 },
            { name: 'B', share: 1 },
          ],
        },
      ),
    );
    const held = await bookingOf(placed.id);
    const groups = await call(t.app, 'GET', `/v1/reservations/${held.id}/groups`, asShop(owner));
    expect(groups.status).toBe(200);
    for (const g of groups.body.groups)
      await call(t.app, 'POST', `/v1/reservations/${held.id}/groups/${g.id}/paid`, asShop(owner));
    expect((await bookingOf(placed.id)).status).toBe('confirmed');
    // The last transfer confirmed it: the visitor is told so (decision 0128).
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `${held.id}:booking-confirmed`));
    expect(told.map((m) => m.subject)).toEqual(['Réservation confirmée : Dégustation des cuvées']);
  });
});

describe("an order's bookings follow it", () => {
  it('validated: confirmed; a cancelled order cancels its booking and frees its places', async () => {
    const slot = tasting.slotIds[2]!;
    const before = (await slotOf(t, slot)).taken;
    const one = await place(booking(tasting.eventId, slot, { adulte: 1 }));
    const validated = await call(t.app, 'POST', `/v1/orders/${one.id}/actions/validate`, {
      ...asShop(owner),
      body: {},
    });
    expect(validated.status).toBe(200);
    const confirmed = await bookingOf(one.id);
    expect(confirmed.status).toBe('confirmed');
    // The visitor's confirmation, with the check-in link the staff scan, queued with the move.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `${confirmed.id}:booking-confirmed`));
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['client@cuvee.demo', 'Réservation confirmée : Dégustation des cuvées'],
    ]);
    expect(mails[0]!.textBody).toContain(
      `/dashboard/reservations/${confirmed.id}?checkin=${confirmed.checkInToken}`,
    );
    const two = await place(booking(tasting.eventId, slot, { adulte: 2 }));
    expect((await slotOf(t, slot)).taken).toBe(before + 3);
    const refused = await call(t.app, 'POST', `/v1/orders/${two.id}/actions/refuse`, {
      ...asShop(owner),
      body: {},
    });
    expect(refused.status).toBe(200);
    expect((await bookingOf(two.id)).status).toBe('cancelled');
    expect((await slotOf(t, slot)).taken).toBe(before + 1);
  });
});

describe('access to the new routes', () => {
  it("the buyer's reservations are their own; group routes need the shop's rights and answer 404 for another shop", async () => {
    const placed = await place(
      booking(
        tasting.eventId,
        tasting.slotIds[3]!,
        { adulte: 1 },
        {
          groups: [
            { name: 'A', share: 1 },
            { name: 'B', share: 1 },
          ],
        },
      ),
    );
    const held = await bookingOf(placed.id);
    const list = await call(t.app, 'GET', '/v1/me/reservations?limit=2', { jwt: client });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.reservations.length).toBeLessThanOrEqual(2);
    expect((await call(t.app, 'GET', '/v1/me/reservations')).status).toBe(401);
    await makeUser(t.db, { email: 'autre.acheteur@cuvee.test', role: 'buyer' });
    const stranger = await t.login('autre.acheteur@cuvee.test');
    const theirs = await call(t.app, 'GET', `/v1/me/reservations/${held.id}`, { jwt: stranger });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Réservation introuvable');
    const groupsUrl = `/v1/reservations/${held.id}/groups`;
    expect((await call(t.app, 'GET', groupsUrl, asShop(client))).status).toBe(403);
    const [g] = (await call(t.app, 'GET', groupsUrl, asShop(owner))).body.groups;
    expect((await call(t.app, 'POST', `${groupsUrl}/${g.id}/paid`, asShop(client))).status).toBe(403);
    // Another shop whose reservations are on (so its owner passes the access table): the
    // booking is not found there, read or written.
    const otherOwner = await t.login('maison.seconde@cuvee.demo');
    const on = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: otherOwner,
      body: { integration: { reservations: { active: true } } },
    });
    expect(on.body.shop.integration.reservations.active).toBe(true);
    const cross = await call(t.app, 'POST', `${groupsUrl}/${g.id}/paid`, asShop(otherOwner));
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe('Groupe de paiement introuvable');
    expect((await call(t.app, 'GET', groupsUrl, asShop(otherOwner))).status).toBe(404);
    expect((await call(t.app, 'GET', '/v1/booking-groups/not-a-real-token-at-all-x')).status).toBe(404);
    const after = await call(t.app, 'GET', groupsUrl, asShop(owner));
    expect(after.body.groups.map((x: { paid: boolean }) => x.paid)).toEqual([false, false]);
  });
});
