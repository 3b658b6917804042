import { publicEventsUrl, publicEventUrl, publicSlotsUrl } from '@cuvee/domain/catalogue/storefront-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTasting, send, twoDays } from '../modules/tourism/tourism.test.support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { renderMeta } from './page-meta.flow.ts';
import { pagePreload } from './page-preload.flow.ts';

// An event's page is the storefront's like a product's (issue 27, decision 0117): its loader
// reads the published event and its open slots as the public routes answer them, under the URLs
// the page asks; the meta come from them; a draft, another shop's event or a wrong id is a 404.

let t: TestApp;
let eventId: string;
let draftId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login('proprietaire@cuvee.demo');
  const made = await send(t, 'POST', '/v1/reservations/events', {
    jwt: owner,
    body: aTasting({
      title: 'Dégustation au chai',
      description: '<p>Six <strong>vins</strong> commentés.</p>',
    }),
  });
  eventId = made.body.event.id;
  await send(t, 'PUT', `/v1/reservations/events/${eventId}/schedule`, { jwt: owner, body: twoDays() });
  const draft = await send(t, 'POST', '/v1/reservations/events', {
    jwt: owner,
    body: aTasting({ title: 'Brouillon', status: 'draft' }),
  });
  draftId = draft.body.event.id;
});
afterAll(() => t?.close());

describe("an event's page", () => {
  it('carries the event and its slots with their places left, as the public routes answer them', async () => {
    const preload = await pagePreload(t.db, `/domaine-demo/events/${eventId}`, '', 'https://cuvee.test');
    expect(preload?.missing).toBeNull();
    const event = await send(t, 'GET', `/v1/shops/domaine-demo/events/${eventId}`);
    const slots = await send(t, 'GET', `/v1/shops/domaine-demo/events/${eventId}/slots`);
    expect(preload?.answers[publicEventUrl('domaine-demo', eventId)]).toEqual(event.body);
    expect(preload?.answers[publicSlotsUrl('domaine-demo', eventId)]).toEqual(slots.body);
    expect(slots.body.slots).toHaveLength(4);
    expect(slots.body.slots[0].placesLeft).toBe(10);
    // Its title and description for search engines and link previews, as an Event.
    const head = renderMeta(preload!.meta!);
    expect(head).toContain('<title>Dégustation au chai — Domaine Démo</title>');
    expect(head).toContain('<meta name="description" content="Six vins commentés.">');
    expect(head).toContain('"@type":"Event"');
    // From the lowest ticket of a person taking a place: the child's 5 €, not the lap child's 0 €.
    expect(head).toContain('"price":"5.00"');
  });

  it("is the same page under the shop's id path", async () => {
    const preload = await pagePreload(t.db, `/shops/DEMO2026/events/${eventId}`, '', '');
    expect(preload?.missing).toBeNull();
    expect(preload?.answers[publicEventUrl('DEMO2026', eventId)]).toMatchObject({ event: { id: eventId } });
  });

  it.each([
    ['a draft', () => `/domaine-demo/events/${draftId}`],
    ["another shop's event", () => `/maison-seconde/events/${eventId}`],
    ['an id that is not one', () => '/domaine-demo/events/visite-du-chai'],
  ])('answers 404 for %s', async (_, path) => {
    const preload = await pagePreload(t.db, path(), '', '');
    expect(preload?.missing).toBe('event');
    expect(preload?.meta).toBeNull();
  });
});

describe("the shop's page", () => {
  it('carries the published events its tabs show, drafts left out', async () => {
    const preload = await pagePreload(t.db, '/domaine-demo', '?page=visites', '');
    const answer = preload?.answers[publicEventsUrl('domaine-demo')] as {
      events: { id: string; tabId: string }[];
    };
    const ids = answer.events.map((e) => e.id);
    expect(ids).toContain(eventId);
    expect(ids).not.toContain(draftId);
    expect(answer).toEqual((await send(t, 'GET', `${publicEventsUrl('domaine-demo')}`)).body);
  });
});
