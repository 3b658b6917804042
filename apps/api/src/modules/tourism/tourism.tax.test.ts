import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeClient } from '../tasks/tasks.test.support.ts';
import { aTasting, send, shopIdOf, twoDays } from './tourism.test.support.ts';

// The half-yearly tourist-tax statement (CGCT L2333-34) of a stay booked by phone.

let t: TestApp;
let owner: string;
let demoId: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  clientId = await makeClient(t, demoId, 'Famille Martin');
});
afterAll(() => t?.close());

describe('the tourist-tax statement', () => {
  it('lists a half-year of confirmed stays with their taxable person-nights (the worked example)', async () => {
    const stay = await send(t, 'POST', '/v1/reservations/events', {
      jwt: owner,
      body: aTasting({
        title: 'Nuit au gîte',
        kind: 'stay',
        minAmountCents: 0,
        stay: {
          nights: 3,
          accommodationCategory: 'chambreHotes',
          departmentSurcharge: true,
          touristTaxRates: [{ communeRateCents: 80, validFrom: '2026-01-01', validTo: null }],
        },
      }),
    });
    const id = stay.body.event.id;
    const next = await send(t, 'PUT', `/v1/reservations/events/${id}/schedule`, {
      jwt: owner,
      body: twoDays(),
    });
    expect(next.status).toBe(200);
    const [slot] = (await send(t, 'GET', `/v1/reservations/events/${id}/slots`, { jwt: owner })).body.slots;
    const taken = await send(t, 'POST', '/v1/reservations', {
      jwt: owner,
      body: {
        eventId: id,
        slotId: slot.id,
        clientId,
        persons: [
          { rateId: 'adulte', quantity: 2 },
          { rateId: 'enfant', quantity: 1 },
        ],
      },
    });
    expect(taken.body.booking.touristTaxCents).toBe(528);
    const start = new Date(slot.startsAt);
    const half = `${start.getUTCFullYear()}-H${start.getUTCMonth() < 6 ? 1 : 2}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/reservations/tourist-tax.csv?half=${half}`,
      headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demoId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain("Date d'arrivée;Nuits;Hébergement");
    const line = lines.find((l) => l.includes('Nuit au gîte'))!;
    expect(line.split(';').slice(6)).toEqual(['3', '1', '6', '0,80', '4,80', '0,48', '5,28']);
    const bad = await send(t, 'GET', '/v1/reservations/tourist-tax.csv?half=2026-S2', {
      jwt: owner,
      shopId: demoId,
    });
    expect(bad.status).toBe(400);
  });
});
