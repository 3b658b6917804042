import { EventInput, ScheduleInput } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent } from './tourism.events.ts';
import { saveSchedule } from './tourism.slots.ts';
import { aTasting, counts, send, shopIdOf, systemOf, twoDays, userIdOf } from './tourism.test.support.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let otherEventId: string;
let otherSlotId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  // An iam who reads events and bookings but may create neither.
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.lecture.resa@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: iam.id,
    role: 'iam',
    authorizations: { accessEvent: true, seeAllResa: true },
  });
  // Maison Seconde's own event, made through this module.
  const secondeId = await shopIdOf(t, 'maison-seconde');
  const { tx, scope } = systemOf(t, secondeId, await userIdOf(t, 'maison.seconde@cuvee.demo'));
  const event = await createEvent(
    tx,
    scope,
    EventInput.parse(aTasting({ title: 'Visite des caves de Reims' })),
  );
  otherEventId = event.id;
  await saveSchedule(tx, scope, otherEventId, ScheduleInput.parse(twoDays()));
  const slots = await send(t, 'GET', `/v1/shops/maison-seconde/events/${otherEventId}/slots`);
  otherSlotId = slots.body.slots[0].id;
});
afterAll(() => t?.close());

const text = (message: unknown) => [message].flat().join(' ');

describe('events: access', () => {
  it('answers 401 anonymous and 403 to a buyer and to an iam without createEvent, changing nothing', async () => {
    const before = await counts(t);
    const buyer = await t.login('client@cuvee.demo');
    const iam = await t.login('iam.lecture.resa@cuvee.test');
    const writes: [method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown][] = [
      ['POST', '/v1/reservations/events', aTasting()],
      ['PATCH', `/v1/reservations/events/${otherEventId}`, { title: 'x' }],
      ['DELETE', `/v1/reservations/events/${otherEventId}`],
      ['PUT', `/v1/reservations/events/${otherEventId}/schedule`, twoDays()],
      ['PATCH', `/v1/reservations/slots/${otherSlotId}`, { capacity: 3 }],
    ];
    for (const [method, url, body] of writes) {
      expect((await send(t, method, url, { body })).status, url).toBe(401);
      expect((await send(t, method, url, { jwt: buyer, body })).status, url).toBe(403);
      expect((await send(t, method, url, { jwt: iam, body })).status, url).toBe(403);
    }
    for (const url of [
      '/v1/reservations/events',
      `/v1/reservations/events/${otherEventId}`,
      `/v1/reservations/events/${otherEventId}/slots`,
    ]) {
      expect((await send(t, 'GET', url)).status, url).toBe(401);
      expect((await send(t, 'GET', url, { jwt: buyer })).status, url).toBe(403);
    }
    // The iam reads.
    expect((await send(t, 'GET', '/v1/reservations/events', { jwt: iam })).status).toBe(200);
    expect(await counts(t)).toEqual(before);
  });

  it("answers 404 for another shop's event and slot on every route, changing nothing", async () => {
    const before = await counts(t);
    const calls: [method: 'GET' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown][] = [
      ['GET', `/v1/reservations/events/${otherEventId}`],
      ['PATCH', `/v1/reservations/events/${otherEventId}`, { title: 'Repris' }],
      ['DELETE', `/v1/reservations/events/${otherEventId}`],
      ['PUT', `/v1/reservations/events/${otherEventId}/schedule`, twoDays()],
      ['GET', `/v1/reservations/events/${otherEventId}/slots`],
      ['PATCH', `/v1/reservations/slots/${otherSlotId}`, { capacity: 3 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await send(t, method, url, { jwt: owner, body });
      expect(res.status, url).toBe(404);
    }
    const listed = await send(t, 'GET', '/v1/reservations/events?limit=100', { jwt: owner });
    expect(listed.body.events.map((e: { id: string }) => e.id)).not.toContain(otherEventId);
    // Nor is it among the demo's public events.
    const shown = await send(t, 'GET', `/v1/shops/domaine-demo/events/${otherEventId}`);
    expect(shown.status).toBe(404);
    expect(shown.body.message).toBe('Activité introuvable');
    expect(await counts(t)).toEqual(before);
  });

  it('refuses bad input in French (400/422) and changes nothing', async () => {
    const before = await counts(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: ' ' }, 400, 'Ce champ ne peut pas être vide'],
      [{ kind: 'golf' }, 400, 'Valeur incorrecte'],
      [{ rates: [] }, 400, ''],
      [{ minPersons: 9, maxPersons: 2 }, 400, 'Le nombre minimum de personnes dépasse le maximum'],
      [{ kind: 'stay' }, 400, 'Un séjour indique ses nuits et sa taxe de séjour'],
      [{ capacity: 0 }, 400, ''],
    ];
    for (const [over, status, message] of cases) {
      const res = await send(t, 'POST', '/v1/reservations/events', {
        jwt: owner,
        body: aTasting(over as never),
      });
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(text(res.body.message)).toContain(message);
    }
    expect(await counts(t)).toEqual(before);
  });
});

