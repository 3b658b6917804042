import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/index.ts';
import { bookingsOfOrder } from '../tourism/index.ts';
import {
  aTasting,
  counts,
  pushIntoPast,
  slotOf,
  systemOf,
  userIdOf,
} from '../tourism/tourism.test.support.ts';
import { modeId, shopId, stockedWine } from './orders.fixtures.ts';
import { orderReservationLines } from './orders.reservation-lines.table.ts';
import { aStay, booking, eventWithSlots, placementOf } from './orders.reservations.fixtures.ts';
import { orders } from './orders.table.ts';

// The cart's bookings placed with its wines (issue 27, decision 0108): priced by the server,
// places held in the order's transaction, exactly once; the tourist tax outside VAT.

let t: TestApp;
let client: string;
let demo: string;
let home: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let tasting: { eventId: string; slotIds: string[] };
let stay: { eventId: string; slotIds: string[] };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  home = await modeId(t.db, demo, 'Livraison à domicile');
  wine = await stockedWine(t.db, demo);
  tasting = await eventWithSlots(t, demo, aTasting());
  stay = await eventWithSlots(t, demo, aStay());
});
afterAll(() => t?.close());

const wineLine = (quantity: number) => ({
  idTmp: `${wine.product.id}:${wine.format.id}`,
  productId: wine.product.id,
  formatId: wine.format.id,
  vintageId: wine.vintageId,
  quantity,
});
const place = async (body: unknown) => {
  const res = await call(t.app, 'POST', '/v1/orders', { body, jwt: client });
  await t.settled();
  return res;
};
const ordersCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n);
const bookingsOf = async (orderId: string) => {
  const { tx, scope } = systemOf(t, demo, await userIdOf(t, 'proprietaire@cuvee.demo'));
  return bookingsOfOrder(tx, scope, orderId);
};
const stayRequest = (slot: string) => booking(stay.eventId, slot, { adulte: 2, mineur: 1 });

describe('the cart prices its bookings', () => {
  it('a stay for 2 adults and a 16-year-old, 3 nights at 0,80 € + 10 %: 5,28 € of tourist tax outside VAT', async () => {
    const res = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
      jwt: client,
      body: { orders: [{ sellerId: demo, reservations: [stayRequest(stay.slotIds[0]!)] }] },
    });
    expect(res.status).toBe(200);
    const [order] = res.body.orders;
    // 2 × 100 € + 60 € = 260 € at 10 % (VAT per line: 181,82 + 54,55 HT); tax 6 × 0,80 € + 0,48 €.
    expect(order.price).toMatchObject({ totalTTC: 26528, totalHT: 23637, tva: 2363, touristTax: 528 });
    expect(order.reservations[0]).toMatchObject({
      places: 3,
      nights: 3,
      touristTax: { personNights: 6, commune: 480, department: 48, total: 528 },
    });
    expect(res.body.total.touristTax).toBe(528);
  });

  it('refuses an unknown rate or event in French, as a 4xx', async () => {
    const unknownRate = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
      jwt: client,
      body: {
        orders: [
          { sellerId: demo, reservations: [booking(tasting.eventId, tasting.slotIds[0]!, { vip: 1 })] },
        ],
      },
    });
    expect(unknownRate.status).toBe(422);
    expect(unknownRate.body.message).toBe("Ce tarif n'existe pas pour cette activité");
    const unknownEvent = await call(t.app, 'POST', '/v1/orders/get-cart-price', {
      jwt: client,
      body: { orders: [{ sellerId: demo, reservations: [booking('nope', 'nope', { adulte: 1 })] }] },
    });
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.message).toBe('Activité introuvable');
  });
});

