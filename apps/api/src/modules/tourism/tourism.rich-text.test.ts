import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tourismEvents } from './tourism.table.ts';
import { aTasting, send, twoDays } from './tourism.test.support.ts';

// An event's description is rich text (issue 27, decision 0135): the API stores only the
// allow-list's HTML — a script, an event handler or a javascript: link sent by any client is
// never stored nor answered — and a plain text saved before the editor reads as paragraphs.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const stored = async (id: string) =>
  (await t.db.select({ d: tourismEvents.description }).from(tourismEvents).where(eq(tourismEvents.id, id)))[0]
    ?.d;

const HOSTILE =
  '<h3 onclick="steal()">Le chai</h3><p style="x">Six <b>vins</b><script>steal()</script></p>' +
  '<img src=x onerror="steal()"><a href="javascript:steal()">ici</a> <a href="https://domaine.fr">site</a>';
const CLEAN =
  '<h3>Le chai</h3><p>Six <strong>vins</strong></p><p>ici <a href="https://domaine.fr" ' +
  'rel="noopener noreferrer nofollow" target="_blank">site</a></p>';

describe("an event's description", () => {
  it('is stored sanitised on creation, and the shop and the storefront read it so', async () => {
    const made = await send(t, 'POST', '/v1/reservations/events', {
      jwt: owner,
      body: aTasting({ title: 'Visite riche', description: HOSTILE }),
    });
    expect(made.status).toBe(200);
    const id = made.body.event.id as string;
    expect(made.body.event.description).toBe(CLEAN);
    expect(await stored(id)).toBe(CLEAN);
    await send(t, 'PUT', `/v1/reservations/events/${id}/schedule`, { jwt: owner, body: twoDays() });
    const page = await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}`);
    expect(page.body.event.description).toBe(CLEAN);
    expect(JSON.stringify(page.body)).not.toMatch(/steal|onclick|onerror|javascript:/);
  });

  it('is sanitised on change too', async () => {
    const made = await send(t, 'POST', '/v1/reservations/events', { jwt: owner, body: aTasting() });
    const id = made.body.event.id as string;
    const patched = await send(t, 'PATCH', `/v1/reservations/events/${id}`, {
      jwt: owner,
      body: {
        description: '<p><a href=" JaVaScRiPt:steal()">Réserver</a><iframe src="https://x"></iframe></p>',
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.event.description).toBe('<p>Réserver</p>');
    expect(await stored(id)).toBe('<p>Réserver</p>');
  });

  it('saved as plain text before the editor, reads as paragraphs', async () => {
    const made = await send(t, 'POST', '/v1/reservations/events', { jwt: owner, body: aTasting() });
    const id = made.body.event.id as string;
    await send(t, 'PUT', `/v1/reservations/events/${id}/schedule`, { jwt: owner, body: twoDays() });
    // A row as the multiline field of decision 0114 left it.
    await t.db
      .update(tourismEvents)
      .set({ description: 'Une visite du chai.\nPuis la cave <3\n\nSur réservation.' })
      .where(eq(tourismEvents.id, id));
    const expected = '<p>Une visite du chai.<br>Puis la cave &lt;3</p><p>Sur réservation.</p>';
    expect(
      (await send(t, 'GET', `/v1/reservations/events/${id}`, { jwt: owner })).body.event.description,
    ).toBe(expected);
    expect((await send(t, 'GET', `/v1/shops/domaine-demo/events/${id}`)).body.event.description).toBe(
      expected,
    );
  });
});