describe('events: the producer publishes, the storefront shows', () => {
  it('creates a tasting, builds its slots from a rule, shows them with places left to anyone', async () => {
    const created = await send(t, 'POST', '/v1/reservations/events', { jwt: owner, body: aTasting() });
    expect(created.status).toBe(200);
    const id = created.body.event.id;
    expect(created.body.event.rates.map((r: { counting: boolean }) => r.counting)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const saved = await send(t, 'PUT', `/v1/reservations/events/${id}/schedule`, {
      jwt: owner,
      body: twoDays(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ created: 4, removed: 0, kept: 0 });
    const slots = await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}/slots`);
    expect(slots.body.total).toBe(4);
    expect(slots.body.slots.map((s: { placesLeft: number }) => s.placesLeft)).toEqual([10, 10, 10, 10]);
    // 10:00 in France is 09:00 UTC in winter, 08:00 in summer.
    const hour = new Date(slots.body.slots[0].startsAt).toLocaleTimeString('fr-FR', {
      timeZone: 'Europe/Paris',
    });
    expect(hour).toBe('10:00:00');
    const listed = await send(t, 'GET', '/v1/shops/domaine-demo/events?tabId=visites');
    const inTab = listed.body.events.find((e: { id: string }) => e.id === id);
    expect(inTab?.nextSlotAt).toBe(slots.body.slots[0].startsAt);
    // The back office's list says when it comes next, as the storefront's does.
    const office = await send(
      t,
      'GET',
      `/v1/reservations/events?q=${encodeURIComponent(created.body.event.title)}`,
      {
        jwt: owner,
      },
    );
    expect(office.body.events.map((e: { nextSlotAt: string | null }) => e.nextSlotAt)).toEqual([
      slots.body.slots[0].startsAt,
    ]);
    const one = await send(t, 'GET', `/v1/shops/${demoId}/events/${id}`);
    expect(one.body.event.rates).toHaveLength(4);
    expect(one.body.event.nextSlotAt).toBe(slots.body.slots[0].startsAt);

    // A closed day and a capacity override.
    const slot = slots.body.slots[3];
    const closed = await send(t, 'PATCH', `/v1/reservations/slots/${slot.id}`, {
      jwt: owner,
      body: { status: 'closed' },
    });
    expect(closed.body.slot.placesLeft).toBe(0);
    const bigger = await send(t, 'PATCH', `/v1/reservations/slots/${slots.body.slots[0].id}`, {
      jwt: owner,
      body: { capacity: 14 },
    });
    expect(bigger.body.slot.placesLeft).toBe(14);
    const open = await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}/slots`);
    expect(open.body.total).toBe(3);

    // Rebuilding with one day less removes the unbooked slots of that day.
    const tomorrowOnly = twoDays();
    tomorrowOnly.rules[0]!.to = tomorrowOnly.rules[0]!.from;
    const again = await send(t, 'PUT', `/v1/reservations/events/${id}/schedule`, {
      jwt: owner,
      body: tomorrowOnly,
    });
    expect(again.body).toMatchObject({ created: 0, removed: 2, kept: 0 });

    // A draft or an archived event leaves the storefront.
    await send(t, 'DELETE', `/v1/reservations/events/${id}`, { jwt: owner });
    expect((await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}`)).status).toBe(404);
    expect((await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}/slots`)).status).toBe(404);
    const back = await send(t, 'GET', `/v1/reservations/events/${id}`, { jwt: owner });
    expect(back.body.event.status).toBe('archived');
  });

  it('lists the events a page at a time with filters', async () => {
    await send(t, 'POST', '/v1/reservations/events', {
      jwt: owner,
      body: aTasting({ title: 'Atelier assemblage', kind: 'workshop' }),
    });
    const page = await send(t, 'GET', '/v1/reservations/events?kind=workshop&limit=1', { jwt: owner });
    expect(page.status).toBe(200);
    expect(page.body.events.map((e: { title: string }) => e.title)).toEqual(['Atelier assemblage']);
    const search = await send(t, 'GET', '/v1/reservations/events?q=assemblage', { jwt: owner });
    expect(search.body.total).toBe(1);
    const edited = await send(t, 'PATCH', `/v1/reservations/events/${page.body.events[0].id}`, {
      jwt: owner,
      body: { title: 'Atelier d’assemblage', status: 'draft' },
    });
    expect(edited.body.event).toMatchObject({ title: 'Atelier d’assemblage', status: 'draft' });
  });
});

describe("the demo's 'Visites' tab", () => {
  it('shows a free visit, a tasting with a child rate and a night in the gîte with tourist tax, each with slots', async () => {
    const tab = await send(t, 'GET', '/v1/shops/domaine-demo/events?tabId=visites');
    const demo = tab.body.events.filter((e: { title: string }) =>
      ['Visite libre du chai', 'Dégustation commentée de nos cuvées', 'Une nuit au gîte des vignes'].includes(
        e.title,
      ),
    );
    expect(demo.map((e: { kind: string }) => e.kind).sort()).toEqual(['stay', 'tasting', 'visit']);
    const gite = demo.find((e: { kind: string }) => e.kind === 'stay');
    expect(gite.stay).toMatchObject({ accommodationCategory: 'chambreHotes', departmentSurcharge: true });
    for (const e of demo) {
      const slots = await send(t, 'GET', `/v1/shops/domaine-demo/events/${e.id}/slots?limit=5`);
      expect(slots.body.total, e.title).toBeGreaterThan(40);
    }
    const booked = await send(t, 'GET', '/v1/reservations?limit=50', { jwt: owner });
    const gites = booked.body.bookings.filter((b: { event: { id: string } }) => b.event.id === gite.id);
    expect(
      gites.map((b: { status: string; touristTaxCents: number }) => [b.status, b.touristTaxCents]),
    ).toEqual([
      ['confirmed', 176],
      ['cancelled', 176],
    ]);
  });
});