describe('placing bookings with wines', () => {
  it('2 wines and a tasting for 2 adults and a lap child: places fall by the counting persons, newResa, frozen lines', async () => {
    const slot = tasting.slotIds[0]!;
    const takenBefore = (await slotOf(t, slot)).taken;
    const body = placementOf([
      {
        sellerId: demo,
        lines: [wineLine(2)],
        reservations: [booking(tasting.eventId, slot, { adulte: 2, bebe: 1 }, { message: 'Anniversaire' })],
        deliveryModeId: home,
        paymentType: 'transfer',
      },
    ]);
    const res = await place(body);
    expect(res.status).toBe(200);
    const [placed] = res.body.orders;
    expect((await slotOf(t, slot)).taken).toBe(takenBefore + 2);
    const [held] = await bookingsOf(placed.id);
    expect(held).toMatchObject({
      status: 'pending',
      orderId: placed.id,
      countingPersons: 2,
      amountCents: 3000,
    });
    const lines = await t.db
      .select()
      .from(orderReservationLines)
      .where(eq(orderReservationLines.orderId, placed.id))
      .orderBy(orderReservationLines.position);
    expect(lines.map((l) => [l.label, l.quantity, l.unitTtc, l.vatRateBp, l.accountingType])).toEqual([
      ['Adulte', 2, 1500, 2000, 'prestation'],
      ['Bébé (sur les genoux)', 1, 0, 2000, 'prestation'],
    ]);
    expect(lines[0]!.eventTitle).toBe('Dégustation des cuvées');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    // The wines and their delivery, plus 30 € of tasting.
    expect(order!.totalTtc).toBe(placed.totalTTC);
    expect(order!.totalTtc).toBeGreaterThan(3000);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'newResa'), eq(notifications.subjectId, held!.id)));
    const owner = await userIdOf(t, 'proprietaire@cuvee.demo');
    expect(told.find((n) => n.userId === owner)?.redirectLink).toBe(`/dashboard/reservations/${held!.id}`);
    expect(told[0]!.content).toContain('Dégustation des cuvées');

    // The same placement again answers the same order and holds no new place.
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.orders[0].id).toBe(placed.id);
    expect((await slotOf(t, slot)).taken).toBe(takenBefore + 2);
    expect(await bookingsOf(placed.id)).toHaveLength(1);
  });

  it('an order of bookings only needs no delivery mode; the stay charges its 5,28 € of tourist tax outside VAT', async () => {
    const res = await place(
      placementOf([
        { sellerId: demo, reservations: [stayRequest(stay.slotIds[1]!)], paymentType: 'transfer' },
      ]),
    );
    expect(res.status).toBe(200);
    const [placed] = res.body.orders;
    expect(placed.totalTTC).toBe(26528);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ totalTtc: 26528, totalHt: 23637, tva: 2363, shippingCents: 0 });
    const tax = await t.db
      .select()
      .from(orderReservationLines)
      .where(and(eq(orderReservationLines.orderId, placed.id), eq(orderReservationLines.kind, 'touristTax')));
    expect(
      tax.map((l) => [l.label, l.quantity, l.totalTtc, l.totalHt, l.vatRateBp, l.accountingType]),
    ).toEqual([['Taxe de séjour (6 nuitées)', 6, 528, 528, 0, 'touristTax']]);
    const [held] = await bookingsOf(placed.id);
    expect(held).toMatchObject({ touristTaxCents: 528, countingPersons: 3 });

    // The buyer's order page reads its booking: event, slot, rates × persons, the tourist tax.
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`, { jwt: client });
    expect(mine.status).toBe(200);
    expect(mine.body.order.bookings).toEqual([
      {
        bookingId: held!.id,
        eventTitle: 'Nuit au gîte',
        slotStart: held!.slot.startsAt,
        lines: [
          { kind: 'ticket', label: 'Adulte', quantity: 2, unitTTC: 10000, vatRate: 10, totalTTC: 20000 },
          { kind: 'ticket', label: 'Mineur', quantity: 1, unitTTC: 6000, vatRate: 10, totalTTC: 6000 },
          {
            kind: 'touristTax',
            label: 'Taxe de séjour (6 nuitées)',
            quantity: 6,
            unitTTC: 88,
            vatRate: 0,
            totalTTC: 528,
          },
        ],
        touristTax: 528,
        totalTTC: 26528,
      },
    ]);
    // Another buyer's, or no one's, reading: 404 and 401.
    const other = await t.login('pro@cuvee.demo');
    expect((await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`, { jwt: other })).status).toBe(404);
    expect((await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`)).status).toBe(401);
  });
});

describe('refusals change nothing', () => {
  const refused = async (reservation: unknown, status: number, message: string) => {
    const before = { orders: await ordersCount(), tourism: await counts(t) };
    const res = await place(
      placementOf([{ sellerId: demo, reservations: [reservation], paymentType: 'transfer' }]),
    );
    expect(res.status).toBe(status);
    expect([res.body.message].flat().join(' ')).toContain(message);
    expect({ orders: await ordersCount(), tourism: await counts(t) }).toEqual(before);
  };

  it('more persons than the event allows, below the minimum amount, no ticket, a full slot, a past slot', async () => {
    await refused(
      booking(tasting.eventId, tasting.slotIds[1]!, { adulte: 9 }),
      422,
      'Cette activité accepte au plus 8 personnes par réservation',
    );
    await refused(
      booking(tasting.eventId, tasting.slotIds[1]!, { enfant: 1 }),
      422,
      'Le montant minimum de réservation est de 10,00',
    );
    await refused(
      booking(tasting.eventId, tasting.slotIds[1]!, { bouteille: 1 }),
      422,
      'Choisissez au moins un billet',
    );
    // 10 places a slot: 8 held, then 3 more asked.
    const full = tasting.slotIds[2]!;
    expect(
      (
        await place(
          placementOf([
            {
              sellerId: demo,
              reservations: [booking(tasting.eventId, full, { adulte: 8 })],
              paymentType: 'transfer',
            },
          ]),
        )
      ).status,
    ).toBe(200);
    await refused(
      booking(tasting.eventId, full, { adulte: 3 }),
      409,
      'Nombre de places maximum atteint pour ce créneau',
    );
    const past = tasting.slotIds[3]!;
    await pushIntoPast(t, past);
    await refused(booking(tasting.eventId, past, { adulte: 1 }), 422, 'Ce créneau est passé');
  });

  it('an order with wines still needs its delivery mode; an empty order is refused', async () => {
    const noMode = await place(
      placementOf([{ sellerId: demo, lines: [wineLine(1)], paymentType: 'transfer' }]),
    );
    expect(noMode.status).toBe(400);
    expect(JSON.stringify(noMode.body)).toContain(
      'Veuillez sélectionner un mode de livraison pour chaque boutique',
    );
    const empty = await place(placementOf([{ sellerId: demo, paymentType: 'transfer' }]));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('La commande ne contient ni produit ni réservation');
  });
});
